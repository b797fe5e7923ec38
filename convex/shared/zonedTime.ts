/**
 * Adoration hours are stored as the retreat house's wall-clock time written as UTC epoch ms
 * ("Friday 18:00" is Date.UTC(…, 18, 0)). These helpers relate that wall clock to real instants
 * in the retreat's time zone, for the server (is an hour past?) and the browser alike.
 */

const HOUR_MS = 3_600_000;

// Building an Intl.DateTimeFormat is costly and queries ask on every run: answers are kept.
const validZones = new Map<string, boolean>();
let ownZone: string | undefined;

/** Whether `zone` is an IANA time zone this runtime knows ("America/Chicago", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  let valid = validZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (validZones.size < 1000) validZones.set(zone, valid);
  }
  return valid;
}

/** The zone to use for a setting: the setting when valid, else this runtime's own zone, else UTC. */
export function effectiveTimeZone(setting: string): string {
  const zone = setting.trim();
  if (zone !== "" && isValidTimeZone(zone)) return zone;
  if (ownZone === undefined) {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    ownZone = own && isValidTimeZone(own) ? own : "UTC";
  }
  return ownZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at `instant`, written as UTC epoch ms. */
export function wallClockAt(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const ms = instant - Math.floor(instant / 1000) * 1000;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second) + ms;
}

/** The instant at which the wall clock of `zone` shows `wall` (the earlier one when a clock change repeats it). */
export function instantOfWallClock(wall: number, zone: string): number {
  let guess = wall - (wallClockAt(wall, zone) - wall);
  for (let i = 0; i < 2; i++) {
    const drift = wallClockAt(guess, zone) - wall;
    if (drift === 0) break;
    guess -= drift;
  }
  return guess;
}

/** Whether the hour [start, end) written in wall-clock ms is over at `instant`. */
export function hasEnded(end: number, instant: number, zone: string): boolean {
  return end <= wallClockAt(instant, zone);
}

export { HOUR_MS };
