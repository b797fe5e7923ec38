/** The attendee grid's toolbar, columns, cells and pager in Spanish. */
import { cleanup, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { renderIn } from "../../i18n/testing";
import { AttendeeGrid } from "./AttendeeGrid";
import { AttendeeToolbar } from "./AttendeeToolbar";
import { GridPager } from "./GridPager";
import type { AttendeeRow } from "./types";

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    getFunctionName(ref) === "users:viewer" ? { permissions: ["manageAttendees", "manageAdmins"], roles: ["admin"] } : [],
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
  useMutation: () => vi.fn(),
  useAction: () => vi.fn(),
  useConvex: () => ({}),
}));

afterEach(cleanup);

const row = (id: string, first: string, extra: Partial<AttendeeRow> = {}): AttendeeRow =>
  ({
    _id: id,
    first_name: first,
    last_name: "Núñez",
    email: `${id}@example.org`,
    phone_number: "5551234567",
    attendee_type: "attendee",
    has_paid: false,
    has_checked_in: false,
    room_id: null,
    table_id: null,
    sleeps_at_home: false,
    created_at: 0,
    ...extra,
  }) as unknown as AttendeeRow;

const noop = () => undefined;

test("the toolbar's search, type filter and buttons are in Spanish", async () => {
  await renderIn(
    "es",
    <AttendeeToolbar
      search=""
      type="all"
      exportCount={12}
      printCount={3}
      exporting={false}
      onSearchChange={noop}
      onTypeChange={noop}
      onAdd={noop}
      onExport={noop}
      onPrint={noop}
      onBulkDelete={noop}
    />,
  );
  expect(screen.getByRole("textbox", { name: "Buscar participantes" }).getAttribute("placeholder")).toBe("Buscar por nombre, correo o teléfono");
  expect(screen.getByRole("combobox").textContent).toBe("Todos los tipos");
  expect(screen.getByRole("button", { name: "Agregar participante" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Exportar a Excel (12)" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Imprimir gafetes (3)" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Eliminar servidores en bloque" })).toBeTruthy();
  expect(screen.queryByText(/Add Attendee|Export to Excel|Print Badges/)).toBeNull();
});

test("the grid's column headers, cell values and actions are in Spanish, and the pager too", async () => {
  await renderIn(
    "es",
    <MemoryRouter>
      <AttendeeGrid
        rows={[row("a", "Ñoño", { has_paid: true }), row("b", "Pedro", { attendee_type: "server", has_checked_in: true, sleeps_at_home: true })]}
        rooms={[]}
        tables={[]}
        sort={null}
        onSortChange={noop}
        selected={new Set()}
        onSelectedChange={noop}
        onEdit={noop}
        onDelete={noop}
        onRoomChange={noop}
        onTableChange={noop}
        showAll={false}
      />
      <GridPager page={0} pageCount={2} showAll={false} summary={{ all: false, first: 1, last: 25, total: 30 }} onPageChange={noop} onShowAllChange={noop} />
    </MemoryRouter>,
  );
  const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.trim()).filter(Boolean);
  expect(headers).toEqual(["Nombre", "Correo", "Teléfono", "Tipo", "Pago", "Recepción", "Cuarto", "Mesa", "Acciones"]);
  const first = screen.getByRole("row", { name: /Ñoño Núñez/ });
  expect(within(first).getByText("Retirante")).toBeTruthy();
  expect(within(first).getByText("Pagado")).toBeTruthy();
  expect(within(first).getByText("No registrado")).toBeTruthy();
  expect(within(first).getByRole("button", { name: "Editar a Ñoño Núñez" })).toBeTruthy();
  expect(within(first).getByRole("combobox", { name: "Cuarto de Ñoño Núñez" }).textContent).toBe("Ninguno");
  const second = screen.getByRole("row", { name: /Pedro Núñez/ });
  expect(within(second).getByText("Servidor")).toBeTruthy();
  expect(within(second).getByText("Sin pagar")).toBeTruthy();
  expect(within(second).getByText("Registrado")).toBeTruthy();
  expect(within(second).getByText("Duerme en casa")).toBeTruthy();
  expect(screen.getByRole("status").textContent).toBe("Mostrando 1–25 de 30");
  expect(screen.getByRole("button", { name: "Siguiente" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Mostrar todos" })).toBeTruthy();
});

test("an empty grid says so in Spanish", async () => {
  await renderIn(
    "es",
    <AttendeeGrid
      rows={[]}
      rooms={[]}
      tables={[]}
      sort={null}
      onSortChange={noop}
      selected={new Set()}
      onSelectedChange={noop}
      onEdit={noop}
      onDelete={noop}
      onRoomChange={noop}
      onTableChange={noop}
      showAll={false}
    />,
  );
  expect(screen.getByText("No se encontraron participantes.")).toBeTruthy();
});
