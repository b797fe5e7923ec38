/** How an adoration hour looks on the grid, from the same data the home widget counts. */

export type HourState = "past" | "blocked" | "full" | "covered" | "uncovered";

export type GridHour = {
  start: number;
  end: number;
  is_blocked: boolean;
  capacity: number;
  holders: ReadonlyArray<{ _id: string; mine?: boolean }>;
};

/** Blocked hours need nobody; an hour is covered once someone holds it, full at its capacity. */
export function hourState(hour: GridHour, wallNow: number): HourState {
  if (hour.end <= wallNow) return "past";
  if (hour.is_blocked) return "blocked";
  if (hour.holders.length >= hour.capacity) return "full";
  return hour.holders.length > 0 ? "covered" : "uncovered";
}

/** Each state's words in the adoration catalogue. */
export const STATE_KEYS = {
  past: "state.past",
  blocked: "state.blocked",
  full: "state.full",
  covered: "state.covered",
  uncovered: "state.uncovered",
} as const satisfies Record<HourState, string>;

export function holdsHour(hour: GridHour): boolean {
  return hour.holders.some((holder) => holder.mine === true);
}

/** What one tap does: release my place, book one, or nothing (with the reason). */
export function hourAction(hour: GridHour, wallNow: number): "release" | "book" | null {
  const state = hourState(hour, wallNow);
  if (state === "past") return null;
  if (holdsHour(hour)) return "release";
  return state === "covered" || state === "uncovered" ? "book" : null;
}

/** Hours not over, not blocked and held by nobody: what "still need coverage" counts. */
export function uncoveredCount(hours: readonly GridHour[], wallNow: number): number {
  return hours.filter((hour) => hourState(hour, wallNow) === "uncovered").length;
}
