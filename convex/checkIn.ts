import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffAction, staffListQuery, staffMutation, staffQuery } from "./functions";
import { checkInMan, checkInPage, recordDoorPayment, undoCheckIn } from "./model/checkIn";
import { selfCheckIn as selfCheckInMan, selfCheckInMatches } from "./model/selfCheckIn";
import { unlockStation as unlockStationWith } from "./model/stationUnlock";

/**
 * The check-in screen: every man as bounded live pages (in the order they were added), so a
 * check-in re-sends only the page that holds him; search and sort happen on the client.
 */
export const list = staffListQuery({
  permission: "checkIn",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await checkInPage(ctx, paginationOpts),
});

/** Arrived / expected by type, not yet arrived, unpaid among the arrived: the sum of a few small shard documents. */
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

/** Self check-in at the station: the names (only) of the men not yet arrived whose phone ends with the digits. */
export const selfMatches = staffQuery({
  permission: "checkIn",
  args: { lastFour: v.string() },
  handler: async (ctx, { lastFour }) => await selfCheckInMatches(ctx, lastFour),
});

/** Self check-in at the station, after the man confirmed his name; the digits are checked again. */
export const selfCheckIn = staffMutation({
  permission: "checkIn",
  args: { id: v.id("attendees"), lastFour: v.string() },
  handler: async (ctx, args) => await selfCheckInMan(ctx, ctx.viewer, args),
});

/** Leaving the check-in station: the signed-in volunteer's password, counted like a sign-in attempt. */
export const unlockStation = staffAction({
  permission: "checkIn",
  args: { password: v.string(), deviceToken: v.optional(v.string()) },
  handler: async (ctx, args) => await unlockStationWith(ctx, ctx.viewer, args),
});
