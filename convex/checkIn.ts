import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { checkInMan, recordDoorPayment, toCheckInRows, undoCheckIn } from "./model/checkIn";
import { readCheckInCounts } from "./model/checkInCounts";

/**
 * The check-in screen: every man as bounded live pages (in the order they were added), so a
 * check-in re-sends only the page that holds him; search and sort happen on the client.
 */
export const list = staffQuery({
  permission: "checkIn",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("attendees").paginate(paginationOpts);
    return { ...page, page: await toCheckInRows(ctx, page.page) };
  },
});

/** Arrived / expected by type, not yet arrived, unpaid among the arrived: one small document. */
export const counts = staffQuery({
  permission: "checkIn",
  args: {},
  handler: async (ctx) => await readCheckInCounts(ctx),
});

/** Checks a man in once, whoever taps first; records who and when. */
export const checkIn = staffMutation({
  permission: "checkIn",
  args: { id: v.id("attendees") },
  handler: async (ctx, { id }) => await checkInMan(ctx, ctx.viewer, id),
});

/** Undoes a check-in (the snackbar's Undo, or later from his row). */
export const undo = staffMutation({
  permission: "checkIn",
  args: { id: v.id("attendees") },
  handler: async (ctx, { id }) => await undoCheckIn(ctx, ctx.viewer, id),
});

/** Money received at the door (text as typed: the server answers non-numbers clearly), or a ticked refund. */
export const recordPayment = staffMutation({
  permission: "checkIn",
  args: { id: v.id("attendees"), amount: v.string(), refund: v.boolean(), note: v.optional(v.string()) },
  handler: async (ctx, args) => await recordDoorPayment(ctx, ctx.viewer, args),
});
