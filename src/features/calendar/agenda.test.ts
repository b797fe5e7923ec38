import { expect, test } from "vitest";
import { adorationText, agendaOf, hoursText, talkChipLabel, weekendIcsEvents, type CalendarDay } from "./agenda";

const day = {
  date: "2027-03-05",
  start: "07:00",
  end: "22:00",
  talks: [{ _id: "t1", title: "God's Love", kind: "talk", speaker: "Tomás Ruiz", time: "09:00", duration_minutes: 45, place: "Chapel", status: "assigned" }],
  events: [
    { _id: "e1", title: "Lunch setup", start_time: "11:30", end_time: "12:00", place: null, notes: "Tables out" },
    { _id: "e2", title: "Morning prayer", start_time: "07:30", end_time: "08:00", place: "Chapel", notes: null },
  ],
  adoration: { total: 24, covered: 20, blocked: 1, uncovered: ["02:00", "14:00", "15:00"] },
} as unknown as CalendarDay;

test("a day's agenda is in time order with talks and events together", () => {
  expect(agendaOf(day).map((i) => [i.start, i.end, i.title, i.detail])).toEqual([
    ["07:30", "08:00", "Morning prayer", ""],
    ["09:00", "09:45", "God's Love", "Talk by Tomás Ruiz"],
    ["11:30", "12:00", "Lunch setup", "Tables out"],
  ]);
  expect(hoursText(day)).toBe("7:00 AM – 10:00 PM");
  expect(hoursText({ start: null, end: null })).toBe("No schedule set");
  expect(adorationText(day.adoration)).toBe("Adoration: 20 of 23 hours covered, 1 blocked (uncovered 2:00 AM, 2:00 PM, 3:00 PM)");
  expect(adorationText({ total: 0, covered: 0, blocked: 0, uncovered: [] })).toBe("Adoration: no hours this day");
});

test("the .ics events carry each item's day, times and place", () => {
  expect(weekendIcsEvents([day]).map((e) => [e.uid, e.day, e.start, e.end, e.location])).toEqual([
    ["event-e2@retreat-admin", "2027-03-05", "07:30", "08:00", "Chapel"],
    ["talk-t1@retreat-admin", "2027-03-05", "09:00", "09:45", "Chapel"],
    ["event-e1@retreat-admin", "2027-03-05", "11:30", "12:00", null],
  ]);
});

test("a testimony is labelled a testimony on the calendar, a talk a talk", () => {
  const withTestimony = {
    ...day,
    talks: [
      ...day.talks,
      { _id: "t2", title: "My Road Back", kind: "testimony", speaker: "Luis Vega", time: "10:00", duration_minutes: 20, place: null, status: "confirmed" },
    ],
  } as unknown as CalendarDay;
  const chips = agendaOf(withTestimony).flatMap((item) => (item.kind === "talk" ? [talkChipLabel(item)] : []));
  expect(chips).toEqual(["Talk", "Testimony · confirmed"]);
});
