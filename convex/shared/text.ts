/**
 * Text compared the way people read it: without case or accents. The search, the import's
 * header and cell words, seating and file names all fold text here.
 */

/** Lower case without accents or other marks: "Núñez" → "nunez". */
export function foldText(text: string): string {
  // Plain ASCII has no marks to remove (most names and every email): skip the normalisation.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** Folded words of letters and digits, one space apart: " Correo_Electrónico " → "correo electronico". */
export function plainWords(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
