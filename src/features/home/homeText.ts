import type { Language } from "../../../convex/shared/languages";
import { localeTag } from "../../i18n/format";
import { formatAdorationHour } from "../../lib/adorationHour";
import { formatTime } from "../../lib/retreatTime";

/** Labels of live-query boundaries: for the console only, never shown. */
export const ADORATION_QUERY = "Adoration coverage";
export const ARRIVALS_QUERY = "Arrival counts";

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}/${name}`;
  let kept = formats.get(key);
  if (kept === undefined) {
    kept = new Intl.DateTimeFormat(localeTag(language), { ...options, timeZone: "UTC" });
    formats.set(key, kept);
  }
  return kept;
}

/** An adoration hour as "Fri 11:00 PM – 12:00 AM" / "vie 11:00 p.m. – 12:00 a.m." (the house's local time, kept as UTC). */
export function adorationHourIn(language: Language, hour: { start: number; end: number }): string {
  if (language === "en") return formatAdorationHour(hour);
  const start = format(language, "hour", { weekday: "short", hour: "numeric", minute: "2-digit" }).format(hour.start);
  const end = format(language, "end", { hour: "numeric", minute: "2-digit" }).format(hour.end);
  return `${start} – ${end}`.replace(/[\u202f\u00a0]/g, " ");
}

/** A clock time "13:05" as "1:05 PM" / "1:05 p.m."; anything else as it is. */
export function clockTimeIn(language: Language, time: string): string {
  if (language === "en" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return formatTime(time);
  return format(language, "clock", { hour: "numeric", minute: "2-digit" })
    .format(new Date(`1970-01-01T${time}:00Z`))
    .replace(/[\u202f\u00a0]/g, " ");
}
