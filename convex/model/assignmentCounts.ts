import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * How many men sleep in each room and sit at each table, kept on the room and table documents
 * (`occupant_count`, `seated_count`) in the same transaction as every attendee write, so the
 * pickers' counts read a few dozen rooms and tables instead of every attendee. Rooms and tables
 * stored before the counts existed are counted from their index range on first use.
 */

/** Far above any bedroom or dining table; bounds a recount. */
const MAX_COUNTED = 1000;

type Assignment = Pick<Doc<"attendees">, "room_id" | "table_id">;

async function countRoom(ctx: QueryCtx, roomId: Id<"rooms">): Promise<number> {
  const men = await ctx.db.query("attendees").withIndex("by_room", (q) => q.eq("room_id", roomId)).take(MAX_COUNTED);
  return men.length;
}

async function countTable(ctx: QueryCtx, tableId: Id<"diningTables">): Promise<number> {
  const men = await ctx.db.query("attendees").withIndex("by_table", (q) => q.eq("table_id", tableId)).take(MAX_COUNTED);
  return men.length;
}

/** The room's occupant count: the kept one, or counted for a room stored before counts were kept. */
export async function roomOccupantCount(ctx: QueryCtx, room: Doc<"rooms">): Promise<number> {
  return room.occupant_count ?? (await countRoom(ctx, room._id));
}

export async function tableSeatedCount(ctx: QueryCtx, table: Doc<"diningTables">): Promise<number> {
  return table.seated_count ?? (await countTable(ctx, table._id));
}

async function adjustRoom(ctx: MutationCtx, roomId: Id<"rooms">, delta: number): Promise<void> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return;
  // Called after the attendee write: a first count already includes it.
  const count = room.occupant_count === undefined ? await countRoom(ctx, roomId) : room.occupant_count + delta;
  await ctx.db.patch("rooms", roomId, { occupant_count: Math.max(0, count) });
}

async function adjustTable(ctx: MutationCtx, tableId: Id<"diningTables">, delta: number): Promise<void> {
  const table = await ctx.db.get("diningTables", tableId);
  if (table === null) return;
  const count = table.seated_count === undefined ? await countTable(ctx, tableId) : table.seated_count + delta;
  await ctx.db.patch("diningTables", tableId, { seated_count: Math.max(0, count) });
}

/** Right after an attendee write: the man as he was (null when new) and as he is (null when deleted). */
export async function keepAssignmentCounts(ctx: MutationCtx, before: Assignment | null, after: Assignment | null): Promise<void> {
  const roomBefore = before?.room_id ?? null;
  const roomAfter = after?.room_id ?? null;
  if (roomBefore !== roomAfter) {
    if (roomBefore !== null) await adjustRoom(ctx, roomBefore, -1);
    if (roomAfter !== null) await adjustRoom(ctx, roomAfter, 1);
  }
  const tableBefore = before?.table_id ?? null;
  const tableAfter = after?.table_id ?? null;
  if (tableBefore !== tableAfter) {
    if (tableBefore !== null) await adjustTable(ctx, tableBefore, -1);
    if (tableAfter !== null) await adjustTable(ctx, tableAfter, 1);
  }
}
