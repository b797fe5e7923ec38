import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { keepAssignmentCounts } from "./assignmentCounts";
import { keepCheckInCounts, type CheckInFields } from "./checkInCounts";
import { addToShard, readSharded, shardKeyOf } from "./counterShards";

/**
 * How many men have no room, by what they need: kept in the `placementCounts` shards (their sum is
 * the counts; model/counterShards.ts) so the floor plan shows "Unassigned (N)" without reading
 * every unassigned man on each assignment.
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

/** The kept counts (the sum of the shards), or null before any write has kept them. */
export async function keptUnassignedCounts(ctx: QueryCtx): Promise<UnassignedCounts | null> {
  const kept = await readSharded(ctx, "placementCounts");
  return kept === null ? null : { attendee: kept.attendee, server: kept.server, atHome: kept.at_home };
}

export async function readUnassignedCounts(ctx: QueryCtx): Promise<UnassignedCounts> {
  return (await keptUnassignedCounts(ctx)) ?? (await recountUnassigned(ctx));
}

/**
 * Runs right after every write of an attendee (insert, patch, replace, delete), in the same
 * transaction (model/derivedData.ts), with the man as he was (null when new) and as he is (null
 * when deleted). The change goes to the shard of the man it is about; the first call on a
 * database without counts counts everyone, this write included. The rooms' and tables' own counts
 * (model/assignmentCounts.ts) and the check-in counts (model/checkInCounts.ts) follow too.
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
  const change = { attendee: 0, server: 0, at_home: 0 };
  if (from !== null) change[from] -= 1;
  if (to !== null) change[to] += 1;
  await addToShard(ctx, "placementCounts", shardKeyOf(before, after), change, async () => {
    const counts = await recountUnassigned(ctx);
    return { attendee: counts.attendee, server: counts.server, at_home: counts.atHome };
  });
}
