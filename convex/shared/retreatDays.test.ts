import { expect, test } from "vitest";
import { isIsoDate, parseSchedule, retreatDays } from "./retreatDays";

test("the retreat's days run from the start to the end date with the schedule's hours", () => {
  const days = retreatDays({
    retreat_start_date: "2027-02-27",
    retreat_end_date: "2027-03-01",
    retreat_daily_schedule: '{"2027-02-27":{"start":"17:00","end":"22:00"},"2027-03-01":{"start":"7:00"}}',
  });
  expect(days).toEqual([
    { date: "2027-02-27", start: "17:00", end: "22:00" },
    { date: "2027-02-28", start: null, end: null },
    { date: "2027-03-01", start: null, end: null },
  ]);
});

test("without dates the schedule's days are used; nonsense gives no days", () => {
  const schedule = '{"2027-03-05":{"start":"07:00","end":"22:00"},"2027-03-04":{"start":"17:00","end":"22:00"},"bad":{}}';
  expect(retreatDays({ retreat_start_date: "", retreat_end_date: "", retreat_daily_schedule: schedule }).map((d) => d.date)).toEqual([
    "2027-03-04",
    "2027-03-05",
  ]);
  expect(retreatDays({ retreat_start_date: "2027-03-05", retreat_end_date: "2027-03-01", retreat_daily_schedule: "[" })).toEqual([]);
  expect(retreatDays({ retreat_start_date: "2027-01-01", retreat_end_date: "2030-01-01", retreat_daily_schedule: "{}" })).toHaveLength(31);
  expect(parseSchedule("null").size).toBe(0);
  expect([isIsoDate("2027-02-29"), isIsoDate("2028-02-29"), isIsoDate("2027-1-01")]).toEqual([false, true, false]);
});
