import { expect, test } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine } from "./ics";

test("text is escaped as RFC 5545 asks", () => {
  expect(escapeIcsText("Talk; part 1, with \\ notes\nand more\r\nend")).toBe("Talk\\; part 1\\, with \\\\ notes\\nand more\\nend");
});

test("long lines fold at 75 octets with CRLF and a space, never inside a character", () => {
  const line = `SUMMARY:${"á".repeat(60)}`;
  const folded = foldIcsLine(line);
  const parts = folded.split("\r\n");
  expect(parts.length).toBeGreaterThan(1);
  for (const [i, part] of parts.entries()) {
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    if (i > 0) expect(part.startsWith(" ")).toBe(true);
  }
  expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  expect(foldIcsLine("SHORT:x")).toBe("SHORT:x");
});

test("a weekend becomes a calendar with floating local times and CRLF line ends", () => {
  const ics = buildIcs(
    "ACTS Retreat, #50",
    [
      { uid: "talk-1@retreat", title: "God's Love", day: "2027-03-05", start: "09:00", end: "09:45", location: "Chapel", description: "Speaker: Tomás Ruiz" },
      { uid: "event-1@retreat", title: "Night watch", day: "2027-03-05", start: "23:00", end: "24:00" },
    ],
    new Date("2027-02-01T12:30:00Z"),
  );
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "").includes("\n")).toBe(false);
  const lines = ics.split("\r\n");
  expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
  expect(lines).toContain("X-WR-CALNAME:ACTS Retreat\\, #50");
  expect(lines).toContain("DTSTART:20270305T090000");
  expect(lines).toContain("DTEND:20270305T094500");
  expect(lines).toContain("DTEND:20270306T000000");
  expect(lines).toContain("DTSTAMP:20270201T123000Z");
  expect(lines).toContain("LOCATION:Chapel");
  expect(lines).toContain("DESCRIPTION:Speaker: Tomás Ruiz");
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
  expect(lines.at(-2)).toBe("END:VCALENDAR");
});
