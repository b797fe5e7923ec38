/**
 * Browsers an account has signed in from ("device cookies"), so that a stranger's wrong
 * passwords cannot lock the owner out. After a successful sign-in the browser gets a random
 * device token for that address, kept in its local storage; only the token's SHA-256 is stored
 * here. Sign-in sends the token back: failures from a known device are counted for that address
 * and device alone, everything else for the address's one shared bucket. A stranger can exhaust
 * only the shared bucket, and the owner keeps signing in from his own browsers. A completed
 * password reset clears every bucket of the address.
 */
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { clearFailedSignIns, isSignInLocked } from "./signInThrottle";

/** Devices remembered per address; signing in from one more forgets the least recently used. */
export const MAX_DEVICES_PER_ADDRESS = 10;

/** The SHA-256 of a token, in hex: enough to recognise it, useless to anyone reading the table. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new secret token (a device token, a reset ticket): 32 random bytes, URL-safe. Made in an action, where randomness is real. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function deviceOf(ctx: QueryCtx, email: string, tokenHash: string) {
  return await ctx.db
    .query("signInDevices")
    .withIndex("by_email_and_hash", (q) => q.eq("email", email).eq("token_hash", tokenHash))
    .unique();
}

export type Purpose = "signIn" | "reset";

/**
 * The throttle key that counts this attempt: the address and device when the device is one the
 * address signed in from, else the address's shared bucket (the key used before devices existed).
 */
export async function attemptKey(ctx: QueryCtx, purpose: Purpose, email: string, tokenHash: string | null): Promise<string> {
  const shared = purpose === "reset" ? `reset:${email}` : email;
  if (tokenHash === null || (await deviceOf(ctx, email, tokenHash)) === null) return shared;
  return `${shared}#device:${tokenHash}`;
}

export async function attemptState(ctx: QueryCtx, purpose: Purpose, email: string, tokenHash: string | null) {
  const key = await attemptKey(ctx, purpose, email, tokenHash);
  return { key, locked: await isSignInLocked(ctx, key) };
}

/**
 * Remembers (or refreshes) a device for an address. With `onlyIfKnown`, an unknown token is
 * not added; returns whether the device is remembered now.
 */
export async function rememberDevice(
  ctx: MutationCtx,
  email: string,
  tokenHash: string,
  { onlyIfKnown, now = Date.now() }: { onlyIfKnown: boolean; now?: number },
): Promise<boolean> {
  const known = await deviceOf(ctx, email, tokenHash);
  if (known !== null) {
    await ctx.db.patch("signInDevices", known._id, { last_used_at: now });
    return true;
  }
  if (onlyIfKnown) return false;
  await ctx.db.insert("signInDevices", { email, token_hash: tokenHash, created_at: now, last_used_at: now });
  const newestFirst = await ctx.db
    .query("signInDevices")
    .withIndex("by_email_and_last_used", (q) => q.eq("email", email))
    .order("desc")
    .take(MAX_DEVICES_PER_ADDRESS + 5);
  for (const old of newestFirst.slice(MAX_DEVICES_PER_ADDRESS)) {
    await clearFailedSignIns(ctx, `${email}#device:${old.token_hash}`);
    await ctx.db.delete("signInDevices", old._id);
  }
  return true;
}

/** After a completed password reset or an admin's reset: no bucket of the address stays locked. */
export async function clearSignInLocks(ctx: MutationCtx, email: string): Promise<void> {
  await clearFailedSignIns(ctx, email);
  const devices = await ctx.db
    .query("signInDevices")
    .withIndex("by_email_and_last_used", (q) => q.eq("email", email))
    .take(MAX_DEVICES_PER_ADDRESS + 5);
  for (const device of devices) await clearFailedSignIns(ctx, `${email}#device:${device.token_hash}`);
}
