/**
 * A temporary password an administrator sets (a new account, or a reset in Admin Users) works for
 * TEMPORARY_PASSWORD_HOURS; after that sign-in with it is refused and the user asks for a new
 * one. The expiry is recorded on the account when the password is set and cleared when the user
 * chooses his own. Accounts without a recorded expiry (set before expiry existed, or the first
 * administrator's documented password) keep working until changed.
 */
import type { Doc } from "../_generated/dataModel";

export const TEMPORARY_PASSWORD_HOURS = 72;

export const TEMPORARY_PASSWORD_EXPIRED =
  "This temporary password has expired. Ask an administrator for a new one.";

export function temporaryPasswordExpiry(now = Date.now()): number {
  return now + TEMPORARY_PASSWORD_HOURS * 60 * 60 * 1000;
}

export function hasExpiredTemporaryPassword(
  user: Pick<Doc<"users">, "must_change_password" | "temporary_password_expires_at">,
  now = Date.now(),
): boolean {
  return user.must_change_password === true && user.temporary_password_expires_at !== undefined && now >= user.temporary_password_expires_at;
}
