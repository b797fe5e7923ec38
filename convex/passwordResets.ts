/**
 * Reset requests answer in the same time whether or not the address has an account: the request
 * itself only records a ticket and schedules its delivery, the same steps for every address.
 * The delivery looks the account up and sends the link through the password provider (flow
 * "reset-send" in model/passwordProvider.ts), which only acts on a ticket it can redeem with the
 * ticket's secret. The delivery calls the public `auth:signIn` (an exception to calling only
 * internal functions) because only there does the library give the provider the configuration
 * it needs to make and send a reset code.
 */
import { v } from "convex/values";
import { api, internal } from "./_generated/api";
import { internalAction } from "./_generated/server";
import { internalMutation } from "./functions";
import { recordFailedSignIn } from "./model/signInThrottle";

/** A ticket not delivered within this time is void. */
const TICKET_MINUTES = 15;

export const queue = internalMutation({
  args: { throttleKey: v.string(), email: v.string(), secret: v.string(), secretHash: v.string() },
  handler: async (ctx, { throttleKey, email, secret, secretHash }) => {
    await recordFailedSignIn(ctx, throttleKey);
    const now = Date.now();
    const ticket = await ctx.db.insert("passwordResetTickets", { email, secret_hash: secretHash, created_at: now });
    await ctx.scheduler.runAfter(0, internal.passwordResets.deliver, { ticket, secret });
    // Tickets whose delivery failed are dropped by later requests.
    const stale = await ctx.db
      .query("passwordResetTickets")
      .withIndex("by_created_at", (q) => q.lt("created_at", now - TICKET_MINUTES * 60_000))
      .take(5);
    for (const old of stale) await ctx.db.delete("passwordResetTickets", old._id);
  },
});

export const deliver = internalAction({
  args: { ticket: v.id("passwordResetTickets"), secret: v.string() },
  handler: async (ctx, { ticket, secret }) => {
    await ctx.runAction(api.auth.signIn, { provider: "password", params: { flow: "reset-send", ticket, secret } });
  },
});

/** The ticket's address, once: the ticket is deleted. Null for an unknown, void or wrong ticket. */
export const redeem = internalMutation({
  args: { ticket: v.string(), secretHash: v.string() },
  handler: async (ctx, { ticket, secretHash }): Promise<string | null> => {
    const id = ctx.db.normalizeId("passwordResetTickets", ticket);
    const found = id === null ? null : await ctx.db.get("passwordResetTickets", id);
    if (found === null || found.secret_hash !== secretHash) return null;
    await ctx.db.delete("passwordResetTickets", found._id);
    return found.created_at >= Date.now() - TICKET_MINUTES * 60_000 ? found.email : null;
  },
});
