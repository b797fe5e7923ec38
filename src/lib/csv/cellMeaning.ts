/**
 * Cell values that mean the same written differently: T-shirt sizes in Spanish (CH/M/G/XG are
 * S/M/L/XL), "no data" markers (N/D, N/A, —) read as empty, birthdays split across day, month
 * and year columns, and a full name in one cell.
 */
import { parseDateCell } from "../../../convex/shared/cellValues";
import { foldText } from "../../../convex/shared/text";

const EMPTY_WORDS = new Set([
  "n/d", "n/a", "na", "nd", "n.d.", "n.a.", "-", "--", "---", "—", "–", ".", "s/d", "sin dato", "sin datos",
  "no aplica", "no disponible", "not applicable", "#n/a", "null", "undefined",
]);

const NONE_WORDS = new Set(["ninguno", "ninguna", "ningunos", "ningunas", "nada", "none", "no", "nothing", "no tiene", "no tengo", "sin alergias"]);

/** In a cell listing conditions, medicines or allergies, "Ninguno" / "None" means there are none: empty. */
export function isNoneWord(cell: string): boolean {
  return NONE_WORDS.has(foldText(cell.trim()).replace(/[.!]+$/, ""));
}

/** A cell that only says "no data". */
export function isEmptyWord(cell: string): boolean {
  return EMPTY_WORDS.has(cell.trim().toLowerCase());
}

const SIZES: Record<string, string> = {
  xs: "XS", xch: "XS", ech: "XS", extrachica: "XS", extrachico: "XS", extrasmall: "XS",
  s: "S", ch: "S", chica: "S", chico: "S", small: "S", p: "S", pequena: "S", pequeno: "S", sm: "S",
  m: "M", med: "M", mediana: "M", mediano: "M", medium: "M", md: "M",
  l: "L", g: "L", gde: "L", grande: "L", large: "L", lg: "L",
  xl: "XL", xg: "XL", eg: "XL", x: "XL", extragrande: "XL", extralarge: "XL",
  xxl: "XXL", "2xl": "XXL", xxg: "XXL", "2xg": "XXL", eeg: "XXL", "2": "XXL", doblex: "XXL", doblextragrande: "XXL",
  xxxl: "XXXL", "3xl": "XXXL", xxxg: "XXXL", "3xg": "XXXL",
};

/** "CH" → "S", "Grande" → "L", "XG" → "XL", "2XL" → "XXL"; a size it does not know stays as written. */
export function readTshirtSize(cell: string): string {
  const key = foldText(cell)
    .replace(/^(talla|size)\s+/, "")
    .replace(/[\s.\-_]+/g, "");
  return SIZES[key] ?? cell;
}

/**
 * A full name in one cell: "Núñez Peña, José" is last name, first name; otherwise the first word
 * is the first name and the rest the last name ("José Núñez Peña" → José / Núñez Peña).
 */
export function splitFullName(cell: string): { first: string; last: string } {
  const text = cell.replace(/\s+/g, " ").trim();
  const comma = text.indexOf(",");
  if (comma > 0) return { first: text.slice(comma + 1).trim(), last: text.slice(0, comma).trim() };
  const space = text.indexOf(" ");
  if (space < 0) return { first: text, last: "" };
  return { first: text.slice(0, space), last: text.slice(space + 1) };
}

/** A birthday from day, month (a number or a month's name) and year cells; `shown` quotes them for a warning. */
export function readBirthdayParts(
  day: string | undefined,
  month: string | undefined,
  year: string | undefined,
): { date: string | null; shown: string } {
  const shown = [day ?? "?", month ?? "?", year ?? "?"].join("/");
  if (day === undefined || month === undefined || year === undefined) return { date: null, shown };
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^(\d{2}|\d{4})$/.test(y)) return { date: null, shown };
  if (/^\d{1,2}$/.test(m)) {
    if (Number(m) < 1 || Number(m) > 12) return { date: null, shown };
    return { date: parseDateCell(`${m}/${d}/${y}`) ?? null, shown };
  }
  if (y.length !== 4) return { date: null, shown };
  return { date: parseDateCell(`${d} ${m} ${y}`) ?? null, shown };
}
