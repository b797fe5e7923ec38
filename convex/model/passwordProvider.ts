/**
 * Email and password sign-in for staff and server accounts, with password reset by email.
 *
 * Built on ConvexCredentials rather than the stock Password provider so that every failure
 * looks the same on the wire: an unknown address, a wrong password and a locked address answer
 * alike (and take about as long), and a reset request answers the same whether or not the
 * address has an account. Sign-up is refused: admins create accounts.
 *
 * Sign-in and reset requests may carry `deviceToken`, the token a browser got after signing in
 * to the address (convex/signInDevices.ts): its failures are then counted apart from strangers'.
 */
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import {
  invalidateSessions,
  modifyAccountCredentials,
  retrieveAccount,
  signInViaProvider,
  type AuthProviderConfig,
  type GenericActionCtxWithAuthConfig,
} from "@convex-dev/auth/server";
import { ConvexError, type Value } from "convex/values";
import { Scrypt } from "lucia";
import { internal } from "../_generated/api";
import type { DataModel, Doc, Id } from "../_generated/dataModel";
import { isAcceptablePassword, PASSWORD_TOO_SHORT } from "../shared/passwordRules";
import { randomToken, sha256Hex, type Purpose } from "./signInDevices";
import { TOO_MANY_ATTEMPTS } from "./signInThrottle";
import { hasExpiredTemporaryPassword, TEMPORARY_PASSWORD_EXPIRED } from "./temporaryPasswords";

export const PASSWORD_PROVIDER_ID = "password";
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const RESET_LINK_EXPIRED = "Session expired. Please reopen the reset link from your email.";
export const RESET_LINK_USED = "This reset link was already used. Send yourself a new one if you still need to change your password.";
export const ACCOUNT_DISABLED = "This account is disabled. Ask an administrator to enable it.";
export const SIGN_UP_CLOSED = "Sign up is not available. Ask an administrator for an account.";

type Ctx = GenericActionCtxWithAuthConfig<DataModel>;
type Params = Partial<Record<string, Value | undefined>>;

const scrypt = new Scrypt();
const passwordCrypto = {
  hashSecret: (password: string) => scrypt.hash(password),
  verifySecret: (password: string, hash: string) => scrypt.verify(hash, password),
};

let decoyHash: Promise<string> | undefined;
/** Spends the time a real password check takes, so an unknown address is not answered faster. */
async function checkAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= scrypt.hash(crypto.randomUUID());
  await scrypt.verify(await decoyHash, password);
}

function fail(code: string, message: string): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code, message });
}

function text(value: Value | undefined): string {
  return typeof value === "string" ? value : "";
}

/** The throttle bucket of an attempt from this browser (see model/signInDevices.ts), and whether it is locked. */
async function attemptFrom(ctx: Ctx, purpose: Purpose, email: string, params: Params) {
  const token = text(params.deviceToken);
  const tokenHash = token === "" ? null : await sha256Hex(token);
  return await ctx.runQuery(internal.signInDevices.attempt, { purpose, email, tokenHash });
}

