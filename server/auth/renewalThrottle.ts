/**
 * Sign-in renewals (`auth:signIn` with a refresh token) refused per client address: after
 * MAX_FAILED_RENEWALS renewals that gave no tokens within the window, the address's further
 * renewals are refused until the window has passed, before any function runs. Together with
 * random ids this leaves nothing to count through. (The app also limits wrong tokens per
 * session: convex/model/refreshGuard.ts.)
 */
import type { JSONValue } from "convex/values";
import { canonicalPath, type Outcome } from "../engine/engine.js";
import { newRequestId } from "../engine/errors.js";

export const MAX_FAILED_RENEWALS = 20;
export const RENEWAL_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_RENEWALS = "Too many failed attempts to renew a sign-in from this address. Please wait a few minutes and try again.";
const ADDRESSES_KEPT = 10_000;

type Window = { failures: number; start: number };

export class RenewalThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max = MAX_FAILED_RENEWALS,
    private readonly windowMs = RENEWAL_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static isRenewal(udfPath: string, args: JSONValue): boolean {
    const refreshToken = (args as { refreshToken?: unknown } | null)?.refreshToken;
    return canonicalPath(udfPath).canonical === "auth:signIn" && refreshToken !== undefined;
  }

  /** Runs `call` for an action from `address`, unless it is a renewal the address may not try now. */
  async run(address: string, udfPath: string, args: JSONValue, call: () => Promise<Outcome>): Promise<Outcome> {
    if (!RenewalThrottle.isRenewal(udfPath, args)) return await call();
    const window = this.current(address);
    if (window !== null && window.failures >= this.max) return refused();
    const outcome = await call();
    if (!renewed(outcome)) this.recordFailure(address);
    return outcome;
  }

  private current(address: string): Window | null {
    const window = this.windows.get(address);
    if (window === undefined) return null;
    if (this.now() - window.start >= this.windowMs) {
      this.windows.delete(address);
      return null;
    }
    return window;
  }

  private recordFailure(address: string): void {
    const window = this.current(address);
    if (window !== null) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= ADDRESSES_KEPT) this.prune();
    this.windows.set(address, { failures: 1, start: this.now() });
  }

  private prune(): void {
    for (const [address, window] of this.windows) if (this.now() - window.start >= this.windowMs) this.windows.delete(address);
    // Still full: the oldest windows go first (Map order is insertion order).
    for (const address of this.windows.keys()) {
      if (this.windows.size < ADDRESSES_KEPT) break;
      this.windows.delete(address);
    }
  }
}

function renewed(outcome: Outcome): boolean {
  if (!outcome.ok) return false;
  try {
    const value = JSON.parse(outcome.valueJson) as { tokens?: unknown } | null;
    return value !== null && typeof value.tokens === "object" && value.tokens !== null;
  } catch {
    return false;
  }
}

function refused(): Outcome {
  const data = { code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_RENEWALS };
  return {
    ok: false,
    ts: 0n,
    ms: 0,
    message: `[Request ID: ${newRequestId()}] Server Error\nUncaught ConvexError: ${JSON.stringify(data)}`,
    errorData: data,
    raw: `Renewal refused: ${TOO_MANY_RENEWALS}`,
  };
}
