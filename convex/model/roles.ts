import { ConvexError } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { ROLES } from "../shared/permissions";
import type { Role } from "../shared/validators";

export const LAST_ADMIN = "At least one administrator must remain.";

function inRoleOrder(roles: Iterable<Role>): Role[] {
  const set = new Set(roles);
  return ROLES.filter((role) => set.has(role));
}

/**
 * Every account with its roles, by email: all of them, never a silent first part. Accounts are
 * staff and servers (a 5,000-man retreat has about 600, with about 1,200 role grants); the two
 * reads stay far inside Convex's 32,000 documents per function.
 */
export async function accountsWithRoles(ctx: QueryCtx) {
  const [users, grants] = await Promise.all([ctx.db.query("users").collect(), ctx.db.query("userRoles").collect()]);
  const rolesByUser = new Map<Id<"users">, Role[]>();
  for (const grant of grants) rolesByUser.set(grant.user_id, [...(rolesByUser.get(grant.user_id) ?? []), grant.role]);
  return users
    .map((user) => ({
      userId: user._id,
      email: user.email ?? null,
      firstName: user.first_name ?? null,
      lastName: user.last_name ?? null,
      roles: inRoleOrder(rolesByUser.get(user._id) ?? []),
      disabled: user.disabled ?? false,
      mustChangePassword: user.must_change_password ?? false,
      temporaryPasswordExpiresAt: user.must_change_password ? (user.temporary_password_expires_at ?? null) : null,
    }))
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
}

export async function rolesOfUser(ctx: QueryCtx, userId: Id<"users">): Promise<Role[]> {
  const grants = await ctx.db
    .query("userRoles")
    .withIndex("by_user_and_role", (q) => q.eq("user_id", userId))
    .take(ROLES.length * 4);
  return inRoleOrder(grants.map((grant) => grant.role));
}

/**
 * Refuses a change that would leave no administrator able to sign in: some account other than
 * `userId` must hold the admin role and not be disabled.
 */
export async function requireAnotherAdmin(ctx: QueryCtx, userId: Id<"users">): Promise<void> {
  const admins = await ctx.db
    .query("userRoles")
    .withIndex("by_role", (q) => q.eq("role", "admin"))
    .collect();
  for (const grant of admins) {
    if (grant.user_id === userId) continue;
    const other = await ctx.db.get("users", grant.user_id);
    if (other !== null && !other.disabled) return;
  }
  throw new ConvexError({ code: "INVALID", message: LAST_ADMIN });
}

/** Replaces a user's roles. The last administrator cannot lose the admin role. */
export async function replaceRoles(ctx: MutationCtx, viewer: Viewer, userId: Id<"users">, wanted: Role[]) {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw new ConvexError({ code: "NOT_FOUND", message: "This user no longer exists." });
  const current = await ctx.db
    .query("userRoles")
    .withIndex("by_user_and_role", (q) => q.eq("user_id", userId))
    .take(ROLES.length * 4);
  const next = inRoleOrder(wanted);
  const before = inRoleOrder(current.map((grant) => grant.role));
  if (before.includes("admin") && !next.includes("admin") && !user.disabled) await requireAnotherAdmin(ctx, userId);
  const kept = new Set<Role>();
  for (const grant of current) {
    if (next.includes(grant.role) && !kept.has(grant.role)) kept.add(grant.role);
    else await ctx.db.delete("userRoles", grant._id);
  }
  const now = Date.now();
  for (const role of next) {
    if (!kept.has(role)) await ctx.db.insert("userRoles", { user_id: userId, role, created_at: now });
  }
  await recordChange(ctx, {
    table: "users",
    docId: userId,
    viewer,
    before: { roles: before },
    after: { roles: next },
    summary: `Roles of ${user.email ?? "a user"} changed`,
  });
}
