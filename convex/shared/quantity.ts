/**
 * Quantities of the finance ledger, inventory and palanquita stock: numbers ≥ 0 with at most two
 * decimals (half a box, 2.5 lb), computed in hundredths so sums never drift. The dialogs read
 * what was typed with `parseQuantity`; the server checks the number again with `quantityProblem`.
 */
export const MAX_QUANTITY = 1_000_000;

export function toHundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** Why a quantity is refused (not a number, negative, too large, not whole, a third decimal), or null. */
export function quantityProblem(value: number, label: string, options: { whole?: boolean } = {}): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (value < 0) return `${label} cannot be negative.`;
  if (value > MAX_QUANTITY) return `${label} is too large.`;
  if (options.whole && !Number.isInteger(value)) return `${label} must be a whole number.`;
  if (Math.abs(value * 100 - toHundredths(value)) > 1e-6) return `${label} can have at most two decimals.`;
  return null;
}

/** Reads a quantity typed in a form (empty is 0), refused by the same rule as on the server. */
export function parseQuantity(
  text: string,
  label: string,
  options: { whole?: boolean } = {},
): { ok: true; value: number } | { ok: false; message: string } {
  const value = text.trim();
  if (value === "") return { ok: true, value: 0 };
  if (value.startsWith("-")) return { ok: false, message: `${label} cannot be negative.` };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return { ok: false, message: `${label} must be a number.` };
  const problem = quantityProblem(Number(value), label, options);
  return problem === null ? { ok: true, value: Number(value) } : { ok: false, message: problem };
}
