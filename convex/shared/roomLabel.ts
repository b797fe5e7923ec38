/**
 * A room as messages name it: "305" becomes "Room 305", while a name that already says so
 * ("Room 305", "room 12", "ROOM A") stays as it is, so no text reads "Room Room 305".
 */
export function roomLabel(name: string): string {
  const trimmed = name.trim();
  return /^room\b/i.test(trimmed) ? trimmed : `Room ${trimmed}`;
}
