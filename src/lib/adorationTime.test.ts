import { expect, test } from "vitest";
import { formatHourRange } from "./adorationTime";
import { formatTime } from "./retreatTime";

test("adoration hours read in the same time format as talks and the schedule", () => {
  const at = (hour: number) => Date.UTC(2027, 2, 5, hour);
  expect(formatHourRange(at(15), at(16))).toBe(`${formatTime("15:00")} – ${formatTime("16:00")}`);
  expect(formatHourRange(at(23), at(24))).toBe("11:00 PM – 12:00 AM");
});
