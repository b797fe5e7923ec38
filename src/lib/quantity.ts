/** Reads a quantity typed in a form: a number ≥ 0 with at most two decimals (or a whole number). */
export function parseQuantity(
  text: string,
  label: string,
  options: { whole?: boolean } = {},
): { ok: true; value: number } | { ok: false; message: string } {
  const value = text.trim();
  if (value === "") return { ok: true, value: 0 };
  if (value.startsWith("-")) return { ok: false, message: `${label} cannot be negative.` };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return { ok: false, message: `${label} must be a number.` };
  const decimals = value.split(".")[1] ?? "";
  if (options.whole && /[1-9]/.test(decimals)) return { ok: false, message: `${label} must be a whole number.` };
  if (decimals.length > 2) return { ok: false, message: `${label} can have at most two decimals.` };
  return { ok: true, value: Number(value) };
}
