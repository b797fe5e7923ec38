import { Email } from "@convex-dev/auth/providers/Email";
import { convexAuth, type EmailConfig } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { DataModel } from "./_generated/dataModel";
import { env, internalQuery, type ActionCtx } from "./_generated/server";
import { internalMutation } from "./functions";
import { passwordResetEmail } from "./model/email";
import { staffPassword } from "./model/passwordProvider";
import { checkRefresh } from "./model/refreshGuard";
import { clearSignInLocks } from "./model/signInDevices";
import { clearFailedSignIns, recordFailedSignIn } from "./model/signInThrottle";

/** High enough never to trip before our own throttle; see `signIn` below. */
const LIBRARY_FAILED_ATTEMPTS_PER_HOUR = 1_000_000;

/** Minutes a password-reset link stays valid. */
const RESET_LINK_MINUTES = 60;

/** The reset code goes out by email; the message is queued in the outbox table. */
const passwordReset = Email<DataModel>({
  id: "password-reset",
  maxAge: RESET_LINK_MINUTES * 60,
  // The library passes the action ctx as a second argument, which its types leave out.
  sendVerificationRequest: (async ({ identifier, token }: { identifier: string; token: string }, ctx: ActionCtx) => {
    const message = passwordResetEmail({
      siteUrl: env.SITE_URL ?? "",
      email: identifier,
      code: token,
      minutes: RESET_LINK_MINUTES,
      language: await ctx.runQuery(internal.email.languageFor, { email: identifier }),
    });
    await ctx.runMutation(internal.email.enqueue, message);
  }) as unknown as EmailConfig["sendVerificationRequest"],
});

const convexAuthApi = convexAuth({
  providers: [staffPassword(passwordReset)],
  // The library counts failures per account (passwords) and per address (reset codes), whoever
  // makes them, so with a low limit a stranger could lock the owner out. Our throttle
  // (model/signInThrottle.ts, per device in model/signInDevices.ts) limits password guesses;
  // reset codes are 32 random characters and need no guessing limit.
  signIn: { maxFailedAttempsPerHour: LIBRARY_FAILED_ATTEMPTS_PER_HOUR },
});
export const { auth, signIn, signOut, isAuthenticated } = convexAuthApi;

/** The library's own writer; it is reached only through `store` below. */
export const libraryStore = convexAuthApi.store;

/**
 * Every step Convex Auth takes in the database goes through `auth:store`. A renewal with a
 * refresh token that is not a live token of the session it names is refused here without
 * ending that session (the library would end it), and counted (model/refreshGuard.ts).
 */
export const store = internalMutation({
  // The library validates its own arguments in libraryStore.
  args: { args: v.any() },
  handler: async (ctx, { args }): Promise<unknown> => {
    const step = args as { type?: unknown; refreshToken?: unknown };
    if (step.type === "refreshSession" && typeof step.refreshToken === "string") {
      if ((await checkRefresh(ctx, step.refreshToken)) === "foreign") return null;
    }
    return await ctx.runMutation(internal.auth.libraryStore, { args });
  },
});

/** `email` here is a throttle key: an address, or an address and a device (model/signInDevices.ts). */
export const recordSignInFailure = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => await recordFailedSignIn(ctx, email),
});

export const recordSignInSuccess = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => await clearFailedSignIns(ctx, email),
});

/** After a password reset or a required change: the temporary password is gone, no bucket of the address stays locked. */
export const recordPasswordChanged = internalMutation({
  args: { userId: v.id("users"), email: v.string() },
  handler: async (ctx, { userId, email }) => {
    const user = await ctx.db.get("users", userId);
    if (user?.must_change_password || user?.temporary_password_expires_at !== undefined) {
      await ctx.db.patch("users", userId, { must_change_password: false, temporary_password_expires_at: undefined });
    }
    await clearSignInLocks(ctx, email);
  },
});

/** Remembers a used reset link (its code's hash) so a second use says "already used". */
export const recordSpentResetLink = internalMutation({
  args: { email: v.string(), codeHash: v.string() },
  handler: async (ctx, { email, codeHash }) => {
    await ctx.db.insert("spentResetLinks", { email, code_hash: codeHash, used_at: Date.now() });
  },
});

export const isResetLinkSpent = internalQuery({
  args: { email: v.string(), codeHash: v.string() },
  handler: async (ctx, { email, codeHash }) =>
    (await ctx.db
      .query("spentResetLinks")
      .withIndex("by_email_and_hash", (q) => q.eq("email", email).eq("code_hash", codeHash))
      .first()) !== null,
});
