import { expect, test } from "vitest";
import { formatClockTime } from "./clockTime";

test("a wall-clock time reads as on every screen: 12-hour with AM or PM", () => {
  expect(["00:00", "09:05", "12:00", "15:30", "22:00", "24:00"].map(formatClockTime)).toEqual([
    "12:00 AM",
    "9:05 AM",
    "12:00 PM",
    "3:30 PM",
    "10:00 PM",
    "12:00 AM",
  ]);
  expect(formatClockTime("soon")).toBe("soon");
});
