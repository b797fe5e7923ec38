/** Dining Tables in Spanish: a table's card, the dialog's problems and the printed table lists. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { renderIn } from "../../i18n/testing";
import { TableCard } from "./TableCard";
import { TableDialog } from "./TableDialog";
import type { BoardTable } from "./tableBoard";
import { TableListsSheet } from "./TableListsSheet";

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    getFunctionName(ref) === "settings:printHeader"
      ? { centerText: "Retiro ACTS de San Judas #12", leftLogoUrl: null, rightLogoUrl: null, startDate: "2027-03-05", endDate: "2027-03-07" }
      : undefined,
}));

afterEach(cleanup);

const man = (id: string, first: string, last: string) => ({ _id: id as Id<"attendees">, first_name: first, last_name: last, attendee_type: "attendee" as const });
const luke: BoardTable = { _id: "t1" as Id<"diningTables">, name: "San Lucas", capacity: 8, leader: { ...man("s1", "saúl", "reyes"), attendee_type: "server" }, seated: [man("a", "andrés", "núñez")] };
const mark: BoardTable = { _id: "t2" as Id<"diningTables">, name: "San Marcos", capacity: null, leader: null, seated: [] };
const actions = () => ({ seat: vi.fn(), setLeader: vi.fn(), edit: vi.fn(), delete: vi.fn() });

test("a table's card in Spanish", async () => {
  await renderIn("es", <TableCard table={luke} unseated={[]} servers={[]} actions={actions()} />);
  expect(screen.getByText("1 de 8 lugares")).toBeTruthy();
  expect(screen.getByLabelText("Líder de mesa")).toBeTruthy();
  expect(screen.getByLabelText("Quitar a Andrés Núñez de la mesa")).toBeTruthy();
  expect(screen.getByPlaceholderText("Sentar a un retirante")).toBeTruthy();
  expect(screen.getByLabelText("Editar San Lucas")).toBeTruthy();
  cleanup();
  await renderIn("es", <TableCard table={mark} unseated={[]} servers={[]} actions={actions()} />);
  expect(screen.getByText("0 sentados")).toBeTruthy();
  expect(screen.getByText("Todavía no hay nadie sentado")).toBeTruthy();
});

test("the add dialog's problems in Spanish", async () => {
  await renderIn("es", <TableDialog onClose={vi.fn()} onSubmit={vi.fn()} />);
  const dialog = screen.getByRole("dialog", { name: "Agregar mesa" });
  fireEvent.change(within(dialog).getByLabelText("Lugares"), { target: { value: "dos" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Agregar mesa" }));
  expect(within(dialog).getByText("El nombre de la mesa es obligatorio.")).toBeTruthy();
  expect(within(dialog).getByText("La capacidad debe ser un número entero de al menos 1.")).toBeTruthy();
});

test("the printed table lists in Spanish: title, leader and the retreat's dates; names as they are", async () => {
  const { container } = await renderIn("es", <TableListsSheet tables={[luke, mark]} />);
  expect(screen.getByRole("heading", { level: 1, name: "Mesas del comedor" })).toBeTruthy();
  const header = container.querySelector(".print-header") as HTMLElement;
  expect(within(header).getByText("Retiro ACTS de San Judas #12")).toBeTruthy();
  expect(within(header).getByText("5 de marzo de 2027 – 7 de marzo de 2027")).toBeTruthy();
  expect(screen.getByText("Líder: Saúl Reyes")).toBeTruthy();
  expect(screen.getByText("Líder: —")).toBeTruthy();
  expect(container.querySelector(".print-document")?.getAttribute("lang")).toBe("es");
});
