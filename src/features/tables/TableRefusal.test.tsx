/** A refused seat or leader change is shown on its table's card as well as in the toast. */
import { cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import type { ReactNode } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { TableCard } from "./TableCard";
import type { BoardTable } from "./tableBoard";
import { SEAT_FAILED, useTableActions } from "./useTableActions";

const mutation = vi.fn();
vi.mock("convex/react", () => ({
  useMutation: () => Object.assign(mutation, { withOptimisticUpdate: () => mutation }),
}));

afterEach(() => {
  cleanup();
  mutation.mockReset();
});

const table: BoardTable = { _id: "t1" as Id<"diningTables">, name: "St. Luke", capacity: 1, leader: null, seated: [] };
const actions = { seat: vi.fn(), setLeader: vi.fn(), edit: vi.fn(), delete: vi.fn() };
const wrapper = ({ children }: { children: ReactNode }) => <NotificationProvider>{children}</NotificationProvider>;

test("seat hands the server's reason to the screen when a rule refuses it; other failures the spec's text", async () => {
  const { result } = renderHook(() => useTableActions(), { wrapper });
  const problems: string[] = [];
  mutation.mockRejectedValueOnce(new ConvexError({ code: "TABLE_REFUSED", message: "Cannot assign attendee. Table St. Luke is full (1 of 1 seats taken)." }));
  await result.current.seat("a1" as Id<"attendees">, table._id, (text) => problems.push(text));
  mutation.mockRejectedValueOnce(new Error("network"));
  await result.current.seat("a1" as Id<"attendees">, table._id, (text) => problems.push(text));
  mutation.mockResolvedValueOnce(null);
  await result.current.setLeader(table._id, null, (text) => problems.push(text));
  expect(problems).toEqual(["Cannot assign attendee. Table St. Luke is full (1 of 1 seats taken).", SEAT_FAILED]);
});

test("the refusal shows on the card, next to the seat picker, until dismissed", () => {
  const dismiss = vi.fn();
  render(<TableCard table={table} unseated={[]} servers={[]} actions={actions} refusal={{ message: "Table St. Luke is full.", dismiss }} />);
  const alert = within(screen.getByRole("region", { name: "St. Luke" })).getByRole("alert");
  expect(alert.textContent).toContain("Table St. Luke is full.");
  fireEvent.click(within(alert).getByRole("button", { name: "Close" }));
  expect(dismiss).toHaveBeenCalled();
});
