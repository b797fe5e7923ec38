import type { Language } from "../../convex/shared/languages";
import { localeTag } from "../i18n/format";

const hourFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC", // slot times are the retreat house's local time stored as UTC
});

const endFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** An adoration hour as "Fri 11:00 PM – 12:00 AM" (the house's local time). */
export function formatAdorationHour(hour: { start: number; end: number }): string {
  return `${hourFormat.format(hour.start)} – ${endFormat.format(hour.end)}`;
}

const spanish = {
  hour: new Intl.DateTimeFormat(localeTag("es"), { weekday: "short", hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  end: new Intl.DateTimeFormat(localeTag("es"), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
};

/** formatAdorationHour in a language: "Fri 11:00 PM – 12:00 AM" / "vie 11:00 p.m. – 12:00 a.m.". */
export function formatAdorationHourIn(language: Language, hour: { start: number; end: number }): string {
  if (language === "en") return formatAdorationHour(hour);
  return `${spanish.hour.format(hour.start)} – ${spanish.end.format(hour.end)}`.replace(/[\u202f\u00a0]/g, " ");
}
