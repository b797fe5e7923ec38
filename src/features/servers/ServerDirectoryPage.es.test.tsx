/** The Server Directory in Spanish: title, search, count, headers, cells and the empty search. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { renderIn } from "../../i18n/testing";
import ServerDirectoryPage, { type DirectoryRow } from "./ServerDirectoryPage";

// Friday 23:00 to Saturday 00:00, the house's local time stored as UTC.
const start = Date.UTC(2026, 2, 6, 23, 0);
const servers = [
  {
    _id: "s1",
    first_name: "Íñigo",
    last_name: "Peña",
    email: "inigo@example.org",
    phone_number: "5551234567",
    room_name: "12",
    tables: [{ name: "San José", role: "leader" }],
    talks: [],
    adoration: [{ start, end: start + 3_600_000 }],
    has_account: true,
    roles: [],
  },
] as unknown as DirectoryRow[];

vi.mock("../../lib/useLiveList", () => ({ useLiveList: () => ({ rows: servers, isLoading: false }) }));

afterEach(cleanup);

test("the directory reads in Spanish; the data stays as it is", async () => {
  await renderIn(
    "es",
    <MemoryRouter>
      <ServerDirectoryPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole("heading", { name: "Directorio de servidores" })).toBeTruthy();
  expect(screen.getByText("1 servidor")).toBeTruthy();
  const table = screen.getByRole("table", { name: "Servidores" });
  const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
  expect(headers).toEqual(["Nombre", "Contacto", "Cuarto", "Mesa", "Charlas", "Adoración", "Cuenta"]);
  const row = within(table).getAllByRole("row")[1];
  expect(within(row).getByText("San José (líder)")).toBeTruthy();
  expect(within(row).getByText("Panel")).toBeTruthy();
  expect(within(row).getByText(/^Sí/)).toBeTruthy();
  expect(within(row).getByText(/^vie/)).toBeTruthy();
  // The phone cards label each cell with its column.
  expect(row.querySelector("td")?.getAttribute("data-label")).toBe("Nombre");

  fireEvent.change(screen.getByLabelText("Buscar servidores"), { target: { value: "zzz" } });
  expect(screen.getByText("0 de 1 servidor")).toBeTruthy();
  expect(screen.getByText("Ningún servidor coincide con tu búsqueda.")).toBeTruthy();
});

test("English stays the directory's own words", async () => {
  await renderIn(
    "en",
    <MemoryRouter>
      <ServerDirectoryPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole("heading", { name: "Server Directory" })).toBeTruthy();
  expect(screen.getByText("1 servers")).toBeTruthy();
  expect(screen.getByText("San José (leader)")).toBeTruthy();
  expect(screen.getByText("Fri 11:00 PM – 12:00 AM")).toBeTruthy();
});
