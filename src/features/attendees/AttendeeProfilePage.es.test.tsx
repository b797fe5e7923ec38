/** The attendee's profile in Spanish: chips, sections, values, dates, palancas and history. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import AttendeeProfilePage from "./AttendeeProfilePage";

const attendee = {
  _id: "a1",
  _creationTime: 0,
  first_name: "José",
  last_name: "Núñez",
  email: "jose@example.org",
  attendee_type: "server",
  birthday: "1980-03-04",
  amount_paid: 150,
  snore: true,
  has_paid: false,
  has_checked_in: true,
  room_id: "r1",
  table_id: null,
  created_at: Date.UTC(2026, 0, 15, 12),
};
const profile = {
  attendee,
  room: { _id: "r1", name: "12" },
  table: null,
  palancas: [{ _id: "p1", from_name: "Ana", relationship: null, received_date: "2026-02-20", notes: null }],
  adoration: [],
  history: [
    { _id: "h1", action: "update", who: "System", at: Date.UTC(2026, 1, 1, 12), changes: [{ field: "snore", before: false, after: true }] },
    { _id: "h2", action: "create", who: "admin@parish.org", at: Date.UTC(2026, 0, 15, 12), changes: [] },
  ],
};

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) => (getFunctionName(ref) === "attendees:profile" ? profile : []),
  useMutation: () => Object.assign(vi.fn(), { withOptimisticUpdate: () => vi.fn() }),
}));

afterEach(cleanup);

test("the profile reads in Spanish; names, emails and room names stay as they are", async () => {
  await renderIn(
    "es",
    <NotificationProvider>
      <MemoryRouter initialEntries={["/attendees/a1"]}>
        <Routes>
          <Route path="/attendees/:id" element={<AttendeeProfilePage />} />
        </Routes>
      </MemoryRouter>
    </NotificationProvider>,
  );
  const header = within(screen.getByRole("heading", { name: "José Núñez" }).parentElement!);
  for (const chip of ["Servidor", "Sin pagar", "Registrado", "Cuarto 12"]) expect(header.getByText(chip)).toBeTruthy();
  expect(header.getByText(/^Creado el 15 de enero de 2026/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Volver a participantes" })).toBeTruthy();

  const personal = screen.getByRole("region", { name: "Datos personales" });
  expect(within(personal).getByText("Fecha de nacimiento")).toBeTruthy();
  expect(within(personal).getByText("4 de marzo de 1980")).toBeTruthy();
  const flags = screen.getByRole("region", { name: "Sacramentos y marcas" });
  expect(within(flags).getByText("Ronca")).toBeTruthy();
  expect(within(flags).getAllByText("Sí").length).toBe(1);
  const money = screen.getByRole("region", { name: "Dinero" });
  expect(within(money).getByText("Cantidad pagada")).toBeTruthy();
  expect(within(money).getByText("$150.00")).toBeTruthy();

  expect(screen.getByRole("region", { name: "Palancas recibidas (1)" })).toBeTruthy();
  expect(screen.getByText("Recibida el 20 de febrero de 2026")).toBeTruthy();
  expect(screen.getByText("No tiene horas de adoración reservadas.")).toBeTruthy();
  const history = screen.getByRole("region", { name: "Historial de cambios" });
  expect(within(history).getByText("Ronca: No → Sí")).toBeTruthy();
  expect(within(history).getByText(/^Sistema · /)).toBeTruthy();
  expect(within(history).getByText("Agregado")).toBeTruthy();

  // Editing a section in place: its inputs and buttons too.
  fireEvent.click(within(personal).getByRole("button", { name: "Editar Datos personales" }));
  expect(within(personal).getByLabelText("Parroquia")).toBeTruthy();
  expect(within(personal).getByRole("button", { name: "Guardar" })).toBeTruthy();
  expect(within(personal).getByRole("button", { name: "Cancelar" })).toBeTruthy();
});
