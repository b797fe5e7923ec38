/** A man across weekends (model/people.ts): the weekends his profile lists. */
import { v } from "convex/values";
import { staffQuery } from "./functions";
import { weekendsOfMan, type Weekend } from "./model/retreatList";
import { unscoped } from "./model/retreatScope";

/** The weekends of the man whose record this is (in the caller's retreat), oldest first; none when the record is not there. */
export const weekendsOf = staffQuery({
  permission: "manageAttendees",
  args: { attendeeId: v.id("attendees") },
  handler: async (ctx, { attendeeId }): Promise<Weekend[]> => {
    const man = await ctx.db.get("attendees", attendeeId);
    return man === null ? [] : await weekendsOfMan(ctx, unscoped(ctx.db), man);
  },
});
