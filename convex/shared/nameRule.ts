/**
 * The name rule (SPEC.md §9), applied when a name is saved (form, CSV import, email import) so
 * the export, badges, messages and search all show the same text the grid does. Pure.
 *
 * - Each word is capitalised: "josé maría" → "José María", "GARCÍA" → "García".
 * - Particles stay lowercase inside a name: "juan DE LA cruz" → "Juan de la Cruz",
 *   "de los santos" keeps "los" lowercase after the first word; a particle that starts the name is
 *   capitalised ("De la Cruz" as a last name alone).
 * - Hyphenated and apostrophe names capitalise each part: "smith-jones" → "Smith-Jones", "o'brien" → "O'Brien".
 * - A word typed in mixed case is kept as typed ("McDonald", "DeVries"), since its owner chose it.
 * - Spaces are collapsed.
 */

/** Spanish, Portuguese, Dutch and German particles of the spec's rule (de, la, del, von, van) and their kin. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  "de",
  "del",
  "la",
  "las",
  "los",
  "y",
  "da",
  "das",
  "do",
  "dos",
  "von",
  "van",
  "der",
  "den",
]);

function isMixedCase(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters !== letters.toLocaleLowerCase() && letters !== letters.toLocaleUpperCase() && !/^\p{Lu}\p{Ll}*$/u.test(letters);
}

function capitalise(word: string): string {
  if (isMixedCase(word)) return word;
  return word
    .split(/([-'’])/)
    .map((part) => (part.length === 0 ? part : part[0].toLocaleUpperCase() + part.slice(1).toLocaleLowerCase()))
    .join("");
}

/** A name as it is stored and shown. */
export function formatName(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    .map((word, index) => {
      const lower = word.toLocaleLowerCase();
      return index > 0 && NAME_PARTICLES.has(lower) ? lower : capitalise(word);
    })
    .join(" ");
}

/** "First Last" formatted as one name, so a last name's particles stay lowercase ("Juan de la Cruz"). */
export function formatFullName(first: string | null | undefined, last: string | null | undefined): string {
  return formatName([first ?? "", last ?? ""].join(" "));
}
