/**
 * Spreadsheet cells that begin with =, +, - or @ (or a tab or carriage return) can be read as
 * formulas by spreadsheet programs ("CSV/formula injection"). Such text gets a leading
 * apostrophe so it is always shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CellValue = string | number | boolean | Date | null | undefined;

/** The value to write: text neutralised, numbers, booleans and dates as they are, empty as null. */
export function safeCellValue(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? null : neutraliseFormula(value);
  return value;
}
