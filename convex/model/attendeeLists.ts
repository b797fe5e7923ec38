import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

/**
 * The attendee grid's rows, read as live pages (index ranges of the creation order, newest
 * first), so a change to one man re-runs and re-sends only the page that holds him.
 */

/** What the grid shows for one man, and nothing more: a page of them stays a few kilobytes. */
export type AttendeeListRow = Pick<
  Doc<"attendees">,
  | "_id"
  | "first_name"
  | "last_name"
  | "email"
  | "phone_number"
  | "attendee_type"
  | "has_paid"
  | "has_checked_in"
  | "room_id"
  | "table_id"
  | "sleeps_at_home"
  | "created_at"
>;

export function toListRow(a: Doc<"attendees">): AttendeeListRow {
  return {
    _id: a._id,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    phone_number: a.phone_number,
    attendee_type: a.attendee_type,
    has_paid: a.has_paid,
    has_checked_in: a.has_checked_in,
    room_id: a.room_id,
    table_id: a.table_id,
    sleeps_at_home: a.sleeps_at_home,
    created_at: a.created_at,
  };
}

/** The most rows one page may ask for: pages are small by design (see src/lib/useLiveList.ts). */
export const MAX_PAGE_ITEMS = 200;

/**
 * The page options paginate() gets: the page size kept within MAX_PAGE_ITEMS, and only the fields
 * that shape the page (not `id`, which only tells one client's page queries from another's, so
 * the same page asked for by different screens is the same computation).
 */
export function boundedPage(opts: PaginationOptions): PaginationOptions {
  const { cursor, endCursor, maximumRowsRead, maximumBytesRead } = opts;
  return {
    numItems: Math.max(1, Math.min(MAX_PAGE_ITEMS, Math.floor(opts.numItems))),
    cursor,
    ...(endCursor !== undefined ? { endCursor } : {}),
    ...(maximumRowsRead !== undefined ? { maximumRowsRead } : {}),
    ...(maximumBytesRead !== undefined ? { maximumBytesRead } : {}),
  };
}

/** One page of the grid, newest first; split and end cursors pass through to the client. */
export async function gridPage(ctx: QueryCtx, opts: PaginationOptions): Promise<PaginationResult<AttendeeListRow>> {
  const result = await ctx.db.query("attendees").order("desc").paginate(boundedPage(opts));
  return { ...result, page: result.page.map(toListRow) };
}

/** The most full records one export request returns; the export asks for them chunk by chunk. */
export const EXPORT_CHUNK = 250;

/** Full records with room and table names for the given men (at most EXPORT_CHUNK), in the given order. */
export async function exportChunk(ctx: QueryCtx, ids: readonly Id<"attendees">[]) {
  const rows = (await Promise.all(ids.map((id) => ctx.db.get("attendees", id)))).filter((a) => a !== null);
  const roomIds = [...new Set(rows.flatMap((a) => (a.room_id === null ? [] : [a.room_id])))];
  const tableIds = [...new Set(rows.flatMap((a) => (a.table_id === null ? [] : [a.table_id])))];
  const rooms = new Map((await Promise.all(roomIds.map((id) => ctx.db.get("rooms", id)))).flatMap((r) => (r ? [[r._id, r.name] as const] : [])));
  const tables = new Map(
    (await Promise.all(tableIds.map((id) => ctx.db.get("diningTables", id)))).flatMap((t) => (t ? [[t._id, t.name] as const] : [])),
  );
  return rows.map((a) => ({
    ...a,
    room_name: a.room_id === null ? null : (rooms.get(a.room_id) ?? null),
    table_name: a.table_id === null ? null : (tables.get(a.table_id) ?? null),
  }));
}
