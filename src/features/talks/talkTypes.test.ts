import { expect, test } from "vitest";
import { defaultTalkTime } from "./talkTypes";

const days = [
  { date: "2027-03-04", start: "17:00" },
  { date: "2027-03-05", start: "07:00" },
  { date: "2027-03-06", start: null },
];

test("a new talk starts at its day's scheduled start, or 9:00 AM on a day without a schedule", () => {
  expect(defaultTalkTime(days, "2027-03-04")).toBe("17:00");
  expect(defaultTalkTime(days, "2027-03-05")).toBe("07:00");
  expect(defaultTalkTime(days, "2027-03-06")).toBe("09:00");
  expect(defaultTalkTime([], "")).toBe("09:00");
});
