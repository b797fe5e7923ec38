import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { boundedPage } from "./attendeeLists";
import { listTables, member, seatedAt, type TableMember } from "./diningTables";
import { compareNames } from "../shared/collation";

/**
 * The Tables screen's subscriptions, split so one seat change re-runs only what it touches: the
 * tables with their leaders (no other attendee read), each table's seated men (its own index
 * range), and the unseated retreatants and the servers as live pages.
 */

export type TableListing = { _id: Id<"diningTables">; name: string; capacity: number | null; leader: TableMember | null };

export async function tableListing(ctx: QueryCtx): Promise<TableListing[]> {
  const tables = await listTables(ctx);
  const rows = await Promise.all(
    tables.map(async (table) => {
      const leader = table.leader_id === null ? null : await ctx.db.get("attendees", table.leader_id);
      return { _id: table._id, name: table.name, capacity: table.capacity ?? null, leader: leader === null ? null : member(leader) };
    }),
  );
  return rows.sort((a, b) => compareNames(a.name, b.name));
}

export async function seatedMembers(ctx: QueryCtx, tableId: Id<"diningTables">): Promise<TableMember[]> {
  return (await seatedAt(ctx, tableId)).map(member);
}

/** One page of the retreatants without a table (type "attendee"), or of every server (type "server"). */
export async function membersPage(
  ctx: QueryCtx,
  type: "attendee" | "server",
  opts: PaginationOptions,
): Promise<PaginationResult<TableMember>> {
  const men = ctx.db.query("attendees");
  const range =
    type === "attendee"
      ? men.withIndex("by_type_and_table", (q) => q.eq("attendee_type", "attendee").eq("table_id", null))
      : men.withIndex("by_type_and_table", (q) => q.eq("attendee_type", "server"));
  const result = await range.paginate(boundedPage(opts));
  return { ...result, page: result.page.map(member) };
}
