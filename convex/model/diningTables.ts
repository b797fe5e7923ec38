import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { isFull } from "../shared/placeRules";

/** Upper bounds on reads; a retreat has a few dozen tables of about ten men. */
export const MAX_TABLES = 500;
export const MAX_SEATED_READ = 500;

/** What a refusal carries beside its English message: a reason within its code and the message's values. */
export type TableRefusalDetail = { reason?: string; params?: Record<string, string> };

export function tableError(
  code: string,
  message: string,
  detail: TableRefusalDetail = {},
): ConvexError<{ code: string; message: string } & TableRefusalDetail> {
  return new ConvexError({ code, message, ...detail });
}

export async function listTables(ctx: QueryCtx): Promise<Doc<"diningTables">[]> {
  return await ctx.db.query("diningTables").take(MAX_TABLES);
}

export async function seatedAt(ctx: QueryCtx, tableId: Id<"diningTables">): Promise<Doc<"attendees">[]> {
  return await ctx.db
    .query("attendees")
    .withIndex("by_table", (q) => q.eq("table_id", tableId))
    .take(MAX_SEATED_READ);
}

export async function requireTable(ctx: QueryCtx, tableId: Id<"diningTables">): Promise<Doc<"diningTables">> {
  const table = await ctx.db.get("diningTables", tableId);
  if (table === null) throw tableError("NOT_FOUND", "Table not found.");
  return table;
}

/** Why a man may not sit at `table` given who already sits there (the text and its values), or null when he may. */
export function seatingRefusal(
  table: Pick<Doc<"diningTables">, "name" | "capacity">,
  attendeeId: Id<"attendees">,
  seatedIds: readonly Id<"attendees">[],
): { text: string; params: { table: string; others: string; capacity: string } } | null {
  const others = seatedIds.filter((id) => id !== attendeeId).length;
  if (isFull(others, table.capacity)) {
    return {
      text: `Table ${table.name} is full (${others} of ${table.capacity} seats taken).`,
      params: { table: table.name, others: String(others), capacity: String(table.capacity) },
    };
  }
  return null;
}

/** Seats an attendee at a table, or clears his seat with null; the capacity is checked in this transaction. */
export async function assignAttendeeToTable(
  ctx: MutationCtx,
  viewer: Viewer | null,
  attendeeId: Id<"attendees">,
  tableId: Id<"diningTables"> | null,
): Promise<void> {
  const attendee = await ctx.db.get("attendees", attendeeId);
  if (attendee === null) throw tableError("NOT_FOUND", "Attendee not found.");
  if (attendee.table_id === tableId) return;
  if (tableId !== null) {
    const table = await requireTable(ctx, tableId);
    const seated = await seatedAt(ctx, tableId);
    const refusal = seatingRefusal(
      table,
      attendeeId,
      seated.map((a) => a._id),
    );
    if (refusal !== null) {
      throw tableError("TABLE_REFUSED", `Cannot assign attendee. ${refusal.text}`, { reason: "full", params: refusal.params });
    }
  }
  await setTable(ctx, viewer, attendee, tableId);
}

/** Writes table_id and the audit entry; callers have already checked the rules. */
export async function setTable(
  ctx: MutationCtx,
  viewer: Viewer | null,
  attendee: Doc<"attendees">,
  tableId: Id<"diningTables"> | null,
): Promise<void> {
  const now = Date.now();
  await ctx.db.patch("attendees", attendee._id, { table_id: tableId, updated_at: now });
  await recordChange(ctx, {
    table: "attendees",
    docId: attendee._id,
    viewer,
    before: attendee,
    after: { ...attendee, table_id: tableId, updated_at: now },
  });
}

export type TableMember = Pick<
  Doc<"attendees">,
  "_id" | "first_name" | "last_name" | "attendee_type" | "parish" | "family_number" | "known_servers"
>;

export function member(a: Doc<"attendees">): TableMember {
  return {
    _id: a._id,
    first_name: a.first_name,
    last_name: a.last_name,
    attendee_type: a.attendee_type,
    parish: a.parish,
    family_number: a.family_number,
    known_servers: a.known_servers,
  };
}

