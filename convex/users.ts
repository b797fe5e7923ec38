import { getAuthSessionId, invalidateSessions, modifyAccountCredentials } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalQuery } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { retreatOfUser } from "./model/retreats";
import { isActiveSession, publicQuery, rolesOf, signedInUser, staffAction, staffMutation, type Viewer } from "./functions";
import { languageValidator } from "./shared/languages";
import { PASSWORD_PROVIDER_ID } from "./model/passwordProvider";
import { permissionsFor } from "./shared/permissions";
import type { Role } from "./shared/validators";
import { isAcceptablePassword, PASSWORD_TOO_SHORT } from "./shared/passwordRules";

/**
 * The signed-in user as the UI needs them: who they are, their roles and what those allow.
 * Null when signed out. Roles are read on every run, so a role change reaches open screens at
 * once; a failure reading them yields empty roles (and so no permissions).
 */
export const viewer = publicQuery({
  args: {},
  handler: async (ctx) => {
    const user = await signedInUser(ctx);
    if (user === null) return null;
    const userId = user._id;
    const roles: Role[] = await rolesOf(ctx, userId).catch(() => []);
    return {
      userId,
      email: user.email ?? null,
      firstName: user.first_name ?? null,
      lastName: user.last_name ?? null,
      mustChangePassword: user.must_change_password ?? false,
      language: user.language ?? null,
      roles,
      permissions: permissionsFor(roles),
    };
  },
});

/** Used by permission-checked actions, which cannot read the database directly. */
export const viewerById = internalQuery({
  args: { userId: v.id("users"), sessionId: v.optional(v.string()) },
  handler: async (
    ctx,
    { userId, sessionId },
  ): Promise<(Viewer & { mustChangePassword: boolean; retreatId: Id<"retreats">; retreatClosed: boolean }) | null> => {
    const user = await ctx.db.get("users", userId);
    if (user === null || !(await isActiveSession(ctx, user, sessionId ?? null))) return null;
    const retreat = await retreatOfUser(ctx, user);
    return {
      userId,
      email: user.email ?? null,
      roles: await rolesOf(ctx, userId),
      mustChangePassword: user.must_change_password ?? false,
      retreatId: retreat._id,
      retreatClosed: retreat.status === "closed",
    };
  },
});

export const mustChangePassword = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => (await ctx.db.get("users", userId))?.must_change_password ?? false,
});

/**
 * After an admin reset their password, a user chooses a new one at sign-in. Only then: changing
 * a password otherwise goes through the emailed reset link. Other sessions of the account end.
 */
export const completeRequiredPasswordChange = staffAction({
  permission: "signedIn",
  scope: "global",
  duringPasswordChange: true,
  args: { newPassword: v.string() },
  handler: async (ctx, { newPassword }) => {
    const { userId, email } = ctx.viewer;
    if (!(await ctx.runQuery(internal.users.mustChangePassword, { userId })) || email === null) {
      throw new ConvexError({ code: "FORBIDDEN", message: "Use the reset link from your email to change your password." });
    }
    const password = newPassword.trim();
    if (!isAcceptablePassword(password)) throw new ConvexError({ code: "INVALID_PASSWORD", message: PASSWORD_TOO_SHORT });
    await modifyAccountCredentials(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email, secret: password } });
    const sessionId = await getAuthSessionId(ctx);
    await invalidateSessions(ctx, { userId, except: sessionId === null ? [] : [sessionId] });
    await ctx.runMutation(internal.auth.recordPasswordChanged, { userId, email });
    return null;
  },
});

/**
 * The caller's own language for the app. Only his own: the account is the signed-in caller's, never
 * an argument. Allowed while a temporary password waits to be replaced (the page asking for it is
 * shown in this language too).
 */
export const setMyLanguage = staffMutation({
  permission: "signedIn",
  scope: "global",
  duringPasswordChange: true,
  args: { language: languageValidator },
  handler: async (ctx, { language }) => {
    await ctx.db.patch("users", ctx.viewer.userId, { language });
    return null;
  },
});
