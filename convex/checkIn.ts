import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffMutation } from "./functions";
import { checkInMan, recordDoorPayment, undoCheckIn } from "./model/checkIn";

/**
 * The check-in screen: every man as bounded live pages (in the order they were added), so a
 * check-in re-sends only the page that holds him; search and sort happen on the client.
 */
export const list = sharedStaffQuery({
  permission: "checkIn",
  args: { paginationOpts: paginationOptsValidator },
  rows: sharedRows("checkInRows"),
});

/** Arrived / expected by type, not yet arrived, unpaid among the arrived: one small document. */
export const counts = sharedStaffQuery({
  permission: "checkIn",
  args: {},
  rows: sharedRows("checkInCounts"),
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
