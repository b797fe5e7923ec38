import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { unscoped } from "./retreatScope";

/** The retreat staff work on unless they chose to look at another, or null before the first one exists. */
export async function currentRetreat(ctx: Pick<QueryCtx, "db">): Promise<Doc<"retreats"> | null> {
  return await unscoped(ctx.db)
    .query("retreats")
    .withIndex("by_current", (q) => q.eq("is_current", true))
    .first();
}

export const NO_RETREAT = "There is no retreat yet.";

/** The refusal before the first retreat exists (a data directory the seed has not run on). */
export function noRetreat(): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code: "NO_RETREAT", message: NO_RETREAT });
}

/** The retreat an account works in: the one it chose to look at, else the current one. */
export async function retreatOfUser(ctx: Pick<QueryCtx, "db">, user: Doc<"users"> | null): Promise<Doc<"retreats">> {
  const db = unscoped(ctx.db);
  if (user?.viewing_retreat_id !== undefined) {
    const chosen = await db.get("retreats", user.viewing_retreat_id);
    if (chosen !== null) return chosen;
  }
  const current = await currentRetreat(ctx);
  if (current === null) throw noRetreat();
  return current;
}

export const RETREAT_CLOSED = "This retreat is closed: its records are kept read-only.";

/** The refusal of a change to a closed weekend. */
export function retreatClosed(): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code: "RETREAT_CLOSED", message: RETREAT_CLOSED });
}

/** Refuses a change to a closed weekend. */
export function requireOpen(retreat: Doc<"retreats">): void {
  if (retreat.status === "closed") throw retreatClosed();
}

/** A retreat by id, refusing one that does not exist. */
export async function retreatById(ctx: Pick<QueryCtx, "db">, retreatId: Id<"retreats">): Promise<Doc<"retreats">> {
  const retreat = await unscoped(ctx.db).get("retreats", retreatId);
  if (retreat === null) throw new ConvexError({ code: "NOT_FOUND", message: "Retreat not found." });
  return retreat;
}
