import { describe, expect, it, test } from "vitest";
import { SETTING_DEFAULTS } from "../../../convex/shared/settings";
import { carrySchedule, parseSchedule, retreatDays, scheduleJson, scheduleRows, withDayTime } from "../../../convex/shared/dailySchedule";
import { changeSetting, valuesToSave } from "./settingsForm";

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

describe("a change of the retreat's dates carries the daily schedule over", () => {
  const thuToSun = { start: "2026-03-05", end: "2026-03-08" };
  const pattern = scheduleJson([
    { day: "2026-03-05", start: "17:00", end: "22:00" },
    { day: "2026-03-06", start: "07:00", end: "22:00" },
    { day: "2026-03-07", start: "07:30", end: "22:30" },
    { day: "2026-03-08", start: "07:00", end: "14:00" },
  ]);
  const rows = (json: string, dates: { start: string; end: string }) =>
    scheduleRows(dates.start, dates.end, json).map((row) => `${row.day} ${row.start}-${row.end}`);

  it.each([
    [
      "moved a week later: the pattern follows, first day to first, last to last",
      { start: "2026-03-12", end: "2026-03-15" },
      ["2026-03-12 17:00-22:00", "2026-03-13 07:00-22:00", "2026-03-14 07:00-22:00", "2026-03-15 07:00-14:00"],
    ],
    [
      "one day longer: the days that stay keep their times, the new last day takes the last day's",
      { start: "2026-03-05", end: "2026-03-09" },
      ["2026-03-05 17:00-22:00", "2026-03-06 07:00-22:00", "2026-03-07 07:30-22:30", "2026-03-08 07:00-14:00", "2026-03-09 07:00-14:00"],
    ],
    [
      "one day shorter: the days that stay keep their times",
      { start: "2026-03-05", end: "2026-03-07" },
      ["2026-03-05 17:00-22:00", "2026-03-06 07:00-22:00", "2026-03-07 07:30-22:30"],
    ],
    [
      "starting a day earlier: the new first day takes the first day's times",
      { start: "2026-03-04", end: "2026-03-08" },
      ["2026-03-04 17:00-22:00", "2026-03-05 17:00-22:00", "2026-03-06 07:00-22:00", "2026-03-07 07:30-22:30", "2026-03-08 07:00-14:00"],
    ],
  ])("%s", (_, to, expected) => {
    expect(rows(carrySchedule(pattern, thuToSun, to), to)).toEqual(expected);
  });

  it("dates that move away and come back bring the same times back", () => {
    const away = { start: "2026-04-02", end: "2026-04-05" };
    const there = carrySchedule(pattern, thuToSun, away);
    const back = carrySchedule(there, away, thuToSun);
    expect(rows(back, thuToSun)).toEqual(rows(pattern, thuToSun));
  });

  it("a date typed in steps (the end before the start for a moment) still carries the pattern", () => {
    const halfway = { start: "2026-04-02", end: "2026-03-08" };
    const first = carrySchedule(pattern, thuToSun, halfway);
    const done = { start: "2026-04-02", end: "2026-04-05" };
    expect(rows(carrySchedule(first, halfway, done), done)).toEqual([
      "2026-04-02 17:00-22:00",
      "2026-04-03 07:00-22:00",
      "2026-04-04 07:00-22:00",
      "2026-04-05 07:00-14:00",
    ]);
  });

  it("editing one day's time keeps every other day, also those outside the dates", () => {
    const edited = withDayTime(pattern, "2026-03-06", "start", "06:30");
    expect(rows(edited, { start: "2026-03-06", end: "2026-03-06" })).toEqual(["2026-03-06 06:30-22:00"]);
    expect(rows(edited, thuToSun)).toHaveLength(4);
    expect(parseSchedule(edited)["2026-03-08"]).toEqual({ start: "07:00", end: "14:00" });
  });

  it("the Settings form carries the schedule when a date changes", () => {
    const values = { ...SETTING_DEFAULTS, retreat_start_date: thuToSun.start, retreat_end_date: thuToSun.end, retreat_daily_schedule: pattern };
    const moved = changeSetting(changeSetting(values, "retreat_start_date", "2026-03-12"), "retreat_end_date", "2026-03-15");
    expect(JSON.parse(valuesToSave(moved).retreat_daily_schedule)).toEqual({
      "2026-03-12": { start: "17:00", end: "22:00" },
      "2026-03-13": { start: "07:00", end: "22:00" },
      "2026-03-14": { start: "07:00", end: "22:00" },
      "2026-03-15": { start: "07:00", end: "14:00" },
    });
  });
});
