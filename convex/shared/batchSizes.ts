/**
 * How many items one call of a bulk action may carry. Convex allows a function 4,096 distinct
 * reads (each `db.get`, each query, each document written), 32,000 documents read and 16,000
 * written; a suggestion for a 5,000-man retreat is sent in several calls of at most these, each
 * all-or-nothing. Shared by the browser (which cuts the batches) and the server (which refuses
 * larger ones). No database imports: the browser bundles this file.
 */

/** Room assignments per `rooms.applySuggestion` call: a read and about three writes per man, two reads per room. */
export const ROOM_ASSIGNMENT_BATCH = 500;
/** Seat changes per `diningTables.applySeatingPlan` call: a read and about three writes per man, two reads per table. */
export const SEATING_BATCH = 500;
/** Servers removed per `attendees.bulkDeleteServers` call: each takes a dozen or more reads (accounts, roles, sessions, links). */
export const SERVER_DELETE_BATCH = 25;

/** Consecutive slices of at most `size` items. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type SeatChange<Table> = { attendeeId: string; fromTableId: Table | null; tableId: Table | null };

/**
 * A seating plan in batches that each fit the tables as they stand: a plan of one batch as it is;
 * a larger one first takes every moving man from his table (freeing the seats), then seats each
 * man at his new table. Each step checks, as the whole plan did, that each man is where the plan
 * saw him and each table's count fits.
 */
export function seatingBatches<Table, C extends SeatChange<Table>>(changes: readonly C[], size = SEATING_BATCH): C[][] {
  if (changes.length <= size) return changes.length === 0 ? [] : [[...changes]];
  const leave = changes.filter((c) => c.fromTableId !== null && c.fromTableId !== c.tableId).map((c) => ({ ...c, tableId: null }));
  const arrive = changes.filter((c) => c.tableId !== null && c.fromTableId !== c.tableId).map((c) => ({ ...c, fromTableId: null }));
  return [...batchesOf(leave, size), ...batchesOf(arrive, size)];
}
