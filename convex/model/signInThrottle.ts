import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Failed password sign-ins per key (an email address, or an address and one of its known
 * devices: model/signInDevices.ts): each failure uses up one attempt and attempts come back
 * steadily over an hour, so at most MAX_FAILED_SIGN_INS_PER_HOUR wrong passwords per key per
 * hour are checked. Unknown addresses are counted exactly like known ones.
 */
export const MAX_FAILED_SIGN_INS_PER_HOUR = 10;

const HOUR_MS = 60 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait a few minutes and try again.";

async function recordFor(ctx: QueryCtx, email: string) {
  return await ctx.db
    .query("signInAttempts")
    .withIndex("by_email", (q) => q.eq("email", email))
    .unique();
}

function attemptsLeft(record: { attempts_left: number; last_attempt_at: number }, now: number): number {
  const regained = ((now - record.last_attempt_at) / HOUR_MS) * MAX_FAILED_SIGN_INS_PER_HOUR;
  return Math.min(MAX_FAILED_SIGN_INS_PER_HOUR, record.attempts_left + regained);
}

export async function isSignInLocked(ctx: QueryCtx, email: string, now = Date.now()): Promise<boolean> {
  const record = await recordFor(ctx, email);
  return record !== null && attemptsLeft(record, now) < 1;
}

export async function recordFailedSignIn(ctx: MutationCtx, email: string, now = Date.now()): Promise<void> {
  const record = await recordFor(ctx, email);
  if (record === null) {
    await ctx.db.insert("signInAttempts", {
      email,
      attempts_left: MAX_FAILED_SIGN_INS_PER_HOUR - 1,
      last_attempt_at: now,
    });
  } else {
    await ctx.db.patch("signInAttempts", record._id, {
      attempts_left: attemptsLeft(record, now) - 1,
      last_attempt_at: now,
    });
  }
}

export async function clearFailedSignIns(ctx: MutationCtx, email: string): Promise<void> {
  const record = await recordFor(ctx, email);
  if (record !== null) await ctx.db.delete("signInAttempts", record._id);
}
