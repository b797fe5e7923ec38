import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderIn } from "../../i18n/testing";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { translator } from "../../i18n/useT";
import { hoursIcs, icsFileName, icsTexts } from "./adorationIcs";
import { HourTile } from "./HourTile";
import { OutsideBookings } from "./OutsideBookings";
import { RosterSheet } from "./RosterSheet";
import type { AdminHour } from "./useAdorationAdmin";
import type { ScheduleHour } from "./useAdorationGrid";

vi.mock("convex/react", () => ({ useQuery: () => undefined }));

afterEach(cleanup);

const H = 3_600_000;
const start = Date.UTC(2099, 2, 5, 18);

test("an hour of the sign-up grid in Spanish", async () => {
  const hour = { _id: "s1", start, end: start + H, is_blocked: false, capacity: 2, holders: [{ _id: "b1", name: null, mine: false }] } as unknown as ScheduleHour;
  await renderIn("es", <HourTile hour={hour} wallNow={0} onBook={() => undefined} onRelease={() => undefined} />);
  const tile = screen.getByRole("group", { name: "jue, 5 de mar, 6:00 p.m. – 7:00 p.m." });
  expect(within(tile).getByText("1 de 2")).toBeTruthy();
  expect(within(tile).getByText("Cubierta")).toBeTruthy();
  expect(within(tile).getByText("Ocupada")).toBeTruthy();
  expect(within(tile).getByRole("button", { name: "Reservar jue, 5 de mar, 6:00 p.m. – 7:00 p.m." }).textContent).toBe("Reservar");
});

const adminHour = (id: string, at: number, holders: AdminHour["holders"], extra: Partial<AdminHour> = {}) =>
  ({ _id: id, start: at, end: at + H, is_blocked: false, capacity: 2, outsideSchedule: false, holders, ...extra }) as unknown as AdminHour;

test("the chapel roster prints in Spanish", async () => {
  const rosa = { _id: "b1", name: "Rosa Díaz", phone: "5125550100", email: null, userId: null, attendeeId: null } as unknown as AdminHour["holders"][number];
  const hours = [adminHour("s1", start, [rosa]), adminHour("s2", start + H, []), adminHour("s3", start + 2 * H, [], { is_blocked: true })];
  await renderIn("es", <RosterSheet hours={hours} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lista de adoración");
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("jueves, 5 de marzo");
  expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Hora", "Adoradores"]);
  expect(screen.getByText("Necesita un adorador")).toBeTruthy();
  expect(screen.getByText("Bloqueada")).toBeTruthy();
  expect(screen.getByText("8:00 p.m. – 9:00 p.m.")).toBeTruthy();
});

test("bookings left outside the schedule, counted with ICU plurals", async () => {
  const holder = (id: string) => ({ _id: id, name: `Man ${id}`, phone: null, email: null, userId: null, attendeeId: null }) as unknown as AdminHour["holders"][number];
  const aside = [adminHour("s1", start, [holder("1"), holder("2"), holder("3")], { outsideSchedule: true })];
  await renderIn("es", <OutsideBookings aside={aside} openHours={[]} onMove={() => undefined} onClear={() => undefined} />);
  expect(screen.getByText("3 reservas están fuera de las horas de adoración")).toBeTruthy();
  cleanup();
  await renderIn("es", <OutsideBookings aside={[{ ...aside[0], holders: [holder("1")] }]} openHours={[]} onMove={() => undefined} onClear={() => undefined} />);
  expect(screen.getByText("1 reserva está fuera de las horas de adoración")).toBeTruthy();
});

test("a calendar file of one's hours in Spanish; English as before", async () => {
  const t = Object.assign(await translator("es", adorationNs), { language: "es" as const });
  const texts = icsTexts(t);
  const ics = hoursIcs("Rosa Díaz", [{ _id: "s1", start, end: start + H }], texts);
  expect(ics).toContain("X-WR-CALNAME:Adoración: Rosa Díaz");
  expect(ics).toContain("SUMMARY:Hora de adoración");
  expect(ics).toContain("LOCATION:Capilla");
  expect(icsFileName("Rosa Díaz", texts)).toBe("adoracion-rosa-diaz.ics");
  expect(hoursIcs("Rosa", [{ _id: "s1", start, end: start + H }], icsTexts(Object.assign(await translator("en", adorationNs), { language: "en" as const })))).toContain(
    "SUMMARY:Adoration hour",
  );
});
