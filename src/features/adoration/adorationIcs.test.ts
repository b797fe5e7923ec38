import { expect, test } from "vitest";
import { hourAsIcsEvent } from "../../lib/adorationTime";
import { icsFileName } from "./adorationIcs";

test("an hour becomes an event on the retreat house's clock; one ending at midnight ends at 24:00", () => {
  const start = Date.UTC(2026, 2, 5, 18, 0);
  expect(hourAsIcsEvent({ start, end: start + 3_600_000 }, "u1", "Adoration hour", "Chapel")).toEqual({
    uid: "u1",
    title: "Adoration hour",
    location: "Chapel",
    day: "2026-03-05",
    start: "18:00",
    end: "19:00",
  });
  const late = Date.UTC(2026, 2, 5, 23, 0);
  expect(hourAsIcsEvent({ start: late, end: late + 3_600_000 }, "u2", "x")).toMatchObject({ day: "2026-03-05", start: "23:00", end: "24:00" });
});

test("file names are plain", () => {
  expect(icsFileName("Rosa Díaz")).toBe("adoration-rosa-diaz.ics");
  expect(icsFileName("  ")).toBe("adoration-hours.ics");
});
