import { cleanup, render, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { BoardTable } from "./tableBoard";
import { TableListsSheet } from "./TableListsSheet";

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    getFunctionName(ref) === "settings:printHeader"
      ? { centerText: "St. Agnes ACTS Retreat #51", leftLogoUrl: null, rightLogoUrl: null, startDate: "2027-03-05", endDate: "2027-03-07" }
      : undefined,
}));

afterEach(cleanup);

const man = (id: string, first: string, last: string) => ({ _id: id as Id<"attendees">, first_name: first, last_name: last, attendee_type: "attendee" as const });
const tables: BoardTable[] = [
  { _id: "t1" as Id<"diningTables">, name: "St. Luke", capacity: 8, leader: { ...man("s1", "saúl", "reyes"), attendee_type: "server" }, seated: [man("a", "andrés", "núñez")] },
  { _id: "t2" as Id<"diningTables">, name: "St. Mark", capacity: null, leader: null, seated: [] },
];

test("the printed table lists carry the retreat's name and dates from the PDF header settings", () => {
  const { container } = render(<TableListsSheet tables={tables} />);
  const header = container.querySelector(".print-header") as HTMLElement;
  expect(within(header).getByText("St. Agnes ACTS Retreat #51")).toBeTruthy();
  expect(within(header).getByText("March 5, 2027 – March 7, 2027")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1, name: "Dining Tables" })).toBeTruthy();
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["St. Luke", "St. Mark"]);
  expect(screen.getByText("Leader: Saúl Reyes")).toBeTruthy();
  expect(screen.getByText("Leader: —")).toBeTruthy();
  expect(screen.getByRole("listitem").textContent).toBe("Andrés Núñez");
  // One table is never split across pages.
  expect(container.querySelectorAll(".table-list.keep-together")).toHaveLength(2);
});
