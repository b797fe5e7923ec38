/**
 * Quantities of the finance ledger, inventory and palanquita stock: numbers ≥ 0 with at most two
 * decimals (half a box, 2.5 lb), computed in hundredths so sums never drift. The dialogs read
 * what was typed with `parseQuantity`; the server checks the number again with `quantityProblem`.
 */
import { labelParams, type RuleRefusal } from "./refusals";

export const MAX_QUANTITY = 1_000_000;

export function toHundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** A quantity's refusal: `INVALID.common.quantity.<problem>` in the errors catalogue, with the field's label. */
function quantityRefusalOf(problem: "notANumber" | "negative" | "tooLarge" | "whole" | "decimals", label: string): RuleRefusal {
  const messages = {
    notANumber: `${label} must be a number.`,
    negative: `${label} cannot be negative.`,
    tooLarge: `${label} is too large.`,
    whole: `${label} must be a whole number.`,
    decimals: `${label} can have at most two decimals.`,
  };
  return { code: "INVALID", reason: `common.quantity.${problem}`, message: messages[problem], params: labelParams(label) };
}

/** Why a quantity is refused, with the reason and values for other languages, or null. */
export function quantityRefusal(value: number, label: string, options: { whole?: boolean } = {}): RuleRefusal | null {
  if (!Number.isFinite(value)) return quantityRefusalOf("notANumber", label);
  if (value < 0) return quantityRefusalOf("negative", label);
  if (value > MAX_QUANTITY) return quantityRefusalOf("tooLarge", label);
  if (options.whole && !Number.isInteger(value)) return quantityRefusalOf("whole", label);
  if (Math.abs(value * 100 - toHundredths(value)) > 1e-6) return quantityRefusalOf("decimals", label);
  return null;
}

/** Why a quantity is refused (not a number, negative, too large, not whole, a third decimal), or null. */
export function quantityProblem(value: number, label: string, options: { whole?: boolean } = {}): string | null {
  return quantityRefusal(value, label, options)?.message ?? null;
}

/** Reads a quantity typed in a form (empty is 0), refused by the same rule as on the server. */
export function parseQuantity(
  text: string,
  label: string,
  options: { whole?: boolean } = {},
): { ok: true; value: number } | { ok: false; message: string } {
  const read = readQuantity(text, label, options);
  return read.ok ? read : { ok: false, message: read.refusal.message };
}

/** Why a quantity typed in a form is refused, with the reason and values for other languages, or null. */
export function quantityInputRefusal(text: string, label: string, options: { whole?: boolean } = {}): RuleRefusal | null {
  const read = readQuantity(text, label, options);
  return read.ok ? null : read.refusal;
}

function readQuantity(text: string, label: string, options: { whole?: boolean }): { ok: true; value: number } | { ok: false; refusal: RuleRefusal } {
  const value = text.trim();
  if (value === "") return { ok: true, value: 0 };
  if (value.startsWith("-")) return { ok: false, refusal: quantityRefusalOf("negative", label) };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return { ok: false, refusal: quantityRefusalOf("notANumber", label) };
  const refusal = quantityRefusal(Number(value), label, options);
  return refusal === null ? { ok: true, value: Number(value) } : { ok: false, refusal };
}
