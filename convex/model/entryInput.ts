import { ConvexError } from "convex/values";
import { quantityProblem, toHundredths } from "../shared/quantity";

/**
 * Input rules shared by the finance ledger, inventory and palanquita stock (quantities:
 * shared/quantity.ts, the same rule the dialogs use).
 */

/** A refusal the screens show as it is. */
export function refusal(code: string, message: string) {
  return new ConvexError({ code, message });
}

/** Refuses a quantity that is negative, not a number, too large or with more than two decimals. */
export function requireQuantity(value: number, label: string, options: { whole?: boolean } = {}): number {
  const problem = quantityProblem(value, label, options);
  if (problem !== null) throw new ConvexError({ code: "INVALID", message: problem });
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
