import { expect, test } from "vitest";
import { effectiveTimeZone, hasEnded, instantOfWallClock, isValidTimeZone, wallClockAt } from "./zonedTime";

const CHICAGO = "America/Chicago";

test("the wall clock of a zone at an instant, written as UTC", () => {
  // 2026-03-06 00:30 UTC is 18:30 the day before in Chicago (CST, UTC−6).
  expect(wallClockAt(Date.UTC(2026, 2, 6, 0, 30), CHICAGO)).toBe(Date.UTC(2026, 2, 5, 18, 30));
  // In July Chicago is on CDT, UTC−5.
  expect(wallClockAt(Date.UTC(2026, 6, 10, 23, 0), CHICAGO)).toBe(Date.UTC(2026, 6, 10, 18, 0));
  expect(wallClockAt(Date.UTC(2026, 6, 10, 23, 0), "UTC")).toBe(Date.UTC(2026, 6, 10, 23, 0));
});

test("the instant a wall clock shows a time, across the spring change", () => {
  expect(instantOfWallClock(Date.UTC(2026, 2, 5, 18, 0), CHICAGO)).toBe(Date.UTC(2026, 2, 6, 0, 0));
  expect(instantOfWallClock(Date.UTC(2026, 6, 10, 18, 0), CHICAGO)).toBe(Date.UTC(2026, 6, 10, 23, 0));
  const afterChange = Date.UTC(2026, 2, 8, 4, 0); // 04:00 on the day clocks go forward at 02:00
  expect(wallClockAt(instantOfWallClock(afterChange, CHICAGO), CHICAGO)).toBe(afterChange);
});

test("an hour is over once the retreat's clock reaches its end", () => {
  const end = Date.UTC(2026, 2, 5, 19, 0); // 19:00 in Chicago = 01:00 UTC next day
  expect(hasEnded(end, Date.UTC(2026, 2, 6, 0, 59), CHICAGO)).toBe(false);
  expect(hasEnded(end, Date.UTC(2026, 2, 6, 1, 0), CHICAGO)).toBe(true);
  expect(hasEnded(end, Date.UTC(2026, 2, 5, 19, 0), "UTC")).toBe(true);
});

test("time zones are checked; an empty or unknown setting falls back to a real zone", () => {
  expect(isValidTimeZone(CHICAGO)).toBe(true);
  expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  expect(effectiveTimeZone(" America/Chicago ")).toBe(CHICAGO);
  expect(isValidTimeZone(effectiveTimeZone(""))).toBe(true);
  expect(isValidTimeZone(effectiveTimeZone("Mars/Olympus"))).toBe(true);
});
