import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { searchMen } from "../../../convex/shared/manSearch";

export type CheckInRow = FunctionReturnType<typeof api.checkIn.list>["page"][number];

/** How many matches the screen shows: the man in front of you is first, a few more in case. */
export const RESULT_LIMIT = 20;
/** With nothing typed: the latest arrivals, so a check-in can still be undone from his row. */
export const RECENT_LIMIT = 10;

/** What the check-in screen lists for the text typed: ranked matches, or the latest arrivals when empty. */
export function checkInResults(rows: readonly CheckInRow[], text: string): CheckInRow[] {
  if (text.trim() === "") {
    return rows
      .filter((row) => row.has_checked_in)
      .sort((a, b) => (b.checked_in_at ?? 0) - (a.checked_in_at ?? 0))
      .slice(0, RECENT_LIMIT);
  }
  return searchMen(rows, text, RESULT_LIMIT);
}

/**
 * The men not checked in yet, retreatants first, each group by last name: in the reader's order
 * when a collator is given (Spanish: Núñez before Ñañez, Ñañez before Oropeza).
 */
export function notArrived(
  rows: readonly CheckInRow[],
  collator: Intl.Collator = new Intl.Collator(undefined, { sensitivity: "base" }),
): CheckInRow[] {
  return rows
    .filter((row) => !row.has_checked_in)
    .sort(
      (a, b) =>
        (a.attendee_type === b.attendee_type ? 0 : a.attendee_type === "attendee" ? -1 : 1) ||
        collator.compare(a.last_name, b.last_name) ||
        collator.compare(a.first_name, b.first_name),
    );
}

/** "Paid $100.00 of $250.00" style balance, or null when nothing is on file. */
export function balanceDue(row: Pick<CheckInRow, "amount_paid" | "cost_of_retreat">): number | null {
  if (row.cost_of_retreat === null) return null;
  return Math.round((row.cost_of_retreat - (row.amount_paid ?? 0)) * 100) / 100;
}
