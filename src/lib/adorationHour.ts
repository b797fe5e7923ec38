import type { Language } from "../../convex/shared/languages";
import { localeTag } from "../i18n/format";

const formats = new Map<Language, { hour: Intl.DateTimeFormat; end: Intl.DateTimeFormat }>();

function formatsOf(language: Language) {
  let kept = formats.get(language);
  if (kept === undefined) {
    const tag = localeTag(language);
    kept = {
      // slot times are the retreat house's local time stored as UTC
      hour: new Intl.DateTimeFormat(tag, { weekday: "short", hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
      end: new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    };
    formats.set(language, kept);
  }
  return kept;
}

/** An adoration hour as "Fri 11:00 PM – 12:00 AM" ("vie, 11:00 p.m. – 12:00 a.m.") in the house's local time. */
export function formatAdorationHour(hour: { start: number; end: number }, language: Language = "en"): string {
  const { hour: start, end } = formatsOf(language);
  return `${start.format(hour.start)} – ${end.format(hour.end)}`;
}
