/**
 * iCalendar (.ics, RFC 5545) files of adoration hours, so a man can put his hours in his phone's
 * calendar. Hours are stored as the retreat's wall clock; the file carries real UTC instants.
 */
import { instantOfWallClock } from "../../convex/model/zonedTime";

export type CalendarEvent = {
  uid: string;
  /** Wall-clock start and end in the retreat's time zone, written as UTC ms. */
  start: number;
  end: number;
  title: string;
  description?: string;
  location?: string;
};

function utcStamp(instant: number): string {
  return new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Text escaped as RFC 5545 asks: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A calendar of the events; `now` stamps when the file was made. */
export function buildIcs(events: readonly CalendarEvent[], timeZone: string, now = Date.now()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Retreat Admin//Adoration//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(instantOfWallClock(event.start, timeZone))}`,
      `DTEND:${utcStamp(instantOfWallClock(event.end, timeZone))}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

export const ICS_MIME = "text/calendar;charset=utf-8";

/** "adoration-rosa-diaz.ics". */
export function icsFileName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `adoration-${slug || "hours"}.ics`;
}
