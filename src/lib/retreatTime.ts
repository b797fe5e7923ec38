/**
 * Times of the retreat weekend: "HH:MM" in the retreat house's local time, shown as "9:00 AM",
 * and YYYY-MM-DD days shown as "Friday, March 5". Pure functions shared by the talks, calendar
 * and speaker portal screens.
 */
import { formatClockTime } from "../../convex/shared/clockTime";
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
