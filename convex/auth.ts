import { env } from "./_generated/server";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { internal } from "./_generated/api";
import type { DataModel } from "./_generated/dataModel";
import { passwordResetEmail } from "./model/email";

/** Minutes a password-reset link stays valid. */
const RESET_LINK_MINUTES = 60;

const passwordReset = {
  id: "password-reset",
  type: "email" as const,
  name: "Password reset",
  from: "Retreat Admin",
  maxAge: RESET_LINK_MINUTES * 60,
  options: {},
  async sendVerificationRequest(
    params: { identifier: string; token: string },
    ctx: { runMutation: (ref: typeof internal.email.enqueue, args: { to: string; subject: string; text: string }) => Promise<unknown> },
  ) {
    const message = passwordResetEmail({
      siteUrl: env.SITE_URL ?? "",
      email: params.identifier,
      code: params.token,
      minutes: RESET_LINK_MINUTES,
    });
    await ctx.runMutation(internal.email.enqueue, message);
  },
};

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    Password<DataModel>({
      profile(params) {
        if (params.flow === "signUp") {
          // Accounts are created by admins (Admin Users, CSV import) or the command line, never by sign-up.
          throw new ConvexError({ code: "FORBIDDEN", message: "Sign up is not available. Ask an administrator for an account." });
        }
        const email = String(params.email ?? "").trim().toLowerCase();
        return { email };
      },
      // `reset` takes an Auth.js email provider; ours queues the message in the outbox table.
      reset: passwordReset as never,
    }),
  ],
  signIn: { maxFailedAttempsPerHour: 10 },
});
