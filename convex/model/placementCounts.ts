import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { keepAssignmentCounts } from "./assignmentCounts";
import { keepCheckInCounts, type CheckInFields } from "./checkInCounts";

/**
 * How many men have no room, by what they need: kept in the one `placementCounts` document so
 * the floor plan shows "Unassigned (N)" without reading every unassigned man on each assignment.
 */
export type UnassignedCounts = { attendee: number; server: number; atHome: number };

/** The fields of an attendee that decide which count (if any) he is in. */
export type PlacementFields = Pick<Doc<"attendees">, "room_id" | "table_id" | "attendee_type" | "sleeps_at_home"> & CheckInFields;

type Bucket = "attendee" | "server" | "at_home";

/** Far above any retreat; keeps a recount bounded. */
const MAX_COUNTED = 10000;

function bucketOf(man: PlacementFields | null): Bucket | null {
  if (man === null || man.room_id !== null) return null;
  return man.sleeps_at_home ? "at_home" : man.attendee_type;
}

async function countRange(ctx: QueryCtx, type: Doc<"attendees">["attendee_type"], atHome: boolean): Promise<number> {
  const men = await ctx.db
    .query("attendees")
    .withIndex("by_type_and_room", (q) => q.eq("attendee_type", type).eq("room_id", null).eq("sleeps_at_home", atHome))
    .take(MAX_COUNTED);
  return men.length;
}

/** Counts from the attendees themselves: before the counts document exists, and in the drift test. */
export async function recountUnassigned(ctx: QueryCtx): Promise<UnassignedCounts> {
  return {
    attendee: await countRange(ctx, "attendee", false),
    server: await countRange(ctx, "server", false),
    atHome: (await countRange(ctx, "attendee", true)) + (await countRange(ctx, "server", true)),
  };
}

export async function readUnassignedCounts(ctx: QueryCtx): Promise<UnassignedCounts> {
  const kept = await ctx.db.query("placementCounts").first();
  if (kept === null) return await recountUnassigned(ctx);
  return { attendee: kept.attendee, server: kept.server, atHome: kept.at_home };
}

/**
 * Every write of an attendee (insert, patch, replace, delete) calls this right after the write,
 * in the same transaction, with the man as he was (null when new) and as he is (null when
 * deleted). The first call on a database without counts counts everyone, this write included.
 * The rooms' and tables' own counts (model/assignmentCounts.ts) and the check-in counts
 * (model/checkInCounts.ts) follow too, so one call after a write keeps them all.
 */
export async function keepPlacementCounts(
  ctx: MutationCtx,
  before: PlacementFields | null,
  after: PlacementFields | null,
): Promise<void> {
  await keepCheckInCounts(ctx, before, after);
  await keepAssignmentCounts(ctx, before, after);
  const from = bucketOf(before);
  const to = bucketOf(after);
  if (from === to) return;
  const kept = await ctx.db.query("placementCounts").first();
  if (kept === null) {
    const counts = await recountUnassigned(ctx);
    await ctx.db.insert("placementCounts", { attendee: counts.attendee, server: counts.server, at_home: counts.atHome });
    return;
  }
  const next = { attendee: kept.attendee, server: kept.server, at_home: kept.at_home };
  if (from !== null) next[from] -= 1;
  if (to !== null) next[to] += 1;
  await ctx.db.patch("placementCounts", kept._id, next);
}
