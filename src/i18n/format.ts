/**
 * Dates, times, numbers and money in the person's language, with `Intl` (one place for every
 * screen). English output is exactly the app's English formats (en-US); Spanish uses es-US:
 * dollars stay "$1,234.50", dates read "5 de marzo de 2027".
 */
import type { Language } from "../../convex/shared/languages";

const TAGS: Record<Language, string> = { en: "en-US", es: "es-US" };

export function localeTag(language: Language): string {
  return TAGS[language];
}

const cached = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(key: string, make: () => T): T {
  let value = cached.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cached.set(key, value);
  }
  return value;
}

/** Money as dollars ("$1,234.50"); missing → '-'. */
export function formatMoneyIn(language: Language, value: number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  return memo(`money/${language}`, () => new Intl.NumberFormat(TAGS[language], { style: "currency", currency: "USD" })).format(value);
}

export function formatNumberIn(language: Language, value: number): string {
  return memo(`number/${language}`, () => new Intl.NumberFormat(TAGS[language])).format(value);
}

/** A YYYY-MM-DD date as "March 5, 2027" / "5 de marzo de 2027"; anything else as it is. */
export function formatLongDateIn(language: Language, value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return memo(`longDate/${language}`, () => new Intl.DateTimeFormat(TAGS[language], { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })).format(date);
}

/** A moment's time of day in local time ("9:15 AM" / "9:15 a.m."), as Intl writes it. */
export function formatTimeIn(language: Language, ms: number): string {
  return memo(`time/${language}`, () => new Intl.DateTimeFormat(TAGS[language], { hour: "numeric", minute: "2-digit" })).format(new Date(ms));
}

/** A moment as "March 4, 2026, 9:15 AM" / "4 de marzo de 2026, 9:15 a.m." in local time. */
export function formatDateTimeIn(language: Language, ms: number): string {
  const date = memo(`localDate/${language}`, () => new Intl.DateTimeFormat(TAGS[language], { month: "long", day: "numeric", year: "numeric" }));
  // Newer ICU puts a narrow no-break space before AM/PM; plain text reads (and searches) better.
  return `${date.format(new Date(ms))}, ${formatTimeIn(language, ms).replace(/[\u202f\u00a0]/g, " ")}`;
}

/**
 * Sorting names as people of the language expect: Spanish puts ñ after n and ignores accents and
 * case for order (Ángel beside Angel); English keeps its order.
 */
export function nameCollator(language: Language): Intl.Collator {
  return memo(`collator/${language}`, () => new Intl.Collator(TAGS[language], { sensitivity: "base", numeric: true }));
}
