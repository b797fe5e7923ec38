/**
 * Times of the retreat weekend: "HH:MM" in the retreat house's local time, shown as "9:00 AM",
 * and YYYY-MM-DD days shown as "Friday, March 5". Pure functions shared by the talks, calendar
 * and speaker portal screens.
 */
import { formatClockTime } from "../../convex/shared/clockTime";
import type { Language } from "../../convex/shared/languages";
import { localeTag } from "../i18n/format";
import { minutesOf } from "../../convex/shared/retreatDays";

export { minutesOf };

export function timeFromMinutes(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

const spanishClock = new Intl.DateTimeFormat(localeTag("es"), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** "13:05" → "1:05 PM" ("1:05 p.m." in Spanish); anything else as it is (the app's one time format). */
export function formatTime(time: string, language: Language = "en"): string {
  if (language === "en" || !/^\d{2}:\d{2}$/.test(time)) return formatClockTime(time);
  const minutes = minutesOf(time) % (24 * 60);
  return spanishClock.format(new Date(minutes * 60_000)).replace(/[\u202f\u00a0]/g, " ");
}

export function endOf(time: string, durationMinutes: number): string {
  return timeFromMinutes(minutesOf(time) + durationMinutes);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: Language, length: "long" | "short"): Intl.DateTimeFormat {
  const key = `${language}/${length}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeTag(language), { weekday: length, month: length, day: "numeric", timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  return format;
}

/** "2027-03-05" → "Friday, March 5" ("viernes, 5 de marzo"). */
export function formatDay(date: string, language: Language = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return dayFormat(language, "long").format(new Date(`${date}T00:00:00Z`));
}

/** "2027-03-05" → "Fri, Mar 5" ("vie, 5 de mar"). */
export function formatShortDay(date: string, language: Language = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return dayFormat(language, "short").format(new Date(`${date}T00:00:00Z`));
}
