import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { calendarNs } from "../../i18n/namespaces/calendar";
import { renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { adorationText, hoursText, weekendIcsEvents, type CalendarDay } from "./agenda";
import { CalendarSheet } from "./CalendarSheet";
import { DayAgenda } from "./DayAgenda";

vi.mock("convex/react", () => ({ useQuery: () => undefined }));

afterEach(cleanup);

const day = {
  date: "2027-03-05",
  start: "07:00",
  end: "22:00",
  talks: [{ _id: "t1", title: "God's Love", kind: "testimony", speaker: "Tomás Ruiz", time: "09:00", duration_minutes: 45, place: "Chapel", status: "confirmed" }],
  events: [{ _id: "e1", title: "Lunch setup", start_time: "11:30", end_time: "12:00", place: null, notes: "Tables out" }],
  adoration: { total: 24, covered: 20, blocked: 1, uncovered: ["02:00", "14:00"] },
} as unknown as CalendarDay;

test("a day of the calendar in Spanish", async () => {
  await renderIn("es", <DayAgenda day={day} onEditEvent={() => undefined} />);
  expect(screen.getByRole("heading", { name: "viernes, 5 de marzo" })).toBeTruthy();
  expect(screen.getByText("Horario del retiro: 7:00 a.m. – 10:00 p.m.")).toBeTruthy();
  expect(screen.getByText("Adoración: 20 de 23 horas cubiertas, 1 bloqueada (sin cubrir: 2:00 a.m., 2:00 p.m.)")).toBeTruthy();
  expect(screen.getByText("Testimonio de Tomás Ruiz · Chapel")).toBeTruthy();
  expect(screen.getByText("Testimonio · confirmada")).toBeTruthy();
  expect(screen.getByText("Equipo")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Editar el evento Lunch setup" })).toBeTruthy();
});

test("the printed calendar in Spanish", async () => {
  await renderIn("es", <CalendarSheet days={[day]} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Calendario del retiro");
  expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Hora", "Qué", "Dónde", "Detalles"]);
  expect(screen.getByText("11:30 a.m. – 12:00 p.m.")).toBeTruthy();
});

test("the .ics file's texts and the day's words follow the language; English is unchanged", async () => {
  const es = Object.assign(await translator("es", calendarNs), { language: "es" as const });
  expect(weekendIcsEvents([day], es).map((event) => event.description)).toEqual(["Testimonio de Tomás Ruiz", "Tables out"]);
  expect(hoursText({ start: null, end: null }, es)).toBe("Sin horario");
  expect(hoursText({ start: "07:00", end: null }, es)).toBe("7:00 a.m. – fin del día");
  expect(adorationText({ total: 2, covered: 0, blocked: 1, uncovered: [] }, es)).toBe("Adoración: 0 de 1 hora cubierta, 1 bloqueada");
  expect(weekendIcsEvents([day]).map((event) => event.description)).toEqual(["Testimony by Tomás Ruiz", "Tables out"]);
});
