import { createAccount, modifyAccountCredentials } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalQuery } from "./_generated/server";
import { accountAuditMutation, retreatInternalQuery, staffAction, staffMutation, staffQuery } from "./functions";
import {
  ADMIN_USER_MESSAGES,
  checkNewAccount,
  recordCreatedAccount,
  recordPasswordReset,
  removeRole as removeRoleOf,
  setDisabled as setDisabledOf,
} from "./model/adminUsers";
import { PASSWORD_PROVIDER_ID } from "./model/passwordProvider";
import { accountsWithRoles } from "./model/roles";
import { temporaryPassword } from "./model/serverAccounts";
import { temporaryPasswordExpiry } from "./model/temporaryPasswords";
import { roleValidator } from "./shared/validators";

const viewerValidator = v.object({ userId: v.id("users"), email: v.union(v.string(), v.null()), roles: v.array(roleValidator) });

/** Every account with its roles, whether it is disabled and whether it still has a temporary password. */
export const list = staffQuery({
  permission: "manageAdmins",
  args: {},
  handler: async (ctx) => await accountsWithRoles(ctx),
});

/**
 * Creates an account with the given roles and a random temporary password, returned once to the
 * admin who created it (with when it expires); the user must choose his own at first sign-in.
 */
export const create = staffAction({
  permission: "manageAdmins",
  scope: "global",
  args: { email: v.string(), firstName: v.string(), lastName: v.string(), roles: v.array(roleValidator) },
  handler: async (ctx, args): Promise<{ userId: Id<"users">; email: string; temporaryPassword: string; expiresAt: number }> => {
    const input = checkNewAccount(args);
    const existing = await ctx.runQuery(internal.adminUsers.accountByEmail, { email: input.email, retreatId: ctx.retreatId });
    if (existing.userId !== null) throw new ConvexError({ code: "INVALID", message: ADMIN_USER_MESSAGES.emailTaken });
    const password = temporaryPassword();
    const expiresAt = temporaryPasswordExpiry();
    const { user } = await createAccount(ctx, {
      provider: PASSWORD_PROVIDER_ID,
      account: { id: input.email, secret: password },
      profile: {
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        must_change_password: true,
        temporary_password_expires_at: expiresAt,
        ...(existing.attendeeId === null ? {} : { attendee_id: existing.attendeeId }),
      },
    });
    await ctx.runMutation(internal.adminUsers.recordCreated, { retreatId: ctx.retreatId, viewer: ctx.viewer, userId: user._id, roles: input.roles });
    return { userId: user._id, email: input.email, temporaryPassword: password, expiresAt };
  },
});

/** Gives an account a new random temporary password (returned once, with its expiry) and ends all its sessions. */
export const resetPassword = staffAction({
  permission: "manageAdmins",
  scope: "global",
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }): Promise<{ email: string; temporaryPassword: string; expiresAt: number }> => {
    if (userId === ctx.viewer.userId) throw new ConvexError({ code: "INVALID", message: ADMIN_USER_MESSAGES.ownPassword });
    const email = await ctx.runQuery(internal.adminUsers.emailOf, { userId });
    const password = temporaryPassword();
    try {
      await modifyAccountCredentials(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email, secret: password } });
    } catch {
      throw new ConvexError({ code: "INVALID", message: ADMIN_USER_MESSAGES.noPassword });
    }
    const expiresAt = temporaryPasswordExpiry();
    await ctx.runMutation(internal.adminUsers.recordReset, { retreatId: ctx.retreatId, viewer: ctx.viewer, userId, expiresAt });
    return { email, temporaryPassword: password, expiresAt };
  },
});

/** Takes one role away; the last administrator keeps the admin role. */
export const removeRole = staffMutation({
  permission: "manageAdmins",
  scope: "global",
  args: { userId: v.id("users"), role: roleValidator },
  handler: async (ctx, { userId, role }) => {
    await removeRoleOf(ctx, ctx.viewer, userId, role);
    return null;
  },
});

/** Disables an account (it cannot sign in; its sessions end) or enables it again. */
export const setDisabled = staffMutation({
  permission: "manageAdmins",
  scope: "global",
  args: { userId: v.id("users"), disabled: v.boolean() },
  handler: async (ctx, { userId, disabled }) => {
    await setDisabledOf(ctx, ctx.viewer, userId, disabled);
    return null;
  },
});

export const accountByEmail = retreatInternalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first();
    const attendee = await ctx.db
      .query("attendees")
      .withIndex("by_email", (q) => q.eq("email", email))
      .first();
    return { userId: user?._id ?? null, attendeeId: attendee?._id ?? null };
  },
});

export const emailOf = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }): Promise<string> => {
    const user = await ctx.db.get("users", userId);
    if (user === null) throw new ConvexError({ code: "INVALID", message: ADMIN_USER_MESSAGES.accountGone });
    if (!user.email) throw new ConvexError({ code: "INVALID", message: ADMIN_USER_MESSAGES.noPassword });
    return user.email;
  },
});

export const recordCreated = accountAuditMutation({
  args: { viewer: viewerValidator, userId: v.id("users"), roles: v.array(roleValidator) },
  handler: async (ctx, { viewer, userId, roles }) => await recordCreatedAccount(ctx, viewer, userId, roles),
});

export const recordReset = accountAuditMutation({
  args: { viewer: viewerValidator, userId: v.id("users"), expiresAt: v.number() },
  handler: async (ctx, { viewer, userId, expiresAt }) => await recordPasswordReset(ctx, viewer, userId, expiresAt),
});
