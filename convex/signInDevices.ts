import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalQuery } from "./_generated/server";
import { internalMutation, staffAction } from "./functions";
import { attemptState, randomToken, rememberDevice, sha256Hex } from "./model/signInDevices";

const purposeValidator = v.union(v.literal("signIn"), v.literal("reset"));

/**
 * This browser has signed in to the caller's account: returns the device token it keeps and
 * sends with its next sign-ins (the one it has when still remembered, else a new one).
 */
export const trustThisDevice = staffAction({
  permission: "signedIn",
  scope: "global",
  args: { token: v.optional(v.string()) },
  handler: async (ctx, { token }): Promise<string | null> => {
    const email = ctx.viewer.email;
    if (email === null) return null;
    if (token !== undefined && token.length >= 32 && token.length <= 100) {
      const kept: boolean = await ctx.runMutation(internal.signInDevices.remember, {
        email,
        tokenHash: await sha256Hex(token),
        onlyIfKnown: true,
      });
      if (kept) return token;
    }
    const fresh = randomToken();
    await ctx.runMutation(internal.signInDevices.remember, { email, tokenHash: await sha256Hex(fresh), onlyIfKnown: false });
    return fresh;
  },
});

export const remember = internalMutation({
  args: { email: v.string(), tokenHash: v.string(), onlyIfKnown: v.boolean() },
  handler: async (ctx, { email, tokenHash, onlyIfKnown }) => await rememberDevice(ctx, email, tokenHash, { onlyIfKnown }),
});

/** Which throttle bucket an attempt from this device counts against, and whether it is locked. */
export const attempt = internalQuery({
  args: { purpose: purposeValidator, email: v.string(), tokenHash: v.union(v.string(), v.null()) },
  handler: async (ctx, { purpose, email, tokenHash }) => await attemptState(ctx, purpose, email, tokenHash),
});
