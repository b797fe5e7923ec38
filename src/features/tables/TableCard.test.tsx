import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { TableCard, type TableCardActions } from "./TableCard";
import type { BoardTable, LeaderOption, TableMember } from "./tableBoard";

afterEach(cleanup);

const man = (id: string, first: string): TableMember => ({ _id: id as Id<"attendees">, first_name: first, last_name: "Reyes", attendee_type: "attendee" });
const server = (id: string, first: string, leads: string | null): LeaderOption => ({
  ...man(id, first),
  attendee_type: "server",
  leads: leads as Id<"diningTables"> | null,
});
const table: BoardTable = { _id: "t1" as Id<"diningTables">, name: "St. Luke", capacity: 8, leader: null, seated: [man("a", "andrés")] };
const actions = (): TableCardActions => ({ seat: vi.fn(), setLeader: vi.fn(), edit: vi.fn(), delete: vi.fn() });

test("shows the count and seated men; unseats and seats through the callbacks", () => {
  const act = actions();
  render(<TableCard table={table} unseated={[man("b", "bruno")]} servers={[]} actions={act} />);
  expect(screen.getByText("1 of 8 seats")).toBeTruthy();
  fireEvent.click(screen.getByLabelText("Unseat Andrés Reyes"));
  expect(act.seat).toHaveBeenCalledWith("a", null);
  fireEvent.mouseDown(screen.getByPlaceholderText("Seat a retreatant"));
  fireEvent.click(screen.getByRole("option", { name: "Bruno Reyes" }));
  expect(act.seat).toHaveBeenCalledWith("b", "t1");
});

test("offers as leader only servers who lead no other table", () => {
  const act = actions();
  render(<TableCard table={table} unseated={[]} servers={[server("s1", "saúl", null), server("s2", "simón", "t9")]} actions={act} />);
  fireEvent.mouseDown(screen.getByLabelText("Table leader"));
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Saúl Reyes"]);
  fireEvent.click(screen.getByRole("option", { name: "Saúl Reyes" }));
  expect(act.setLeader).toHaveBeenCalledWith("t1", "s1");
});
