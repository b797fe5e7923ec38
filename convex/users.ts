import { v } from "convex/values";
import { internalQuery } from "./_generated/server";
import { loadViewer, publicQuery, rolesOf, type Viewer } from "./functions";
import { permissionsFor } from "./model/permissions";

/**
 * The signed-in user as the UI needs them: who they are, their roles and what those allow.
 * Null when signed out. A failure reading roles yields empty roles (and so no permissions).
 */
export const viewer = publicQuery({
  args: {},
  handler: async (ctx) => {
    const current = await loadViewer(ctx).catch(() => null);
    if (current === null) return null;
    const { user, roles } = current;
    return {
      userId: current.userId,
      email: user.email ?? null,
      firstName: user.first_name ?? null,
      lastName: user.last_name ?? null,
      mustChangePassword: user.must_change_password ?? false,
      roles,
      permissions: permissionsFor(roles),
    };
  },
});

/** Used by permission-checked actions, which cannot read the database directly. */
export const viewerById = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }): Promise<Viewer | null> => {
    const user = await ctx.db.get("users", userId);
    if (user === null) return null;
    return { userId, email: user.email ?? null, roles: await rolesOf(ctx, userId) };
  },
});
