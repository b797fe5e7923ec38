import { ConvexError } from "convex/values";
import { quantityIssue, quantityMessage, toHundredths } from "../shared/quantity";

/**
 * Input rules shared by the finance ledger, inventory and palanquita stock (quantities:
 * shared/quantity.ts, the same rule the dialogs use). A refusal that names a field or a number
 * carries them as `params` (the field by its key below), so the screens can say it in the
 * reader's language; `message` stays the English sentence.
 */

/** A refusal the screens show as it is. */
export function refusal(code: string, message: string, details?: { reason: string; params: Record<string, string> }) {
  return new ConvexError({ code, message, ...details });
}

/** The quantities, by the key a refusal names them with, and their English labels. */
export const QUANTITY_FIELDS = {
  onHand: "On hand",
  perRetreatant: "Needed per retreatant",
  perServer: "Needed per server",
  fixedExtra: "Fixed extra",
  made: "Made",
} as const;
export type QuantityField = keyof typeof QUANTITY_FIELDS;

/** The optional texts, by key, and their English labels. */
export const TEXT_FIELDS = {
  description: "Description",
  paidBy: "Paid by",
  unit: "Unit",
  notes: "Notes",
  maker: "Who is making it",
} as const;
export type TextField = keyof typeof TEXT_FIELDS;

/** Refuses a quantity that is negative, not a number, too large or with more than two decimals. */
export function requireQuantity(value: number, field: QuantityField, options: { whole?: boolean } = {}): number {
  const issue = quantityIssue(value, options);
  if (issue !== null) {
    throw refusal("INVALID", quantityMessage(issue, QUANTITY_FIELDS[field]), { reason: `quantity.${issue}`, params: { field } });
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

export function optionalText(value: string | undefined, max: number, field: TextField): string | undefined {
  const text = value?.trim() ?? "";
  if (text.length > max) {
    throw refusal("INVALID", `${TEXT_FIELDS[field]} can be at most ${max} characters.`, { reason: "text.tooLong", params: { field, max: String(max) } });
  }
  return text === "" ? undefined : text;
}
