import { cleanup, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test } from "vitest";
import { permissionsFor } from "../../../convex/shared/permissions";
import { renderIn } from "../../i18n/testing";
import { AdorationCoverage } from "./AdorationWidget";
import { DashboardCards } from "./DashboardCards";
import { visibleCards } from "./dashboardCards";
import { ServerDashboardSections } from "./ServerDashboardSections";

afterEach(cleanup);

test("the dashboard's cards and the adoration count read in Spanish, with plurals", async () => {
  const cards = visibleCards({ roles: ["adoration_admin"], permissions: permissionsFor(["adoration_admin"]) });
  await renderIn(
    "es",
    <MemoryRouter>
      <AdorationCoverage uncoveredHours={1} />
      <DashboardCards cards={cards} />
    </MemoryRouter>,
  );
  expect(screen.getByText("Falta cubrir 1 hora ante el Santísimo Sacramento.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Reserva tu hora hoy" })).toBeTruthy();
  expect(screen.getByRole("navigation", { name: "Panel" })).toBeTruthy();
  for (const title of ["Panel del servidor", "Horario de adoración", "Administrar adoración", "Oraciones"]) {
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
  }
  cleanup();
  await renderIn("es", <MemoryRouter><AdorationCoverage uncoveredHours={3} /></MemoryRouter>);
  expect(screen.getByText("Faltan cubrir 3 horas ante el Santísimo Sacramento.")).toBeTruthy();
});

test("a server's dashboard reads in Spanish, dates and times by locale", async () => {
  const dashboard = {
    found: true,
    self: true,
    attendee: { first_name: "Raúl", last_name: "Peña" },
    room: { name: "Cuarto 12", roommates: [] },
    tables: [{ name: "San Pedro", role: "member", leader: "José Ruiz" }],
    adoration: [],
    talks: [{ _id: "t1", title: "El perdón", kind: "talk", day: "2027-03-05", time: "13:05", status: "confirmed" }],
  } as never;
  await renderIn("es", <MemoryRouter><ServerDashboardSections dashboard={dashboard} /></MemoryRouter>);
  expect(screen.getByRole("region", { name: "Cuarto" })).toBeTruthy();
  expect(screen.getByText("Todavía no hay compañeros de cuarto.")).toBeTruthy();
  expect(screen.getByText("San Pedro (líder: José Ruiz)")).toBeTruthy();
  expect(screen.getByText("No hay horas de adoración reservadas.")).toBeTruthy();
  const talk = screen.getByRole("region", { name: "Charlas" }).textContent!;
  expect(talk).toContain("El perdón (charla) · 5 de marzo de 2027 a las 1:05");
  expect(talk).toMatch(/p\. ?m\. · confirmada$/);
});
