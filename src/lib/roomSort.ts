const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** The first whole number in a room name ("Room 12B" → 12), or null when there is none. */
export function firstNumber(name: string): number | null {
  const match = /\d+/.exec(name);
  return match === null ? null : Number.parseInt(match[0], 10);
}

/** Rooms in the order staff expect: by the first number in the name, then naturally; names without a number last. */
export function compareRoomNames(a: string, b: string): number {
  const na = firstNumber(a);
  const nb = firstNumber(b);
  if (na !== nb) {
    if (na === null) return 1;
    if (nb === null) return -1;
    return na - nb;
  }
  return natural.compare(a, b);
}

export function sortRooms<T extends { name: string }>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => compareRoomNames(a.name, b.name));
}
