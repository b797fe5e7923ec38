/**
 * Quantities of the finance ledger, inventory and palanquita stock: numbers ≥ 0 with at most two
 * decimals (half a box, 2.5 lb), computed in hundredths so sums never drift. The dialogs read
 * what was typed with `parseQuantity`; the server checks the number again with `quantityProblem`.
 */
export const MAX_QUANTITY = 1_000_000;

export function toHundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** What is wrong with a quantity. */
export type QuantityIssue = "notANumber" | "negative" | "tooLarge" | "notWhole" | "decimals";

/** Why a quantity is refused (not a number, negative, too large, not whole, a third decimal), or null. */
export function quantityIssue(value: number, options: { whole?: boolean } = {}): QuantityIssue | null {
  if (!Number.isFinite(value)) return "notANumber";
  if (value < 0) return "negative";
  if (value > MAX_QUANTITY) return "tooLarge";
  if (options.whole && !Number.isInteger(value)) return "notWhole";
  if (Math.abs(value * 100 - toHundredths(value)) > 1e-6) return "decimals";
  return null;
}

/** The English sentence for an issue of the quantity `label`. */
export function quantityMessage(issue: QuantityIssue, label: string): string {
  switch (issue) {
    case "notANumber":
      return `${label} must be a number.`;
    case "negative":
      return `${label} cannot be negative.`;
    case "tooLarge":
      return `${label} is too large.`;
    case "notWhole":
      return `${label} must be a whole number.`;
    case "decimals":
      return `${label} can have at most two decimals.`;
  }
}

/** Why a quantity is refused, in English, or null. */
export function quantityProblem(value: number, label: string, options: { whole?: boolean } = {}): string | null {
  const issue = quantityIssue(value, options);
  return issue === null ? null : quantityMessage(issue, label);
}

/** Reads a quantity typed in a form (empty is 0), refused by the same rule as on the server. */
export function parseQuantity(
  text: string,
  label: string,
  options: { whole?: boolean } = {},
): { ok: true; value: number } | { ok: false; issue: QuantityIssue; message: string } {
  const value = text.trim();
  const refuse = (issue: QuantityIssue) => ({ ok: false as const, issue, message: quantityMessage(issue, label) });
  if (value === "") return { ok: true, value: 0 };
  if (value.startsWith("-")) return refuse("negative");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return refuse("notANumber");
  const issue = quantityIssue(Number(value), options);
  return issue === null ? { ok: true, value: Number(value) } : refuse(issue);
}
