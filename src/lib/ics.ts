/**
 * A small iCalendar (RFC 5545) writer for the retreat weekend: floating local times (the retreat
 * house's clock, as the app stores them), text escaped, lines folded at 75 octets without
 * splitting a character, CRLF line ends.
 */
export type IcsEvent = {
  uid: string;
  title: string;
  day: string; // YYYY-MM-DD
  start: string; // HH:MM
  end: string; // HH:MM ("24:00" is midnight at the end of the day)
  location?: string | null;
  description?: string | null;
};

/** Backslash, semicolon and comma are escaped; every line break becomes \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Splits a content line into 75-octet pieces; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // the leading space of a continuation counts
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function localDateTime(day: string, time: string): string {
  if (time === "24:00") {
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return `${next.replace(/-/g, "")}T000000`;
  }
  return `${day.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

export function buildIcs(calendarName: string, events: readonly IcsEvent[], now: Date = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Retreat Admin//Retreat Calendar//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  lines.push(`X-WR-CALNAME:${escapeIcsText(calendarName)}`);
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${localDateTime(event.day, event.start)}`,
      `DTEND:${localDateTime(event.day, event.end)}`,
      `SUMMARY:${escapeIcsText(event.title)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
