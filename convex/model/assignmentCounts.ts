import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * How many men sleep in each room and sit at each table, kept in their own `assignmentCounts`
 * documents in the same transaction as every attendee write (model/derivedData.ts), so the pickers' counts read a few
 * dozen small documents instead of every attendee, and a count change does not re-run the many
 * queries that read a room's or table's name. A room or table without its count document yet is
 * counted from its index range on first use.
 */

/** Far above any bedroom or dining table; bounds a recount. */
const MAX_COUNTED = 1000;

type Assignment = Pick<Doc<"attendees">, "room_id" | "table_id">;
type Place = Id<"rooms"> | Id<"diningTables">;

async function countRoom(ctx: QueryCtx, roomId: Id<"rooms">): Promise<number> {
  const men = await ctx.db.query("attendees").withIndex("by_room", (q) => q.eq("room_id", roomId)).take(MAX_COUNTED);
  return men.length;
}

async function countTable(ctx: QueryCtx, tableId: Id<"diningTables">): Promise<number> {
  const men = await ctx.db.query("attendees").withIndex("by_table", (q) => q.eq("table_id", tableId)).take(MAX_COUNTED);
  return men.length;
}

async function keptCount(ctx: QueryCtx, place: Place): Promise<Doc<"assignmentCounts"> | null> {
  return await ctx.db
    .query("assignmentCounts")
    .withIndex("by_place", (q) => q.eq("place_id", place))
    .unique();
}

/** The room's occupant count: the kept one, or counted for a room without one yet. */
export async function roomOccupantCount(ctx: QueryCtx, room: Doc<"rooms">): Promise<number> {
  return (await keptCount(ctx, room._id))?.count ?? (await countRoom(ctx, room._id));
}

export async function tableSeatedCount(ctx: QueryCtx, table: Doc<"diningTables">): Promise<number> {
  return (await keptCount(ctx, table._id))?.count ?? (await countTable(ctx, table._id));
}

/** Called after the attendee write: a first count already includes it. */
async function adjust(ctx: MutationCtx, place: Place, delta: number, recount: () => Promise<number>): Promise<void> {
  const kept = await keptCount(ctx, place);
  if (kept === null) await ctx.db.insert("assignmentCounts", { place_id: place, count: await recount() });
  else await ctx.db.patch("assignmentCounts", kept._id, { count: Math.max(0, kept.count + delta) });
}

async function adjustRoom(ctx: MutationCtx, roomId: Id<"rooms">, delta: number): Promise<void> {
  if ((await ctx.db.get("rooms", roomId)) === null) return;
  await adjust(ctx, roomId, delta, () => countRoom(ctx, roomId));
}

async function adjustTable(ctx: MutationCtx, tableId: Id<"diningTables">, delta: number): Promise<void> {
  if ((await ctx.db.get("diningTables", tableId)) === null) return;
  await adjust(ctx, tableId, delta, () => countTable(ctx, tableId));
}

/** A deleted room or table's count goes with it (model/derivedData.ts, on its delete). */
export async function dropAssignmentCount(ctx: MutationCtx, place: Place): Promise<void> {
  const kept = await keptCount(ctx, place);
  if (kept !== null) await ctx.db.delete("assignmentCounts", kept._id);
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
