import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { addToShard, readSharded, shardKeyOf, type CounterFields } from "./counterShards";

/**
 * Arrivals at the door, kept in the `checkInCounts` shards (their sum is the counts;
 * model/counterShards.ts) so every open check-in screen and dashboard shows live counts without
 * reading every man on each check-in, and staff checking different men in at once write different
 * shards. Kept in the same transaction as every attendee write (model/derivedData.ts, through
 * keepPlacementCounts).
 */
export type CheckInCounts = {
  /** Retreatants on file, and how many of them have arrived. */
  retreatants: { expected: number; arrived: number };
  servers: { expected: number; arrived: number };
  /** Men on file who have not checked in yet. */
  notArrived: number;
  /** Arrived men who have not paid. */
  unpaidArrived: number;
};

/** The fields of an attendee that decide the check-in counts. */
export type CheckInFields = Pick<Doc<"attendees">, "attendee_type" | "has_checked_in" | "has_paid">;

type Stored = CounterFields<"checkInCounts">;

/** Far above any retreat; keeps a recount bounded. */
const MAX_COUNTED = 10000;

function contribution(man: CheckInFields | null): Stored {
  const none: Stored = { attendee_expected: 0, attendee_arrived: 0, server_expected: 0, server_arrived: 0, arrived_unpaid: 0 };
  if (man === null) return none;
  const arrived = man.has_checked_in ? 1 : 0;
  if (man.attendee_type === "server") {
    none.server_expected = 1;
    none.server_arrived = arrived;
  } else {
    none.attendee_expected = 1;
    none.attendee_arrived = arrived;
  }
  none.arrived_unpaid = man.has_checked_in && !man.has_paid ? 1 : 0;
  return none;
}

function toCounts(stored: Stored): CheckInCounts {
  const expected = stored.attendee_expected + stored.server_expected;
  const arrived = stored.attendee_arrived + stored.server_arrived;
  return {
    retreatants: { expected: stored.attendee_expected, arrived: stored.attendee_arrived },
    servers: { expected: stored.server_expected, arrived: stored.server_arrived },
    notArrived: expected - arrived,
    unpaidArrived: stored.arrived_unpaid,
  };
}

async function recount(ctx: QueryCtx): Promise<Stored> {
  const total: Stored = contribution(null);
  for (const checkedIn of [false, true]) {
    const men = await ctx.db
      .query("attendees")
      .withIndex("by_checked_in", (q) => q.eq("has_checked_in", checkedIn))
      .take(MAX_COUNTED);
    for (const man of men) {
      const one = contribution(man);
      for (const key of Object.keys(total) as (keyof Stored)[]) total[key] += one[key];
    }
  }
  return total;
}

/** Counts from the attendees themselves: before the counts document exists, and in the drift test. */
export async function recountCheckIns(ctx: QueryCtx): Promise<CheckInCounts> {
  return toCounts(await recount(ctx));
}

/** The kept counts (the sum of the shards), or null before any write has kept them. */
export async function keptCheckInCounts(ctx: QueryCtx): Promise<CheckInCounts | null> {
  const kept = await readSharded(ctx, "checkInCounts");
  return kept === null ? null : toCounts(kept);
}

export async function readCheckInCounts(ctx: QueryCtx): Promise<CheckInCounts> {
  return (await keptCheckInCounts(ctx)) ?? (await recountCheckIns(ctx));
}

/**
 * Runs right after every attendee write (through keepPlacementCounts), with the man as he was
 * (null when new) and as he is (null when deleted). The change goes to the shard of the man it is
 * about. The first call on a database without counts counts everyone, this write included.
 */
export async function keepCheckInCounts(
  ctx: MutationCtx,
  before: CheckInFields | null,
  after: CheckInFields | null,
): Promise<void> {
  const from = contribution(before);
  const to = contribution(after);
  const keys = Object.keys(from) as (keyof Stored)[];
  if (keys.every((key) => from[key] === to[key])) return;
  const change = Object.fromEntries(keys.map((key) => [key, to[key] - from[key]])) as Stored;
  await addToShard(ctx, "checkInCounts", shardKeyOf(before, after), change, async () => await recount(ctx));
}
