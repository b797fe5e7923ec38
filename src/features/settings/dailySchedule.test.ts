import { expect, test } from "vitest";
import { retreatDays, scheduleJson, scheduleRows } from "./dailySchedule";

test("one row per retreat day, with the stored times", () => {
  const json = '{"2026-03-05":{"start":"17:00","end":"22:00"},"2026-02-01":{"start":"08:00","end":"09:00"}}';
  expect(scheduleRows("2026-03-05", "2026-03-07", json)).toEqual([
    { day: "2026-03-05", start: "17:00", end: "22:00" },
    { day: "2026-03-06", start: "", end: "" },
    { day: "2026-03-07", start: "", end: "" },
  ]);
});

test("no rows without both dates in order; a month end is crossed", () => {
  expect(retreatDays("", "2026-03-07")).toEqual([]);
  expect(retreatDays("2026-03-07", "2026-03-05")).toEqual([]);
  expect(retreatDays("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  expect(retreatDays("2026-01-01", "2026-12-31")).toHaveLength(14);
});

test("stored text that is not a schedule starts an empty one", () => {
  expect(scheduleRows("2026-03-05", "2026-03-05", "{oops")).toEqual([{ day: "2026-03-05", start: "", end: "" }]);
  expect(scheduleRows("2026-03-05", "2026-03-05", "[1]")).toEqual([{ day: "2026-03-05", start: "", end: "" }]);
});

test("the stored JSON keeps the days with times, in order", () => {
  expect(
    scheduleJson([
      { day: "2026-03-06", start: "07:00", end: "22:00" },
      { day: "2026-03-05", start: "17:00", end: "22:00" },
      { day: "2026-03-07", start: "", end: "" },
    ]),
  ).toBe('{"2026-03-05":{"start":"17:00","end":"22:00"},"2026-03-06":{"start":"07:00","end":"22:00"}}');
});
