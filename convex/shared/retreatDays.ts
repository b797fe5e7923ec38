import { ConvexError } from "convex/values";
import { labelParams } from "./refusals";
import type { Settings } from "./settings";

/**
 * The retreat's days, from Settings: every date from retreat_start_date to retreat_end_date,
 * with the hours of retreat_daily_schedule (`{"YYYY-MM-DD": {"start": "HH:MM", "end": "HH:MM"}}`)
 * where the schedule has them. Talks and staff events must fall on one of these days.
 */
export type RetreatDay = { date: string; start: string | null; end: string | null };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;
/** More days than any retreat; keeps a mistyped end date from producing years of days. */
const MAX_DAYS = 31;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

type ScheduleEntry = { start: string | null; end: string | null };

/** The daily schedule's valid entries; anything malformed is ignored. */
export function parseSchedule(json: string): Map<string, ScheduleEntry> {
  const schedule = new Map<string, ScheduleEntry>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return schedule;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return schedule;
  for (const [date, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isIsoDate(date) || typeof value !== "object" || value === null) continue;
    const { start, end } = value as { start?: unknown; end?: unknown };
    schedule.set(date, {
      start: typeof start === "string" && isTime(start) ? start : null,
      end: typeof end === "string" && isTime(end) ? end : null,
    });
  }
  return schedule;
}

/** Every date from `start` to `end` inclusive, at most `limit` of them; none when either is not a date or they are out of order. */
export function datesFrom(start: string, end: string, limit: number): string[] {
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return [];
  const dates: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); dates.length < limit; ms += DAY_MS) {
    const date = new Date(ms).toISOString().slice(0, 10);
    if (date > end) break;
    dates.push(date);
  }
  return dates;
}

export function retreatDays(settings: Pick<Settings, "retreat_start_date" | "retreat_end_date" | "retreat_daily_schedule">): RetreatDay[] {
  const schedule = parseSchedule(settings.retreat_daily_schedule);
  const start = settings.retreat_start_date.trim();
  const end = settings.retreat_end_date.trim() || start;
  let dates: string[];
  if (isIsoDate(start) && isIsoDate(end) && start <= end) {
    dates = datesFrom(start, end, MAX_DAYS);
  } else {
    dates = [...schedule.keys()].sort().slice(0, MAX_DAYS);
  }
  return dates.map((date) => ({ date, start: schedule.get(date)?.start ?? null, end: schedule.get(date)?.end ?? null }));
}

const longDay = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Friday, March 6, 2027". */
export function dayLabel(date: string): string {
  return isIsoDate(date) ? longDay.format(new Date(`${date}T00:00:00Z`)) : date;
}

export const NO_RETREAT_DATES = "Set the retreat's start and end dates in Settings first.";

/**
 * A date as a moment the screens can format in any language: noon UTC of that day, so the day is
 * the same in every time zone of the Americas (the errors catalogue formats it as a date).
 */
function dayMoment(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** The retreat day `date`, or a clear refusal naming the retreat's dates (with them as values, for other languages). */
export function requireRetreatDay(days: readonly RetreatDay[], date: string): RetreatDay {
  if (days.length === 0) throw new ConvexError({ code: "NO_RETREAT_DATES", message: NO_RETREAT_DATES });
  if (!isIsoDate(date)) throw new ConvexError({ code: "INVALID", message: "Dates must be in the form YYYY-MM-DD." });
  const day = days.find((candidate) => candidate.date === date);
  if (day === undefined) {
    const first = dayLabel(days[0].date);
    const last = dayLabel(days[days.length - 1].date);
    throw new ConvexError({
      code: "OUTSIDE_RETREAT",
      reason: "retreatDay",
      message: `${dayLabel(date)} is not a day of the retreat (${first} to ${last}).`,
      params: { day: dayMoment(date), first: dayMoment(days[0].date), last: dayMoment(days[days.length - 1].date) },
    });
  }
  return day;
}

export function requireTime(value: string, what: string): string {
  const time = value.trim();
  if (!isTime(time)) {
    throw new ConvexError({ code: "INVALID", reason: "common.time", message: `${what} must be a time in the form HH:MM.`, params: labelParams(what) });
  }
  return time;
}
