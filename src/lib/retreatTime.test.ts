import { expect, test } from "vitest";
import { endOf, formatDay, formatShortDay, formatTime } from "./retreatTime";

test("times and days read the way staff say them", () => {
  expect(["00:15", "09:00", "12:00", "13:05", "23:59", "later"].map(formatTime)).toEqual([
    "12:15 AM",
    "9:00 AM",
    "12:00 PM",
    "1:05 PM",
    "11:59 PM",
    "later",
  ]);
  expect(endOf("09:30", 45)).toBe("10:15");
  expect(endOf("23:30", 60)).toBe("24:00");
  expect(formatDay("2027-03-05")).toBe("Friday, March 5");
  expect(formatShortDay("2027-03-05")).toBe("Fri, Mar 5");
});
