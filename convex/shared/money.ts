/**
 * Money arithmetic in integer cents. Attendee money fields are stored as dollar numbers; every
 * sum converts each value to cents first, so totals never carry floating-point drift. Shared by
 * the backend and the screens (parsing what a user types, formatting what is shown).
 */

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

/**
 * The one reading of an amount written as text, shared by the forms and the spreadsheet import:
 * "$1,234.50", "1234", "+12", "(50.00)" and "-50" for -50, "150,50" and "1.234,50" (a decimal comma,
 * as Spanish-locale exports write it). Dollars; `undefined` for empty text, `null` when unreadable.
 */
export function readAmount(text: string): number | null | undefined {
  let value = text.trim().replace(/\s+/g, "");
  if (value === "") return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(/^(usd|us\$|\$|€)/i, "").replace(/(usd|\$|€)$/i, "");
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith("+")) {
    value = value.slice(1);
  }
  value = value.replace(/^(usd|us\$|\$|€)/i, "");
  if (/^\d+,\d{1,2}$/.test(value)) {
    value = value.replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(value)) {
    value = value.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) {
    value = value.replace(/,/g, "");
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  const amount = Number(value);
  return negative && amount !== 0 ? -amount : amount;
}

export type MoneyParse = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Reads an amount a person typed (every form reads it as `readAmount` does) into cents.
 * Refuses anything that is not a number, more than two decimals, and a negative amount unless
 * `allowNegative` (refunds and corrections).
 */
export function parseMoney(text: string, options: { label?: string; allowNegative?: boolean } = {}): MoneyParse {
  const label = options.label ?? "Amount";
  const amount = readAmount(text);
  if (amount === undefined) return { ok: false, message: `${label} is required.` };
  if (amount === null) return { ok: false, message: `${label} must be a number, like 12.50.` };
  const cents = toCents(amount);
  if (Math.abs(Math.abs(amount) * 100 - Math.abs(cents)) > 1e-6) {
    return { ok: false, message: `${label} can have at most two decimals.` };
  }
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > 100_000_000_00) return { ok: false, message: `${label} is too large.` };
  if (cents < 0 && !options.allowNegative) return { ok: false, message: `${label} cannot be negative.` };
  return { ok: true, cents };
}

/** Checks an amount in cents arriving at the server: a whole number within bounds, negative only when allowed. */
export function centsProblem(cents: number, options: { label?: string; allowNegative?: boolean } = {}): string | null {
  const label = options.label ?? "Amount";
  if (!Number.isSafeInteger(cents)) return `${label} must be a whole number of cents.`;
  if (Math.abs(cents) > 100_000_000_00) return `${label} is too large.`;
  if (cents < 0 && !options.allowNegative) return `${label} cannot be negative.`;
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
