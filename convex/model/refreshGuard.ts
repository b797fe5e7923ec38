import { ConvexError } from "convex/values";
import type { MutationCtx } from "../_generated/server";

/**
 * Convex Auth renews a sign-in with a refresh token `<token id>|<session id>`. When the token id
 * is not a live token of that session, the library ends the session, so a made-up token naming
 * someone's session would sign him out. Here such a token is simply refused: nothing changes,
 * except that wrong tokens are counted per session (the token family), and once a family has
 * had MAX_WRONG_REFRESHES wrong tokens within the window, renewals of that session are refused
 * until the window has passed.
 */
export const MAX_WRONG_REFRESHES = 10;
export const REFRESH_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_REFRESHES = "Too many attempts to renew this sign-in. Please wait a few minutes and try again.";

type Refusal = "foreign";

export function parseRefreshToken(refreshToken: string): { tokenId: string; sessionId: string } | null {
  const parts = refreshToken.split("|");
  return parts.length === 2 && parts[0] !== "" && parts[1] !== "" ? { tokenId: parts[0], sessionId: parts[1] } : null;
}

async function failuresOf(ctx: MutationCtx, sessionId: string) {
  return await ctx.db
    .query("refreshFailures")
    .withIndex("by_session", (q) => q.eq("session_id", sessionId))
    .unique();
}

/**
 * Checks a renewal before the library sees it: throws while the session's family is locked,
 * and answers "foreign" (the caller refuses without ending anything) when the token is not a
 * live token of the session it names.
 */
export async function checkRefresh(ctx: MutationCtx, refreshToken: string, now = Date.now()): Promise<Refusal | null> {
  const parsed = parseRefreshToken(refreshToken);
  if (parsed === null) return "foreign";
  const failures = await failuresOf(ctx, parsed.sessionId);
  const live = failures !== null && now - failures.window_start < REFRESH_WINDOW_MS;
  if (live && failures.count >= MAX_WRONG_REFRESHES) {
    throw new ConvexError({ code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_REFRESHES });
  }
  const tokenId = ctx.db.normalizeId("authRefreshTokens", parsed.tokenId);
  const token = tokenId === null ? null : await ctx.db.get("authRefreshTokens", tokenId);
  if (token !== null && token.sessionId === parsed.sessionId) return null;
  const sessionId = ctx.db.normalizeId("authSessions", parsed.sessionId);
  // Wrong tokens are counted only against a session that exists: nothing to protect otherwise.
  if (sessionId !== null && (await ctx.db.get("authSessions", sessionId)) !== null) {
    if (failures === null) await ctx.db.insert("refreshFailures", { session_id: parsed.sessionId, count: 1, window_start: now });
    else if (live) await ctx.db.patch("refreshFailures", failures._id, { count: failures.count + 1 });
    else await ctx.db.patch("refreshFailures", failures._id, { count: 1, window_start: now });
  }
  return "foreign";
}
