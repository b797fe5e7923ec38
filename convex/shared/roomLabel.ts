/**
 * A room as messages name it: "305" becomes "Room 305", while a name that already says so
 * ("Room 305", "room 12", "ROOM A") stays as it is, so no text reads "Room Room 305".
 */
export function roomLabel(name: string): string {
  const trimmed = name.trim();
  return /^room\b/i.test(trimmed) ? trimmed : `Room ${trimmed}`;
}

/**
 * A room's name as a refusal's values carry it: the name, and whether it already says "Room" (so
 * a message in any language can name the room as roomLabel does in English).
 */
export function roomLabelParams(name: string): { name: string; labelled: "yes" | "no" } {
  const trimmed = name.trim();
  return { name: trimmed, labelled: roomLabel(trimmed) === trimmed ? "yes" : "no" };
}
