import type { Language } from "../../convex/shared/languages";
import { nameCollator } from "../i18n/format";

/** The first whole number in a room name ("Room 12B" → 12), or null when there is none. */
export function firstNumber(name: string): number | null {
  const match = /\d+/.exec(name);
  return match === null ? null : Number.parseInt(match[0], 10);
}

/**
 * Rooms in the order staff expect: by the first number in the name, then naturally in the
 * person's language (Spanish puts "Ñandú" after "Nogal"); names without a number last.
 */
export function compareRoomNames(a: string, b: string, language: Language = "en"): number {
  const na = firstNumber(a);
  const nb = firstNumber(b);
  if (na !== nb) {
    if (na === null) return 1;
    if (nb === null) return -1;
    return na - nb;
  }
  return nameCollator(language).compare(a, b);
}

export function sortRooms<T extends { name: string }>(rooms: readonly T[], language: Language = "en"): T[] {
  return [...rooms].sort((a, b) => compareRoomNames(a.name, b.name, language));
}
