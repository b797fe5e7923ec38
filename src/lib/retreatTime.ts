/**
 * Times of the retreat weekend: "HH:MM" in the retreat house's local time, shown as "9:00 AM",
 * and YYYY-MM-DD days shown as "Friday, March 5". Pure functions shared by the talks, calendar
 * and speaker portal screens.
 */
import { formatClockTime } from "../../convex/shared/clockTime";
import type { Language } from "../../convex/shared/languages";
import { minutesOf } from "../../convex/shared/retreatDays";

export { minutesOf };

export function timeFromMinutes(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

/** "13:05" → "1:05 PM"; anything else as it is (the app's one time format). */
export const formatTime = formatClockTime;

export function endOf(time: string, durationMinutes: number): string {
  return timeFromMinutes(minutesOf(time) + durationMinutes);
}

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "2027-03-05" → "Friday, March 5". */
export function formatDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "2027-03-05" → "Fri, Mar 5". */
export function formatShortDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return shortDayFormat.format(new Date(`${date}T00:00:00Z`));
}

const inLanguage = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(language: Language, kind: "long" | "short" | "time"): Intl.DateTimeFormat {
  const key = `${language}/${kind}`;
  let format = inLanguage.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions =
      kind === "long"
        ? { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }
        : kind === "short"
          ? { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }
          : { hour: "numeric", minute: "2-digit", timeZone: "UTC" };
    format = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", options);
    inLanguage.set(key, format);
  }
  return format;
}

/** formatDay in a language: "Friday, March 5" / "viernes, 5 de marzo". */
export function formatDayIn(language: Language, date: string): string {
  if (language === "en" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDay(date);
  return dayFormatIn(language, "long").format(new Date(`${date}T00:00:00Z`));
}

/** formatShortDay in a language: "Fri, Mar 5" / "vie, 5 de mar". */
export function formatShortDayIn(language: Language, date: string): string {
  if (language === "en" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatShortDay(date);
  return dayFormatIn(language, "short").format(new Date(`${date}T00:00:00Z`));
}

/** formatTime in a language: "13:05" → "1:05 PM" / "1:05 p.m."; anything else as it is. */
export function formatTimeIn(language: Language, time: string): string {
  if (language === "en" || !/^\d{2}:\d{2}$/.test(time)) return formatTime(time);
  const ms = Date.UTC(2000, 0, 1, Number(time.slice(0, 2)) % 24, Number(time.slice(3, 5)));
  return dayFormatIn(language, "time").format(ms).replace(/[\u202f\u00a0]/g, " ");
}
