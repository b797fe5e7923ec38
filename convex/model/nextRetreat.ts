/**
 * Starting the next retreat from one weekend (the source): a new open retreat, current at once,
 * with the name and dates given and what staff chose to carry (model/retreatCarryOver.ts). Runs
 * in an internal mutation over the whole database: it reads the source weekend (and, for recent
 * servers, earlier ones) and writes the new one only through its scoped writer, which keeps the
 * new weekend's counters. The source weekend is never written.
 */
import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { retreatWriter } from "../functions";
import type { SettingKey } from "../shared/settings";
import { syncAdorationSlots } from "./adorationSlots";
import {
  carryMan,
  configToCarry,
  countsOf,
  MEN_PER_TRANSACTION,
  menToCarry,
  writeCarriedConfig,
  type Carry,
  type CarryCounts,
} from "./retreatCarryOver";
import { retreatById } from "./retreats";
import { scopeReader } from "./retreatScope";
import { readSettings } from "./settings";

export type NextRetreatArgs = {
  sourceId: Id<"retreats">;
  userId: Id<"users">;
  name: string;
  startDate: string;
  endDate: string;
  carry: Carry;
};

export type StartedRetreat = {
  retreatId: Id<"retreats">;
  /** What was created (men still to carry included). */
  counts: CarryCounts;
  /** Men carried by the transactions scheduled after this one. */
  menCarriedLater: number;
};

/** What `startNext` would create from `source`: the numbers it then creates. */
export async function previewNextRetreat(db: QueryCtx["db"], source: Doc<"retreats">, carry: Carry): Promise<CarryCounts> {
  return countsOf(await menToCarry(db, source, carry), await configToCarry(db, source._id, carry, 0));
}

/** Makes the new retreat the only current one; it is started after every other, so "recent" weekends follow the order started. */
async function insertCurrentRetreat(ctx: MutationCtx, previousId: Id<"retreats">): Promise<Id<"retreats">> {
  const newest = await ctx.db.query("retreats").withIndex("by_created").order("desc").first();
  const createdAt = Math.max(Date.now(), (newest?.created_at ?? 0) + 1);
  const current = await ctx.db
    .query("retreats")
    .withIndex("by_current", (q) => q.eq("is_current", true))
    .take(10);
  for (const retreat of current) await ctx.db.patch("retreats", retreat._id, { is_current: false });
  return await ctx.db.insert("retreats", { status: "open", is_current: true, created_at: createdAt, previous_id: previousId });
}

/** `ctx.db` must see every retreat (an internal mutation's). */
export async function startNextRetreat(ctx: MutationCtx, args: NextRetreatArgs): Promise<StartedRetreat> {
  const source = await retreatById(ctx, args.sourceId);
  const now = Date.now();
  const men = await menToCarry(ctx.db, source, args.carry);
  const config = await configToCarry(ctx.db, source._id, args.carry, now);
  const sourceSettings = await readSettings({ ...ctx, db: scopeReader(ctx.db, source._id) });
  const from = { name: sourceSettings.retreat_name, start: sourceSettings.retreat_start_date, end: sourceSettings.retreat_end_date };

  const retreatId = await insertCurrentRetreat(ctx, source._id);
  await ctx.db.patch("users", args.userId, { viewing_retreat_id: undefined });

  const writer = retreatWriter(ctx, retreatId);
  await writeCarriedConfig(writer, config, from, { name: args.name.trim(), start: args.startDate, end: args.endDate });
  const own: Array<[SettingKey, string]> = [
    ["retreat_name", args.name.trim()],
    ["retreat_start_date", args.startDate],
    ["retreat_end_date", args.endDate],
  ];
  for (const [setting_key, setting_value] of own) await writer.insert("siteSettings", { setting_key, setting_value, updated_at: now });
  // The adoration hours follow the new dates, as a save of Settings would make them.
  const inNew: MutationCtx = { ...ctx, db: writer };
  await syncAdorationSlots(inNew, await readSettings(inNew));

  for (const man of men.slice(0, MEN_PER_TRANSACTION)) await carryMan(writer, man.record, now);
  const later = men.slice(MEN_PER_TRANSACTION).map((man) => man.record._id);
  if (later.length > 0) await ctx.scheduler.runAfter(0, internal.retreats.carryMenChunk, { retreatId, men: later });
  return { retreatId, counts: countsOf(men, config), menCarriedLater: later.length };
}

/**
 * Carries the next men of a started retreat (their records, in whatever weekend they are), then
 * schedules the rest. It completes the start even if the new retreat was closed meanwhile: the
 * men belong to what was started. A man deleted meanwhile is skipped; one already there is kept.
 */
export async function carryMenChunk(ctx: MutationCtx, retreatId: Id<"retreats">, ids: Array<Id<"attendees">>): Promise<void> {
  await retreatById(ctx, retreatId);
  const writer = retreatWriter(ctx, retreatId);
  const now = Date.now();
  for (const id of ids.slice(0, MEN_PER_TRANSACTION)) {
    const man = await ctx.db.get("attendees", id);
    if (man !== null) await carryMan(writer, man, now);
  }
  const rest = ids.slice(MEN_PER_TRANSACTION);
  if (rest.length > 0) await ctx.scheduler.runAfter(0, internal.retreats.carryMenChunk, { retreatId, men: rest });
}
