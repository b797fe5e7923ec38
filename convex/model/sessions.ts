import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

const MAX_SESSIONS = 1000;

/**
 * Ends every session of an account: its sessions and their refresh tokens go, so no device can
 * renew its sign-in, and open screens sign out at once (the viewer checks its session exists).
 */
export async function endSessions(ctx: MutationCtx, userId: Id<"users">): Promise<number> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(MAX_SESSIONS);
  for (const session of sessions) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .take(MAX_SESSIONS);
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
  return sessions.length;
}
