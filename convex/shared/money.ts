/**
 * Money arithmetic in integer cents. Attendee money fields are stored as dollar numbers; every
 * sum converts each value to cents first, so totals never carry floating-point drift. Shared by
 * the backend and the screens (parsing what a user types, formatting what is shown).
 */

import { labelParams, type RuleRefusal } from "./refusals";

/** Whole cents of a dollar amount: 1.005 → 101, -0.5 → -50, 19.99 → 1999. */
export function toCents(dollars: number | null | undefined): number {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return 0;
  // toPrecision removes binary noise (1.005 * 100 = 100.49999...) before rounding half away from zero.
  const hundredths = Number((Math.abs(dollars) * 100).toPrecision(12));
  const cents = Math.round(hundredths);
  return dollars < 0 ? -cents : cents;
}

/** Dollars for display and export, from cents: 1999 → 19.99. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Why written text is not an amount. */
export type AmountProblem = "empty" | "notANumber" | "decimals" | "tooLarge";

export type CentsReading = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/** More than any amount the retreat handles: one hundred million dollars. */
export const MAX_CENTS = 100_000_000_00;

/** Each problem as a clause, for messages such as `Amount paid "1.234": …; left empty`. */
export const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  empty: "empty",
  notANumber: "not a number",
  decimals: "more than two decimals",
  tooLarge: "too large",
};

const CURRENCY_BEFORE = /^(usd|us\$|\$|€)/i;
const CURRENCY_AFTER = /(usd|\$|€)$/i;

