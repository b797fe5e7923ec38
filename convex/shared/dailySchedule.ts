/**
 * The per-day schedule of Settings, stored as the JSON of SPEC.md §3: each date YYYY-MM-DD mapped
 * to its start and end times. The editor shows one row per retreat day; the same rules carry it
 * over when the dates change (Settings) and into the next retreat (convex/model/retreatCarryOver.ts).
 */
import { datesFrom, isIsoDate } from "./retreatDays";
import { MAX_RETREAT_DAYS } from "./settingsRules";

export type ScheduleRow = { day: string; start: string; end: string };

/** Every date from `start` to `end` inclusive (none when either is missing or they are out of order). */
export function retreatDays(start: string, end: string): string[] {
  return datesFrom(start, end, MAX_RETREAT_DAYS);
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

type StoredSchedule = Record<string, { start?: string; end?: string }>;

const hasTimes = (times: { start?: string; end?: string } | undefined): boolean =>
  typeof times === "object" && times !== null && ((times.start ?? "") !== "" || (times.end ?? "") !== "");

/**
 * One day's time changed, every other day kept: days outside the current dates stay in the form's
 * schedule, so moving the dates back brings their times back (the save trims them, valuesToSave).
 */
export function withDayTime(json: string, day: string, field: "start" | "end", value: string): string {
  const stored: StoredSchedule = { ...parseSchedule(json) };
  stored[day] = { start: stored[day]?.start ?? "", end: stored[day]?.end ?? "", [field]: value };
  return JSON.stringify(Object.fromEntries(Object.entries(stored).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * The schedule after the retreat's dates change: a day that stays keeps its times, and a new day
 * without times takes the pattern of the old days — the first day's times for the first day, the
 * last day's for the last, a middle day's for the days between. Nothing is removed. While the old
 * dates are not a range (a date half typed, the end before the start), the stored days are the pattern.
 */
export function carrySchedule(json: string, from: { start: string; end: string }, to: { start: string; end: string }): string {
  const stored: StoredSchedule = { ...parseSchedule(json) };
  const newDays = retreatDays(to.start, to.end);
  let oldDays = retreatDays(from.start, from.end);
  if (!oldDays.some((day) => hasTimes(stored[day]))) oldDays = Object.keys(stored).filter((day) => isIsoDate(day)).sort();
  const pattern = oldDays
    .filter((day) => hasTimes(stored[day]))
    .map((day) => ({ day, start: stored[day].start ?? "", end: stored[day].end ?? "" }));
  if (pattern.length === 0 || newDays.length === 0) return json;
  const times = (day: string) => pattern.find((row) => row.day === day);
  const first = times(oldDays[0]);
  const last = times(oldDays[oldDays.length - 1]);
  const middle = oldDays.slice(1, -1).map(times).find((row) => row !== undefined);
  newDays.forEach((day, index) => {
    if (hasTimes(stored[day])) return;
    const isFirst = index === 0;
    const isLast = index === newDays.length - 1;
    const source = (isFirst ? first : isLast ? last : middle) ?? middle ?? first ?? last;
    if (source !== undefined) stored[day] = { start: source.start, end: source.end };
  });
  return JSON.stringify(Object.fromEntries(Object.entries(stored).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * The next retreat's schedule: the days of its own dates only, each with the times the old days'
 * pattern gives it (carrySchedule: the first day's, the last day's, a middle day's).
 */
export function scheduleForNewDates(json: string, from: { start: string; end: string }, to: { start: string; end: string }): string {
  const carried = parseSchedule(carrySchedule(json, from, to));
  const days = new Set(retreatDays(to.start, to.end));
  return JSON.stringify(Object.fromEntries(Object.entries(carried).filter(([day, times]) => days.has(day) && hasTimes(times))));
}

/**
 * The PDF header text after the retreat is renamed: a text written around the old name takes the
 * new one, so printouts are not titled with the old name; any other text stays.
 */
export function headerAfterRename(header: string, oldName: string, newName: string): string {
  return oldName.trim() !== "" && header.includes(oldName) ? header.replace(oldName, newName) : header;
}
