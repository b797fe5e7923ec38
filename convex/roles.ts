import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { accountsWithRoles, replaceRoles } from "./model/roles";
import { roleValidator } from "./shared/validators";

/** Every account and its roles (the Roles screen). */
export const listUsers = staffQuery({
  permission: "manageRoles",
  args: {},
  handler: async (ctx) => await accountsWithRoles(ctx),
});

/** Sets a user's roles; takes effect on that user's open screens at once. */
export const setUserRoles = staffMutation({
  permission: "manageRoles",
  scope: "global",
  args: { userId: v.id("users"), roles: v.array(roleValidator) },
  handler: async (ctx, { userId, roles }) => {
    await replaceRoles(ctx, ctx.viewer, userId, roles);
    return null;
  },
});
