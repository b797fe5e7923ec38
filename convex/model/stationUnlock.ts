import { retrieveAccount } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { PASSWORD_PROVIDER_ID } from "./passwordProvider";
import { sha256Hex } from "./signInDevices";
import { TOO_MANY_ATTEMPTS } from "./signInThrottle";

export const WRONG_STATION_PASSWORD = "That password is not right. Try again.";

/**
 * Unlocks the check-in station: the signed-in volunteer's own password, checked like a sign-in
 * (the same failed-attempt count and lockout for his address and this browser) without starting
 * a new session.
 */
export async function unlockStation(ctx: ActionCtx, viewer: Viewer, args: { password: string; deviceToken?: string }): Promise<void> {
  const email = viewer.email;
  if (email === null || args.password === "") throw new ConvexError({ code: "INVALID_CREDENTIALS", message: WRONG_STATION_PASSWORD });
  const tokenHash = args.deviceToken ? await sha256Hex(args.deviceToken) : null;
  const { key, locked } = await ctx.runQuery(internal.signInDevices.attempt, { purpose: "signIn", email, tokenHash });
  if (locked) throw new ConvexError({ code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_ATTEMPTS });
  try {
    await retrieveAccount(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email, secret: args.password } });
  } catch {
    await ctx.runMutation(internal.auth.recordSignInFailure, { email: key });
    throw new ConvexError({ code: "INVALID_CREDENTIALS", message: WRONG_STATION_PASSWORD });
  }
  await ctx.runMutation(internal.auth.recordSignInSuccess, { email: key });
}
