import { expect, test } from "vitest";
import { hourAction, hourState, uncoveredCount, type GridHour } from "./hourStatus";

const H = 3_600_000;
const hour = (over: Partial<GridHour> = {}): GridHour => ({ start: 10 * H, end: 11 * H, is_blocked: false, capacity: 2, holders: [], ...over });
const me = { _id: "b1", mine: true };
const other = { _id: "b2", mine: false };

test("states: uncovered, covered, full, blocked, and past once the hour has ended", () => {
  expect(hourState(hour(), 0)).toBe("uncovered");
  expect(hourState(hour({ holders: [other] }), 0)).toBe("covered");
  expect(hourState(hour({ holders: [other, me] }), 0)).toBe("full");
  expect(hourState(hour({ is_blocked: true }), 0)).toBe("blocked");
  expect(hourState(hour(), 10.5 * H)).toBe("uncovered"); // under way: still bookable
  expect(hourState(hour(), 11 * H)).toBe("past");
});

test("one tap books an open place or releases mine; full, blocked and past hours offer nothing", () => {
  expect(hourAction(hour(), 0)).toBe("book");
  expect(hourAction(hour({ holders: [other] }), 0)).toBe("book");
  expect(hourAction(hour({ holders: [other, other] }), 0)).toBeNull();
  expect(hourAction(hour({ holders: [other, me] }), 0)).toBe("release");
  expect(hourAction(hour({ is_blocked: true }), 0)).toBeNull();
  expect(hourAction(hour({ holders: [me] }), 12 * H)).toBeNull();
});

test("hours still needing coverage: upcoming, open and held by nobody", () => {
  const hours = [hour(), hour({ holders: [other] }), hour({ is_blocked: true }), hour({ start: 0, end: H })];
  expect(uncoveredCount(hours, 2 * H)).toBe(1);
  expect(uncoveredCount(hours, 0)).toBe(2);
});
