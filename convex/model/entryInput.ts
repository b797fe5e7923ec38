import { ConvexError } from "convex/values";

/**
 * Input rules shared by the finance ledger, inventory and palanquita stock. Quantities are
 * numbers ≥ 0 with at most two decimals (half a box, 2.5 lb), computed in hundredths so sums
 * never drift.
 */
const MAX_QUANTITY = 1_000_000;

/** A refusal the screens show as it is. */
export function refusal(code: string, message: string) {
  return new ConvexError({ code, message });
}

export function toHundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** Refuses a quantity that is negative, not a number, too large or with more than two decimals. */
export function requireQuantity(value: number, label: string, options: { whole?: boolean } = {}): number {
  if (!Number.isFinite(value)) throw new ConvexError({ code: "INVALID", message: `${label} must be a number.` });
  if (value < 0) throw new ConvexError({ code: "INVALID", message: `${label} cannot be negative.` });
  if (value > MAX_QUANTITY) throw new ConvexError({ code: "INVALID", message: `${label} is too large.` });
  if (options.whole && !Number.isInteger(value)) {
    throw new ConvexError({ code: "INVALID", message: `${label} must be a whole number.` });
  }
  if (Math.abs(value * 100 - toHundredths(value)) > 1e-6) {
    throw new ConvexError({ code: "INVALID", message: `${label} can have at most two decimals.` });
  }
  return toHundredths(value) / 100;
}

/** A required name, trimmed, at most 100 characters. */
export function requireName(value: string): string {
  const name = value.trim();
  if (name === "") throw new ConvexError({ code: "INVALID", message: "Enter a name." });
  if (name.length > 100) throw new ConvexError({ code: "INVALID", message: "Name can be at most 100 characters." });
  return name;
}

export function optionalText(value: string | undefined, max: number, label: string): string | undefined {
  const text = value?.trim() ?? "";
  if (text.length > max) throw new ConvexError({ code: "INVALID", message: `${label} can be at most ${max} characters.` });
  return text === "" ? undefined : text;
}
