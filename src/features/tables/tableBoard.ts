import type { Id } from "../../../convex/_generated/dataModel";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { formatFullName } from "../../lib/format";

/** A man as the Tables screen shows him (diningTables.membersPage, diningTables.seated). */
export type TableMember = FunctionReturnType<typeof api.diningTables.membersPage>["page"][number];
type TableListing = FunctionReturnType<typeof api.diningTables.tables>[number];
export type BoardTable = TableListing & { seated: TableMember[] };
export type LeaderOption = TableMember & { leads: Id<"diningTables"> | null };
/** The Tables screen as useTableBoard composes it. */
export type TableBoard = { tables: BoardTable[]; unseated: TableMember[]; servers: LeaderOption[] };

/** Men per live page of the Tables screen's lists (about 200 bytes each). */
export const MEMBERS_PAGE_SIZE = 50;

export const memberName = (man: Pick<TableMember, "first_name" | "last_name">) => formatFullName(man.first_name, man.last_name);

/** The board after seating one man at `tableId` (or unseating him with null), shown before the server answers. */
export function seatOnBoard(board: TableBoard, attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null): TableBoard {
  let man: TableMember | undefined = board.unseated.find((m) => m._id === attendeeId);
  for (const table of board.tables) man ??= table.seated.find((m) => m._id === attendeeId);
  if (man === undefined) return board;
  const moving = man;
  const tables = board.tables.map((table) => {
    const without = table.seated.filter((m) => m._id !== attendeeId);
    if (table._id === tableId) return { ...table, seated: [...without, moving] };
    return without.length === table.seated.length ? table : { ...table, seated: without };
  });
  const unseated = board.unseated.filter((m) => m._id !== attendeeId);
  if (tableId === null && moving.attendee_type === "attendee") unseated.push(moving);
  return { ...board, tables, unseated };
}

export function setLeaderOnBoard(board: TableBoard, tableId: Id<"diningTables">, leaderId: Id<"attendees"> | null): TableBoard {
  const leader = leaderId === null ? null : (board.servers.find((s) => s._id === leaderId) ?? null);
  return {
    ...board,
    tables: board.tables.map((t) => (t._id === tableId ? { ...t, leader } : t)),
    servers: board.servers.map((s) => ({
      ...s,
      leads: s._id === leaderId ? tableId : s.leads === tableId ? null : s.leads,
    })),
  };
}
