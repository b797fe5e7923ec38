import { expect, test } from "vitest";
import { peopleWithHours } from "./peopleWithHours";

const holder = (name: string, extra: Partial<{ phone: string; userId: string; attendeeId: string }> = {}) => ({
  name,
  phone: extra.phone ?? null,
  userId: extra.userId ?? null,
  attendeeId: extra.attendeeId ?? null,
});

test("each person once, with his hours in order; hours set aside are left out", () => {
  const hours = [
    { start: 3, end: 4, outsideSchedule: false, holders: [holder("Rosa Díaz", { phone: "512-555-0100" })] },
    { start: 1, end: 2, outsideSchedule: false, holders: [holder("rosa diaz", { phone: "5125550100" }), holder("Ana", { userId: "u1" })] },
    { start: 5, end: 6, outsideSchedule: false, holders: [holder("Ana B.", { userId: "u1" })] },
    { start: 7, end: 8, outsideSchedule: true, holders: [holder("Ben", { attendeeId: "a1" })] },
  ];
  const people = peopleWithHours(hours);
  expect(people.map((p) => [p.name, p.hours.map((h) => h.start)])).toEqual([
    ["Ana", [1, 5]],
    ["rosa diaz", [1, 3]],
  ]);
});
