import type { Id } from "../../../convex/_generated/dataModel";
import { suggestSeating } from "../../../convex/shared/seatingSuggestion";
import type { BoardTable, TableBoard, TableMember } from "./tableBoard";

export type SeatingPreview = {
  changes: Array<{ attendeeId: Id<"attendees">; fromTableId: Id<"diningTables"> | null; tableId: Id<"diningTables"> }>;
  tables: Array<{ table: BoardTable; members: TableMember[]; newcomers: Set<Id<"attendees">> }>;
  unplaced: TableMember[];
};

/**
 * A balanced seating from the board as it is now. With `reseatAll`, every retreatant is placed
 * afresh (servers keep their seats); otherwise only the unseated retreatants are placed.
 */
export function buildSeatingPreview(board: TableBoard, reseatAll: boolean): SeatingPreview {
  const currentTable = new Map<Id<"attendees">, Id<"diningTables">>();
  for (const table of board.tables) for (const man of table.seated) currentTable.set(man._id, table._id);
  const moving = reseatAll
    ? [...board.unseated, ...board.tables.flatMap((t) => t.seated.filter((m) => m.attendee_type === "attendee"))]
    : [...board.unseated];
  const movingIds = new Set(moving.map((m) => m._id));
  const staying = (table: BoardTable) => table.seated.filter((m) => !movingIds.has(m._id));

  const suggestion = suggestSeating(
    board.tables.map((table) => ({
      ...table,
      id: table._id,
      leader: table.leader === null ? null : { ...table.leader, id: table.leader._id },
      seated: staying(table).map((m) => ({ ...m, id: m._id })),
    })),
    moving.map((m) => ({ ...m, id: m._id })),
  );
  const byId = new Map(moving.map((m) => [m._id, m]));
  const added = new Map<Id<"diningTables">, TableMember[]>();
  for (const { attendeeId, tableId } of suggestion.assignments) added.set(tableId, [...(added.get(tableId) ?? []), byId.get(attendeeId)!]);

  return {
    changes: suggestion.assignments
      .map(({ attendeeId, tableId }) => ({ attendeeId, tableId, fromTableId: currentTable.get(attendeeId) ?? null }))
      .filter((change) => change.fromTableId !== change.tableId),
    tables: board.tables.map((table) => {
      const newcomers = added.get(table._id) ?? [];
      return {
        table,
        members: [...staying(table), ...newcomers],
        newcomers: new Set(newcomers.filter((m) => currentTable.get(m._id) !== table._id).map((m) => m._id)),
      };
    }),
    unplaced: suggestion.unplaced.map((id) => byId.get(id)!),
  };
}
