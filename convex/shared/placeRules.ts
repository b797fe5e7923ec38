/**
 * Rooms and dining tables as places: their names, their capacity and when they are full. The
 * Add/Edit dialogs and the pickers check these before sending; the server checks them again.
 * No capacity means no limit.
 */
export const ROOM_NAME_REQUIRED = "Room name is required.";
export const TABLE_NAME_REQUIRED = "Table name is required.";
export const CAPACITY_INVALID = "Capacity must be a whole number of at least 1.";
export const ROOM_TYPE_LOCKED = "Room type cannot change while the room has occupants.";

/** Whether `count` men fit a place of `capacity` beds or seats. */
export function fitsCapacity(count: number, capacity: number | null | undefined): boolean {
  return capacity === null || capacity === undefined || count <= capacity;
}

/** Whether a place holding `count` men has no bed or seat left. */
export function isFull(count: number, capacity: number | null | undefined): boolean {
  return !fitsCapacity(count + 1, capacity);
}

/** The server's check of a capacity: none, or a whole number of at least 1. */
export function capacityProblem(capacity: number | null | undefined): string | null {
  if (capacity === null || capacity === undefined) return null;
  return Number.isInteger(capacity) && capacity >= 1 ? null : CAPACITY_INVALID;
}

/** A capacity typed in a dialog: empty for no limit, or digits for a whole number of at least 1. */
export function capacityTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? capacityProblem(Number(trimmed)) : CAPACITY_INVALID;
}
