/**
 * The per-day schedule of Settings, stored as the JSON of SPEC.md §3: each date YYYY-MM-DD mapped
 * to its start and end times. The editor shows one row per retreat day.
 */
import { isIsoDate, MAX_RETREAT_DAYS } from "../../../convex/model/settingsRules";

export type ScheduleRow = { day: string; start: string; end: string };

const DAY_MS = 86_400_000;

/** Every date from `start` to `end` inclusive (none when either is missing or they are out of order). */
export function retreatDays(start: string, end: string): string[] {
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return [];
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); days.length < MAX_RETREAT_DAYS; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > end) break;
    days.push(day);
  }
  return days;
}

/** The stored schedule, or an empty one when the text is not a schedule. */
export function parseSchedule(json: string): Record<string, { start?: string; end?: string }> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, { start?: string; end?: string }>;
    }
  } catch {
    // not JSON: start from an empty schedule
  }
  return {};
}

/** One row per retreat day with its stored times (empty when none). */
export function scheduleRows(start: string, end: string, json: string): ScheduleRow[] {
  const stored = parseSchedule(json);
  return retreatDays(start, end).map((day) => ({
    day,
    start: typeof stored[day]?.start === "string" ? stored[day].start : "",
    end: typeof stored[day]?.end === "string" ? stored[day].end : "",
  }));
}

/** The JSON to store: the days whose start or end is filled in, in date order. */
export function scheduleJson(rows: readonly ScheduleRow[]): string {
  const entries = rows
    .filter((row) => row.start !== "" || row.end !== "")
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((row) => [row.day, { start: row.start, end: row.end }]);
  return JSON.stringify(Object.fromEntries(entries));
}
