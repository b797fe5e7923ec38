import { expect, test } from "vitest";
import { buildIcs, escapeText, icsFileName } from "./ics";

const start = Date.UTC(2026, 2, 5, 18, 0); // 18:00 at the retreat house
const event = { uid: "slot1-booking1@retreat-admin", start, end: start + 3_600_000, title: "Adoration, St. Agnes", location: "Chapel" };

test("an event per hour with UTC instants from the retreat's time zone", () => {
  const ics = buildIcs([event], "America/Chicago", Date.UTC(2026, 0, 1, 12, 0));
  const lines = ics.split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("DTSTART:20260306T000000Z"); // 18:00 CST is midnight UTC
  expect(lines).toContain("DTEND:20260306T010000Z");
  expect(lines).toContain("DTSTAMP:20260101T120000Z");
  expect(lines).toContain("SUMMARY:Adoration\\, St. Agnes");
  expect(lines).toContain("LOCATION:Chapel");
  expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
});

test("text is escaped and long lines folded", () => {
  expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  const ics = buildIcs([{ ...event, description: "x".repeat(200) }], "UTC");
  for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(ics).toContain("\r\n x");
});

test("file names are plain", () => {
  expect(icsFileName("Rosa Díaz")).toBe("adoration-rosa-diaz.ics");
  expect(icsFileName("  ")).toBe("adoration-hours.ics");
});
