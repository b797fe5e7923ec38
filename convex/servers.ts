import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { staffQuery } from "./functions";
import { hasPermission } from "./shared/permissions";
import { directoryRow, ownAttendee, pageOfServers, serverDashboard, type ServerDashboard } from "./model/serverDirectory";

/** The Server Directory: servers with contact details and what they hold, as bounded live pages. */
export const directory = staffQuery({
  permission: "manageAttendees",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await pageOfServers(ctx, paginationOpts);
    return { ...page, page: await Promise.all(page.page.map((man) => directoryRow(ctx, man))) };
  },
});

/** Servers' names, email and phone only: the admin's picker on the Server Dashboard. */
export const names = staffQuery({
  permission: "manageAttendees",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await pageOfServers(ctx, paginationOpts);
    return {
      ...page,
      page: page.page.map((man) => ({
        _id: man._id,
        first_name: man.first_name,
        last_name: man.last_name,
        email: man.email,
        phone_number: man.phone_number,
      })),
    };
  },
});

export const NOT_YOUR_DASHBOARD = "You can only see your own dashboard.";

/**
 * A server's dashboard: by default the caller's own (his account's attendee record); an admin
 * (manageAttendees) may open anyone's with `attendeeId`. `found: false` when there is no record.
 */
export const dashboard = staffQuery({
  permission: "signedIn",
  args: { attendeeId: v.optional(v.string()) },
  handler: async (ctx, { attendeeId }): Promise<{ found: false; self: boolean } | ({ found: true; self: boolean } & ServerDashboard)> => {
    const user = await ctx.db.get("users", ctx.viewer.userId);
    const own = user === null ? null : await ownAttendee(ctx, user);
    if (attendeeId === undefined || attendeeId === own?._id) {
      return own === null ? { found: false, self: true } : { found: true, self: true, ...(await serverDashboard(ctx, own)) };
    }
    if (!hasPermission(ctx.viewer.roles, "manageAttendees")) {
      throw new ConvexError({ code: "FORBIDDEN", message: NOT_YOUR_DASHBOARD });
    }
    const id = ctx.db.normalizeId("attendees", attendeeId);
    const man = id === null ? null : await ctx.db.get("attendees", id);
    return man === null ? { found: false, self: false } : { found: true, self: false, ...(await serverDashboard(ctx, man)) };
  },
});