/** Digit groups of three after a first group of one to three digits: "1,234", "12.345.678". */
function isGrouped(text: string, separator: "," | "."): boolean {
  return new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`).test(text);
}

/**
 * The whole and decimal digits of an unsigned amount. The last of "," and "." is the decimal mark
 * when both appear ("1,234.50", "1.234,50"). Alone, a comma is a decimal mark before one or two
 * digits ("150,50") and a thousands separator in groups of three ("1,234", "1,234,567"); dots in
 * several groups of three separate thousands ("1.234.567"). A single dot is the decimal point, as
 * the forms have always read it ("12.345" has three decimals).
 */
function digitsOf(value: string): { whole: string; fraction: string } | null {
  if (!/^[\d.,]*\d[\d.,]*$/.test(value)) return null;
  const at = Math.max(value.lastIndexOf(","), value.lastIndexOf("."));
  if (at < 0) return { whole: value, fraction: "" };
  const mark = value[at] as "," | ".";
  const other = mark === "," ? "." : ",";
  if (value.includes(other)) {
    const whole = value.slice(0, at);
    const fraction = value.slice(at + 1);
    if (!isGrouped(whole, other) || !/^\d+$/.test(fraction)) return null;
    return { whole: whole.split(other).join(""), fraction };
  }
  const parts = value.split(mark);
  if (parts.length > 2) return isGrouped(value, mark) ? { whole: parts.join(""), fraction: "" } : null;
  const [whole, fraction] = parts;
  if (mark === "," && fraction.length === 3 && isGrouped(value, mark)) return { whole: whole + fraction, fraction: "" };
  return { whole, fraction };
}

/**
 * The one reading of an amount written as text, in cents, shared by the forms, the spreadsheet
 * and email imports, the door and the server: "$1,234.50", "1234", "+12", "(50.00)" and "-50" for
 * -50, "150,50" and "1.234,50" (a decimal comma, as Spanish-locale exports write it). More than
 * two decimals are refused, or rounded half away from zero with `round` (spreadsheets hold
 * computed values such as 33.333333).
 */
export function readCents(text: string, options: { round?: boolean } = {}): CentsReading {
  const refuse = (problem: AmountProblem): CentsReading => ({ ok: false, problem });
  let value = text.trim().replace(/\s+/g, "");
  if (value === "") return refuse("empty");
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(CURRENCY_BEFORE, "").replace(CURRENCY_AFTER, "");
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith("+")) {
    value = value.slice(1);
  }
  const digits = digitsOf(value.replace(CURRENCY_BEFORE, ""));
  if (digits === null) return refuse("notANumber");
  const { whole, fraction } = digits;
  if (fraction.length > 2 && !options.round) return refuse("decimals");
  const significant = whole.replace(/^0+/, "");
  if (significant.length > String(MAX_CENTS / 100).length) return refuse("tooLarge");
  const roundUp = fraction.length > 2 && fraction[2] >= "5" ? 1 : 0;
  const cents = Number(significant || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + roundUp;
  if (cents > MAX_CENTS) return refuse("tooLarge");
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

export type MoneyParse = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Reads an amount a person typed into cents (`readCents`), with the form's message when it cannot:
 * required, a number, at most two decimals, and not negative unless `allowNegative` (refunds and
 * corrections).
 */
export function parseMoney(text: string, options: { label?: string; allowNegative?: boolean } = {}): MoneyParse {
  const refusal = moneyInputRefusal(text, options);
  if (refusal !== null) return { ok: false, message: refusal.message };
  return { ok: true, cents: (readCents(text) as { cents: number }).cents };
}

/** Why an amount typed in a form is refused (parseMoney's rule), with the reason and values for other languages, or null. */
export function moneyInputRefusal(text: string, options: { label?: string; allowNegative?: boolean } = {}): RuleRefusal | null {
  const label = options.label ?? "Amount";
  const reading = readCents(text);
  if (!reading.ok) return moneyRefusal(reading.problem, label);
  if (reading.cents < 0 && !options.allowNegative) return moneyRefusalOf("negative", `${label} cannot be negative.`, label);
  return null;
}

/** A money refusal: `INVALID.common.money.<problem>` in the errors catalogue, with the field's label. */
function moneyRefusalOf(problem: AmountProblem | "negative" | "notWholeCents", message: string, label: string): RuleRefusal {
  return { code: "INVALID", reason: `common.money.${problem}`, message, params: labelParams(label) };
}

/** moneyMessage with the reason and values for other languages. */
export function moneyRefusal(problem: AmountProblem, label: string): RuleRefusal {
  return moneyRefusalOf(problem, moneyMessage(problem, label, ""), label);
}

/** A form's sentence for an amount that cannot be read. */
export function moneyMessage(problem: AmountProblem, label: string, _text: string): string {
  switch (problem) {
    case "empty":
      return `${label} is required.`;
    case "notANumber":
      return `${label} must be a number, like 12.50.`;
    case "decimals":
      return `${label} can have at most two decimals.`;
    case "tooLarge":
      return `${label} is too large.`;
  }
}

/** Checks an amount in cents arriving at the server: a whole number within bounds, negative only when allowed. */
export function centsProblem(cents: number, options: { label?: string; allowNegative?: boolean } = {}): string | null {
  return centsRefusal(cents, options)?.message ?? null;
}

/** centsProblem with the reason and values for other languages (throw it as a ConvexError's data). */
export function centsRefusal(cents: number, options: { label?: string; allowNegative?: boolean } = {}): RuleRefusal | null {
  const label = options.label ?? "Amount";
  if (!Number.isSafeInteger(cents)) return moneyRefusalOf("notWholeCents", `${label} must be a whole number of cents.`, label);
  if (Math.abs(cents) > MAX_CENTS) return moneyRefusalOf("tooLarge", `${label} is too large.`, label);
  if (cents < 0 && !options.allowNegative) return moneyRefusalOf("negative", `${label} cannot be negative.`, label);
  return null;
}

/** "$1,234.56", "-$20.00" (no Intl, so the backend formats the same in every runtime). */
export function formatCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${grouped}.${rest}`;
}

/** The cents of a settings value such as "200" or "12.50"; anything unreadable counts as 0. */
export function settingCents(value: string): number {
  const parsed = parseMoney(value);
  return parsed.ok ? parsed.cents : 0;
}
