/**
 * Many weekends in one app: which retreat a staff member looks at, the list to switch between
 * them, and the admin's steps (choose the current one, close and reopen, start the next from
 * this one). Everything here spans weekends, so the mutations are `scope: "global"`: they work
 * while the caller looks at a closed weekend.
 */
import { ConvexError, v } from "convex/values";
import { internalMutation, staffMutation, staffQuery } from "./functions";
import { carryMenChunk as carryNextMen, previewNextRetreat, startNextRetreat, type StartedRetreat } from "./model/nextRetreat";
import { carryValidator, type Carry, type CarryCounts } from "./model/retreatCarryOver";
import { carryRefusal, nextRetreatRefusal } from "./shared/retreatRules";
import { listRetreats, retreatSummary, type RetreatListItem, type RetreatSummary } from "./model/retreatList";
import { retreatById } from "./model/retreats";
import { unscoped } from "./model/retreatScope";

/** The retreat the caller works in: its name and dates (from its settings), status and whether it is the current one. */
export const viewing = staffQuery({
  permission: "signedIn",
  args: {},
  handler: async (ctx): Promise<RetreatSummary> => await retreatSummary(unscoped(ctx.db), ctx.retreat),
});

/** Every retreat, newest first, with its head counts; `isViewing` marks the caller's. */
export const list = staffQuery({
  permission: "switchRetreat",
  args: {},
  handler: async (ctx): Promise<RetreatListItem[]> => await listRetreats(unscoped(ctx.db), ctx.retreatId),
});

/** Looks at another weekend; null (or the current retreat) goes back to the current one. */
export const view = staffMutation({
  permission: "switchRetreat",
  scope: "global",
  args: { retreatId: v.union(v.id("retreats"), v.null()) },
  handler: async (ctx, { retreatId }) => {
    const retreat = retreatId === null ? null : await retreatById(ctx, retreatId);
    const viewing = retreat === null || retreat.is_current ? undefined : retreat._id;
    await ctx.db.patch("users", ctx.viewer.userId, { viewing_retreat_id: viewing });
    return null;
  },
});

/** Makes a retreat the current one (the one staff work on unless they look at another); exactly one is. */
export const setCurrent = staffMutation({
  permission: "manageRetreats",
  scope: "global",
  args: { retreatId: v.id("retreats") },
  handler: async (ctx, { retreatId }) => {
    const retreat = await retreatById(ctx, retreatId);
    if (retreat.is_current) return null;
    const current = await ctx.db
      .query("retreats")
      .withIndex("by_current", (q) => q.eq("is_current", true))
      .take(10);
    for (const other of current) await ctx.db.patch("retreats", other._id, { is_current: false });
    await ctx.db.patch("retreats", retreat._id, { is_current: true });
    return null;
  },
});

/** Closes a weekend: its records are kept read-only (every change to it is refused) until it is reopened. */
export const close = staffMutation({
  permission: "manageRetreats",
  scope: "global",
  args: { retreatId: v.id("retreats") },
  handler: async (ctx, { retreatId }) => {
    const retreat = await retreatById(ctx, retreatId);
    if (retreat.status === "closed") return null;
    await ctx.db.patch("retreats", retreat._id, { status: "closed", closed_at: Date.now(), closed_by: ctx.viewer.email ?? undefined });
    return null;
  },
});

/** Opens a closed weekend for changes again. */
export const reopen = staffMutation({
  permission: "manageRetreats",
  scope: "global",
  args: { retreatId: v.id("retreats") },
  handler: async (ctx, { retreatId }) => {
    const retreat = await retreatById(ctx, retreatId);
    if (retreat.status === "open") return null;
    await ctx.db.patch("retreats", retreat._id, { status: "open", closed_at: undefined, closed_by: undefined });
    return null;
  },
});

function requireCarry(carry: Carry): void {
  const problem = carryRefusal(carry);
  if (problem !== null) throw new ConvexError(problem);
}

/** What starting the next retreat from the caller's weekend would create with these choices. */
export const previewNext = staffQuery({
  permission: "manageRetreats",
  args: { carry: carryValidator },
  handler: async (ctx, { carry }): Promise<CarryCounts> => {
    requireCarry(carry);
    return await previewNextRetreat(unscoped(ctx.db), ctx.retreat, carry);
  },
});

const nextRetreatArgs = { name: v.string(), startDate: v.string(), endDate: v.string(), carry: carryValidator };

/**
 * Starts the next retreat from the caller's weekend: new, open and current, with this name and
 * these dates and what `carry` chose; the caller then looks at it. Nothing of the source weekend
 * changes. Past MEN_PER_TRANSACTION carried men, the rest follow in scheduled transactions.
 */
export const startNext = staffMutation({
  permission: "manageRetreats",
  scope: "global",
  args: nextRetreatArgs,
  handler: async (ctx, args): Promise<StartedRetreat> => {
    const problem = nextRetreatRefusal(args);
    if (problem !== null) throw new ConvexError(problem);
    requireCarry(args.carry);
    // The work reads one weekend and writes another: it takes the database beneath this handler's
    // (scoped to the caller's weekend) and scopes each step itself.
    return await startNextRetreat({ ...ctx, db: unscoped(ctx.db) }, { ...args, sourceId: ctx.retreatId, userId: ctx.viewer.userId });
  },
});

/** The next men of a started retreat, scheduled by startNext and by itself until all are carried. */
export const carryMenChunk = internalMutation({
  args: { retreatId: v.id("retreats"), men: v.array(v.id("attendees")) },
  handler: async (ctx, { retreatId, men }) => {
    await carryNextMen(ctx, retreatId, men);
    return null;
  },
});
