/**
 * The one order of names, rooms and tables on the server and in the browser: Spanish collation
 * (the data is often Spanish), so ñ sorts after n ("Nuñez" before "Ñandú"), accents and case do
 * not separate names ("Ángel" beside "Angel"), and numbers inside names go in number order
 * ("Room 9" before "Room 10"). English names sort as they always did. Search folds accents
 * separately (text.ts foldText).
 */

/** Spanish collation, base letters only (accents and case ignored for order), numbers by value. */
export const nameCollator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

/** The same letters with accents and case told apart: only to break ties, so an order never depends on input order. */
const tieBreaker = new Intl.Collator("es", { sensitivity: "variant", numeric: true });

/** Compares two names: by nameCollator, then (equal names) with accents and case, then by code point. */
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b) || tieBreaker.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Compares people by last name, then first name. */
export function compareLastFirst(
  a: { first_name?: string | null; last_name?: string | null },
  b: { first_name?: string | null; last_name?: string | null },
): number {
  return compareNames(`${a.last_name ?? ""} ${a.first_name ?? ""}`, `${b.last_name ?? ""} ${b.first_name ?? ""}`);
}