async function signInWithPassword(ctx: Ctx, email: string, password: string, params: Params) {
  if (email === "" || password === "") throw fail("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  const { key, locked } = await attemptFrom(ctx, "signIn", email, params);
  if (locked) throw fail("TOO_MANY_ATTEMPTS", TOO_MANY_ATTEMPTS);
  let user;
  try {
    ({ user } = await retrieveAccount(ctx, {
      provider: PASSWORD_PROVIDER_ID,
      account: { id: email, secret: password },
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "";
    if (reason === "InvalidAccountId") await checkAgainstDecoy(password);
    await ctx.runMutation(internal.auth.recordSignInFailure, { email: key });
    if (reason === "TooManyFailedAttempts") throw fail("TOO_MANY_ATTEMPTS", TOO_MANY_ATTEMPTS);
    throw fail("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  }
  // Only the right password learns that the account is disabled or its temporary password too old.
  if (user.disabled) throw fail("ACCOUNT_DISABLED", ACCOUNT_DISABLED);
  if (hasExpiredTemporaryPassword(user as Doc<"users">)) throw fail("TEMPORARY_PASSWORD_EXPIRED", TEMPORARY_PASSWORD_EXPIRED);
  await ctx.runMutation(internal.auth.recordSignInSuccess, { email: key });
  return { userId: user._id };
}

async function accountOf(ctx: Ctx, email: string) {
  try {
    const { account } = await retrieveAccount(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email } });
    return account;
  } catch {
    return null;
  }
}

/**
 * Asks for a reset email. The answer is the same, and takes the same steps, whether or not the
 * address has an account: the request is recorded and its delivery scheduled
 * (convex/passwordResets.ts), which looks the account up and sends the link (`sendReset`).
 * Requests per address are counted like failed sign-ins (under their own key, per known device
 * like sign-ins), so nobody can flood an inbox: past the hourly allowance further requests are
 * quietly dropped, and a stranger's requests never use up the owner's own browsers' allowance.
 */
async function requestReset(ctx: Ctx, email: string, params: Params) {
  if (email === "") return null;
  const requests = await attemptFrom(ctx, "reset", email, params);
  if (requests.locked) return null;
  const secret = randomToken();
  await ctx.runMutation(internal.passwordResets.queue, { throttleKey: requests.key, email, secret, secretHash: await sha256Hex(secret) });
  return null;
}

/** The scheduled delivery of a reset request: the link goes out when the address has an account. */
async function sendReset(ctx: Ctx, reset: AuthProviderConfig, params: Params) {
  const email = await ctx.runMutation(internal.passwordResets.redeem, {
    ticket: text(params.ticket),
    secretHash: await sha256Hex(text(params.secret)),
  });
  const account = email === null ? null : await accountOf(ctx, email);
  if (account !== null) await signInViaProvider(ctx, reset, { accountId: account._id, params: { email } });
  return null;
}

/**
 * Checks the emailed code and sets the new password. Every session of the account ends,
 * including the one the code would open: the user signs in again with the new password.
 */
async function completeReset(ctx: Ctx, reset: AuthProviderConfig, email: string, params: Params) {
  const newPassword = text(params.newPassword).trim();
  if (!isAcceptablePassword(newPassword)) throw fail("INVALID_PASSWORD", PASSWORD_TOO_SHORT);
  const account = email === "" ? null : await accountOf(ctx, email);
  if (account === null) throw fail("RESET_LINK_EXPIRED", RESET_LINK_EXPIRED);
  // Only the code's hash is kept: enough to recognise it again, useless to anyone reading the table.
  const codeHash = await sha256Hex(text(params.code));
  const verified = await signInViaProvider(ctx, reset, { params: { ...params, email } }).catch(() => null);
  if (verified === null || verified.userId !== account.userId) {
    if (await ctx.runQuery(internal.auth.isResetLinkSpent, { email, codeHash })) throw fail("RESET_LINK_USED", RESET_LINK_USED);
    throw fail("RESET_LINK_EXPIRED", RESET_LINK_EXPIRED);
  }
  await ctx.runMutation(internal.auth.recordSpentResetLink, { email, codeHash });
  await modifyAccountCredentials(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: email, secret: newPassword } });
  const userId = account.userId as Id<"users">;
  await invalidateSessions(ctx, { userId });
  await ctx.runMutation(internal.auth.recordPasswordChanged, { userId, email });
  return null;
}

export function staffPassword(reset: AuthProviderConfig) {
  return ConvexCredentials<DataModel>({
    id: PASSWORD_PROVIDER_ID,
    crypto: passwordCrypto,
    extraProviders: [reset],
    authorize: async (params, ctx) => {
      const email = text(params.email).trim().toLowerCase();
      switch (params.flow) {
        case "signIn":
          return await signInWithPassword(ctx, email, text(params.password), params);
        case "reset":
          return await requestReset(ctx, email, params);
        case "reset-send":
          return await sendReset(ctx, reset, params);
        case "reset-verification":
          return await completeReset(ctx, reset, email, params);
        case "signUp":
          throw fail("FORBIDDEN", SIGN_UP_CLOSED);
        default:
          throw fail("INVALID_REQUEST", "This sign-in request is not supported.");
      }
    },
  });
}
