import { foldText } from "./text";

/**
 * Cell conversions for attendee spreadsheets (SPEC.md §5 "Attendee CSV"). Each returns
 * `undefined` for an empty cell, and `null` when a non-empty cell cannot be read. Money cells are
 * read by the one money parser (`readCents` in money.ts).
 */

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "si", "sí", "s", "x", "checked"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "unchecked", "off", "none", "ninguno", "ninguna"]);

/** Words that clearly say "not paid" in a payment cell; any other non-empty cell means paid. */
const UNPAID_WORDS = new Set(["no", "n", "false", "0", "unpaid", "not paid", "no pagado", "pendiente", "pending"]);

/** Yes/no in English or Spanish; a cell that says neither (e.g. "maybe") is unreadable. */
export function parseBooleanCell(cell: string): boolean | null | undefined {
  const text = cell.trim().toLowerCase();
  if (text === "") return undefined;
  if (TRUE_WORDS.has(text)) return true;
  return FALSE_WORDS.has(text) ? false : null;
}

/** has_paid is true when the cell holds anything (a date, "Paid", a check number), except a clear "no". */
export function parsePaidCell(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (text === "") return undefined;
  return !UNPAID_WORDS.has(text);
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, ene: 1, enero: 1,
  feb: 2, february: 2, febrero: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, abr: 4, abril: 4,
  may: 5, mayo: 5,
  jun: 6, june: 6, junio: 6,
  jul: 7, july: 7, julio: 7,
  aug: 8, august: 8, ago: 8, agosto: 8,
  sep: 9, sept: 9, september: 9, septiembre: 9, setiembre: 9,
  oct: 10, october: 10, octubre: 10,
  nov: 11, november: 11, noviembre: 11,
  dec: 12, december: 12, dic: 12, diciembre: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2100) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Two-digit years are birthdays: "85" is 1985, "05" is 2005 (not in the future). */
function fullYear(year: string, today: Date): number {
  if (year.length === 4) return Number(year);
  const short = Number(year);
  const century = today.getUTCFullYear() % 100 >= short ? 2000 : 1900;
  return century + short;
}

/**
 * A date cell as YYYY-MM-DD: ISO dates (with or without a time), US M/D/YYYY (D/M/YYYY when the
 * first number cannot be a month), two-digit years, and written months in English or Spanish
 * ("March 5, 1980", "5 de marzo de 1980").
 */
export function parseDateCell(cell: string, today: Date = new Date()): string | null | undefined {
  const text = foldText(cell.trim());
  if (text === "") return undefined;

  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t\s].*)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:\s.*)?$/.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const year = fullYear(numeric[3], today);
    return first > 12 ? isoDate(year, second, first) : isoDate(year, first, second);
  }

  const words = text.replace(/,/g, " ").replace(/\bde(l)?\b/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 3) {
    const monthFirst = MONTHS[words[0].replace(/\.$/, "")];
    if (monthFirst !== undefined && /^\d{1,2}$/.test(words[1]) && /^\d{4}$/.test(words[2])) {
      return isoDate(Number(words[2]), monthFirst, Number(words[1]));
    }
    const monthSecond = MONTHS[words[1].replace(/\.$/, "")];
    if (monthSecond !== undefined && /^\d{1,2}$/.test(words[0]) && /^\d{4}$/.test(words[2])) {
      return isoDate(Number(words[2]), monthSecond, Number(words[0]));
    }
  }
  return null;
}

/** A spreadsheet formula exported as text instead of its value. */
export function isFormulaCell(cell: string): boolean {
  return /^\s*=/.test(cell);
}
