/**
 * Adoration hours in the browser: they are stored as the retreat house's wall clock written as
 * UTC, so they are shown with the UTC calendar, and compared with "now" as the retreat's wall
 * clock (convex/shared/zonedTime.ts).
 */
import { useEffect, useState } from "react";
import { formatClockTime } from "../../convex/shared/clockTime";
import { wallClockAt } from "../../convex/shared/zonedTime";
import type { Language } from "../../convex/shared/languages";
import type { IcsEvent } from "./ics";
import { formatShortDayIn, formatTimeIn } from "./retreatTime";

const MINUTE_MS = 60_000;

/** The retreat's wall clock now, refreshed every minute so past hours close on their own. */
export function useWallClockNow(timeZone: string | undefined): number {
  const [instant, setInstant] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setInstant(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return wallClockAt(instant, timeZone ?? "UTC");
}

/** How many of the hours (by their ends) are not over yet. */
export function countUpcoming(hourEnds: readonly number[], wallNow: number): number {
  return hourEnds.filter((end) => end > wallNow).length;
}

/** "6:00 PM" ("6:00 p.m."), with the app's one time format. */
export function formatHour(wallMs: number, language: Language = "en"): string {
  const time = new Date(wallMs).toISOString().slice(11, 16);
  return language === "en" ? formatClockTime(time) : formatTimeIn(language, time);
}

/** "6:00 PM – 7:00 PM". */
export function formatHourRange(start: number, end: number, language: Language = "en"): string {
  return `${formatHour(start, language)} – ${formatHour(end, language)}`;
}

/** The YYYY-MM-DD day an hour starts on. */
export function dayOf(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** "Thu, Mar 5, 6:00 PM – 7:00 PM" ("jue, 5 de mar, 6:00 p.m. – 7:00 p.m."). */
export function formatSlot(start: number, end: number, language: Language = "en"): string {
  return `${formatShortDayIn(language, dayOf(start))}, ${formatHourRange(start, end, language)}`;
}

/** An hour as a calendar event in the retreat house's clock (an hour ending at midnight ends at "24:00"). */
export function hourAsIcsEvent(hour: { start: number; end: number }, uid: string, title: string, location?: string): IcsEvent {
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  const day = dayOf(hour.start);
  return { uid, title, location, day, start: clock(hour.start), end: dayOf(hour.end) === day ? clock(hour.end) : "24:00" };
}

/** Items grouped by the day they start on, in order. */
export function groupByDay<T extends { start: number }>(items: readonly T[]): Array<{ day: string; items: T[] }> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.start - b.start)) {
    const day = dayOf(item.start);
    const list = days.get(day);
    if (list === undefined) days.set(day, [item]);
    else list.push(item);
  }
  return [...days].map(([day, list]) => ({ day, items: list }));
}
