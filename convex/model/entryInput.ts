import { ConvexError } from "convex/values";
import { quantityRefusal, toHundredths } from "../shared/quantity";
import { labelParams } from "../shared/refusals";

/**
 * Input rules shared by the finance ledger, inventory and palanquita stock (quantities:
 * shared/quantity.ts, the same rule the dialogs use). A refusal that names a field or a number
 * carries them as `reason` and `params` (the field as shared/refusals.ts labelParams names it), so
 * the screens can say it in the person's language; `message` stays the English sentence.
 */

/** A refusal the screens show as it is, or by its reason and values. */
export function refusal(code: string, message: string, details?: { reason: string; params: Record<string, string> }) {
  return new ConvexError({ code, message, ...details });
}

/** Refuses a quantity that is negative, not a number, too large or with more than two decimals. */
export function requireQuantity(value: number, label: string, options: { whole?: boolean } = {}): number {
  const problem = quantityRefusal(value, label, options);
  if (problem !== null) throw new ConvexError(problem);
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
  if (text.length > max) {
    throw refusal("INVALID", `${label} can be at most ${max} characters.`, { reason: "common.text.tooLong", params: { ...labelParams(label), max: String(max) } });
  }
  return text === "" ? undefined : text;
}
