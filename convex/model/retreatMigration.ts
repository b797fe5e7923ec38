/**
 * Data from the single-weekend app becomes the first retreat: its documents carry no retreat_id,
 * so the first run of `migrations:run` creates a current retreat (if none) and gives it every
 * document of a retreat table that has none, a slice at a time so that each run stays well
 * inside Convex's per-transaction limits. `migrations:run` answers `more: true` until it is done;
 * the embedded backend and `npm run migrate` run it again until then.
 */
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import schema from "../schema";
import { BY_RETREAT, isRetreatTable } from "./retreatSchema";
import { personFor } from "./people";
import { currentRetreat } from "./retreats";
import { unscoped } from "./retreatScope";

/** Documents given a retreat per run (each is one read and one write). */
export const ADOPT_PER_RUN = 1000;

/** The retreat tables, in the schema's order. */
export function retreatTableNames(): TableNames[] {
  return Object.keys(schema.tables).filter(isRetreatTable) as TableNames[];
}

/** The current retreat, made when there is none (the newest retreat becomes current, else a new one). */
export async function ensureCurrentRetreat(ctx: MutationCtx): Promise<Doc<"retreats">> {
  const current = await currentRetreat(ctx);
  if (current !== null) return current;
  const db = unscoped(ctx.db);
  const newest = await db.query("retreats").withIndex("by_created").order("desc").first();
  if (newest !== null) {
    await db.patch("retreats", newest._id, { is_current: true });
    return { ...newest, is_current: true };
  }
  const id = await db.insert("retreats", { status: "open", is_current: true, created_at: Date.now() });
  return (await db.get("retreats", id))!;
}

/**
 * Gives `retreatId` up to `budget` documents that belong to no retreat. Returns how many it gave
 * and whether any are left.
 */
export async function adoptDocuments(ctx: MutationCtx, retreatId: Id<"retreats">, budget = ADOPT_PER_RUN): Promise<{ adopted: number; more: boolean }> {
  const db = unscoped(ctx.db) as unknown as {
    query(table: string): { withIndex(index: string, range: (q: { eq(f: string, v: unknown): unknown }) => unknown): { take(n: number): Promise<Array<{ _id: string }>> } };
    patch(table: string, id: string, value: object): Promise<void>;
  };
  let adopted = 0;
  for (const table of retreatTableNames()) {
    const left = budget - adopted;
    if (left <= 0) return { adopted, more: true };
    const docs = await db
      .query(table)
      .withIndex(BY_RETREAT, (q) => q.eq("retreat_id", undefined))
      .take(left + 1);
    for (const doc of docs.slice(0, left)) await db.patch(table, doc._id, { retreat_id: retreatId });
    adopted += Math.min(docs.length, left);
    if (docs.length > left) return { adopted, more: true };
  }
  return { adopted, more: false };
}

/**
 * Gives up to `budget` attendee records that have no person theirs (records of the single-weekend
 * app, written before people existed): matched by email, as new records are. Returns how many it
 * linked and whether any are left.
 */
export async function linkPeople(ctx: MutationCtx, budget = ADOPT_PER_RUN): Promise<{ linked: number; more: boolean }> {
  const db = unscoped(ctx.db);
  const men = await db
    .query("attendees")
    .withIndex("by_person", (q) => q.eq("person_id", undefined))
    .take(budget + 1);
  for (const man of men.slice(0, budget)) {
    await db.patch("attendees", man._id, { person_id: await personFor({ ...ctx, db }, man) });
  }
  return { linked: Math.min(men.length, budget), more: men.length > budget };
}
