/**
 * Admin Users (PRODUCT.md §5.1): accounts are created and passwords reset with a random temporary
 * password that the admin sees once and the user must replace at first sign-in. The password is
 * never stored in clear, logged, or written to the audit trail. Disabling an account ends its
 * sessions; the last administrator can be neither disabled nor stripped of the role.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { isValidEmail, LIMITS, MESSAGES, stripHtml } from "../shared/attendeeRules";
import { ROLES } from "../shared/permissions";
import { replaceRoles, requireAnotherAdmin, rolesOfUser } from "./roles";
import { endSessions } from "./sessions";
import { clearSignInLocks } from "./signInDevices";
import type { Role } from "../shared/validators";

export const ADMIN_USER_MESSAGES = {
  emailTaken: "An account with this email already exists.",
  roleRequired: "Choose at least one role.",
  accountGone: "This account no longer exists.",
  noPassword: "This account has no email and password sign-in to reset.",
  ownPassword: "You cannot reset your own password here. Use 'Forgot your password?' on the sign-in page.",
  ownAccount: "You cannot disable your own account.",
} as const;

function invalid(message: string, detail: { reason?: string; params?: Record<string, string> } = {}): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code: "INVALID", message, ...detail });
}

export type NewAccountInput = { email: string; firstName: string; lastName: string; roles: Role[] };

const NAME_LABELS = { first: "First name", last: "Last name" } as const;

/** A name cleaned, or a refusal naming the field (`params.field` lets the client name it in its language). */
function cleanName(field: keyof typeof NAME_LABELS, value: string): string {
  const label = NAME_LABELS[field];
  const name = stripHtml(value).replace(/\s+/g, " ").trim();
  if (name === "") throw invalid(`${label}: ${MESSAGES.required}`, { reason: "accountNameRequired", params: { field } });
  if (name.length > LIMITS.name) {
    throw invalid(`${label}: ${MESSAGES.tooLong(LIMITS.name)}`, { reason: "accountNameTooLong", params: { field, max: String(LIMITS.name) } });
  }
  return name;
}

/** The new account's details cleaned (email trimmed and lower-cased), or a refusal naming the field. */
export function checkNewAccount(input: NewAccountInput): NewAccountInput {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email) || email.length > LIMITS.email) throw invalid(MESSAGES.email);
  const roles = ROLES.filter((role) => input.roles.includes(role));
  if (roles.length === 0) throw invalid(ADMIN_USER_MESSAGES.roleRequired);
  return { email, firstName: cleanName("first", input.firstName), lastName: cleanName("last", input.lastName), roles };
}

export async function requireUser(ctx: MutationCtx, userId: Id<"users">): Promise<Doc<"users">> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw invalid(ADMIN_USER_MESSAGES.accountGone);
  return user;
}

/** After the account was created: its roles, and who created it (never the password). */
export async function recordCreatedAccount(ctx: MutationCtx, viewer: Viewer, userId: Id<"users">, roles: Role[]) {
  const user = await requireUser(ctx, userId);
  await replaceRoles(ctx, viewer, userId, roles);
  await recordChange(ctx, {
    table: "users",
    docId: userId,
    viewer,
    before: null,
    after: { email: user.email },
    summary: `Account ${user.email ?? ""} created with a temporary password`,
  });
}

/**
 * After an admin set a temporary password: it must be changed at sign-in and stops working at
 * `expiresAt`, and every session ends.
 */
export async function recordPasswordReset(ctx: MutationCtx, viewer: Viewer, userId: Id<"users">, expiresAt: number): Promise<void> {
  const user = await requireUser(ctx, userId);
  await ctx.db.patch("users", userId, { must_change_password: true, temporary_password_expires_at: expiresAt });
  if (user.email) await clearSignInLocks(ctx, user.email);
  await endSessions(ctx, userId);
  await recordChange(ctx, {
    table: "users",
    docId: userId,
    viewer,
    before: { password: "set by the user" },
    after: { password: "temporary, to be changed at sign-in" },
    summary: `Password of ${user.email ?? "an account"} reset by an administrator`,
  });
}

/** Removes one role; the last administrator keeps his. */
export async function removeRole(ctx: MutationCtx, viewer: Viewer, userId: Id<"users">, role: Role): Promise<void> {
  await requireUser(ctx, userId);
  const current = await rolesOfUser(ctx, userId);
  await replaceRoles(ctx, viewer, userId, current.filter((held) => held !== role));
}

/** Disables (ending every session) or enables an account. */
export async function setDisabled(ctx: MutationCtx, viewer: Viewer, userId: Id<"users">, disabled: boolean): Promise<void> {
  const user = await requireUser(ctx, userId);
  if (disabled && userId === viewer.userId) throw invalid(ADMIN_USER_MESSAGES.ownAccount);
  if ((user.disabled ?? false) === disabled) return;
  if (disabled && (await rolesOfUser(ctx, userId)).includes("admin")) await requireAnotherAdmin(ctx, userId);
  await ctx.db.patch("users", userId, { disabled });
  if (disabled) await endSessions(ctx, userId);
  await recordChange(ctx, {
    table: "users",
    docId: userId,
    viewer,
    before: { disabled: user.disabled ?? false },
    after: { disabled },
    summary: `Account ${user.email ?? ""} ${disabled ? "disabled" : "enabled"}`,
  });
}
