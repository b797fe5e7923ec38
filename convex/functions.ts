/**
 * The only builders domain modules use to declare public functions. Each one resolves the
 * caller, reads their roles from the database on every call, and refuses the call unless
 * the roles grant the declared permission. An account that still has a temporary password is
 * refused everything but the password change until it has chosen its own. The permission is recorded on the function so a
 * test can enumerate every public function and prove the refusal. Every mutation, public or
 * internal, is declared here too: its `ctx.db` keeps the documents derived from attendees
 * (model/derivedData.ts).
 */
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import type { FunctionReference, RegisteredQuery } from "convex/server";
import { ConvexError, v, type ObjectType, type PropertyValidators } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import {
  action,
  internalMutation as rawInternalMutation,
  internalQuery,
  mutation as rawMutation,
  query as rawQuery,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "./_generated/server";
import { withDerivedData } from "./model/derivedData";
import { linkingPeople } from "./model/people";
import { currentRetreat, noRetreat, requireOpen, retreatById, retreatClosed, retreatOfUser } from "./model/retreats";
import { keepScope, scopeReader, scopeWriter } from "./model/retreatScope";
import { hasPermission, PERMISSION_NAMES, type Permission } from "./shared/permissions";
import type { Role } from "./shared/validators";

export type Viewer = {
  userId: Id<"users">;
  email: string | null;
  roles: Role[];
};

export const NOT_SIGNED_IN = "You must be signed in to perform this operation.";

export function notSignedIn(): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code: "UNAUTHENTICATED", message: NOT_SIGNED_IN });
}

export const PASSWORD_CHANGE_REQUIRED =
  "Your password is a temporary one. Choose your own password before you continue.";

/** The refusal for an account that must replace its temporary password first. */
export function passwordChangeRequired(): ConvexError<{ code: string; message: string }> {
  return new ConvexError({ code: "PASSWORD_CHANGE_REQUIRED", message: PASSWORD_CHANGE_REQUIRED });
}

export function forbidden(permission: Permission): ConvexError<{ code: string; message: string; params: { permission: string } }> {
  return new ConvexError({
    code: "FORBIDDEN",
    message: `You don't have permission to do this (${permission} is required).`,
    params: { permission },
  });
}

export async function rolesOf(ctx: QueryCtx, userId: Id<"users">): Promise<Role[]> {
  const rows = await ctx.db
    .query("userRoles")
    .withIndex("by_user_and_role", (q) => q.eq("user_id", userId))
    .take(20);
  return [...new Set(rows.map((row) => row.role))];
}

/**
 * Whether an account may act under a token: it is not disabled and the token's session has not
 * been ended (a password reset or a disabled account ends every session; a token stays valid
 * until it expires, so the session itself is checked).
 */
export async function isActiveSession(ctx: QueryCtx, user: Doc<"users">, sessionId: string | null): Promise<boolean> {
  if (user.disabled) return false;
  const session = sessionId === null ? null : ctx.db.normalizeId("authSessions", sessionId);
  return session === null || (await ctx.db.get("authSessions", session)) !== null;
}

/** The account of the signed-in caller, or null when signed out, disabled or the session has ended. */
export async function signedInUser(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) return null;
  const user = await ctx.db.get("users", userId);
  if (user === null || !(await isActiveSession(ctx, user, await getAuthSessionId(ctx)))) return null;
  return user;
}

/** The signed-in caller, or null. Roles come from the database, never from the token. */
export async function loadViewer(ctx: QueryCtx): Promise<(Viewer & { user: Doc<"users"> }) | null> {
  const user = await signedInUser(ctx);
  if (user === null) return null;
  const roles = await rolesOf(ctx, user._id);
  return { userId: user._id, user, email: user.email ?? null, roles };
}

/**
 * What a builder checks: the permission, and whether the function is one of the few steps an
 * account with a temporary password may take (only the password change itself). Every other
 * function refuses such an account until it has chosen its own password.
 *
 * Every function works within one retreat: the caller's (model/retreats.ts), whose database its
 * `ctx.db` is (model/retreatScope.ts). A mutation or action of a closed retreat is refused, but
 * for those declared `scope: "global"`: what spans weekends (accounts, roles, logos, retreats,
 * the caller's own preferences), which a closed weekend's staff may still do. Queries answer.
 */
type PermissionArg = { permission: Permission; duringPasswordChange?: true; scope?: "global" };

function requireAllowed(
  caller: { roles: Role[]; mustChangePassword: boolean },
  { permission, duringPasswordChange }: PermissionArg,
): void {
  if (caller.mustChangePassword && duringPasswordChange !== true) throw passwordChangeRequired();
  if (!hasPermission(caller.roles, permission)) throw forbidden(permission);
}

async function requireInDb(ctx: QueryCtx, rule: PermissionArg): Promise<{ viewer: Viewer; retreat: Doc<"retreats"> }> {
  const viewer = await loadViewer(ctx);
  if (viewer === null) throw notSignedIn();
  requireAllowed({ roles: viewer.roles, mustChangePassword: viewer.user.must_change_password ?? false }, rule);
  const retreat = await retreatOfUser(ctx, viewer.user);
  return { viewer: { userId: viewer.userId, email: viewer.email, roles: viewer.roles }, retreat };
}

async function requireInAction(ctx: ActionCtx, rule: PermissionArg): Promise<Viewer & { retreatId: Id<"retreats"> }> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) throw notSignedIn();
  const sessionId = await getAuthSessionId(ctx);
  const caller = await ctx.runQuery(internal.users.viewerById, { userId, sessionId: sessionId ?? undefined });
  if (caller === null) throw notSignedIn();
  requireAllowed(caller, rule);
  if (rule.scope !== "global" && caller.retreatClosed) throw retreatClosed();
  return { userId: caller.userId, email: caller.email, roles: caller.roles, retreatId: caller.retreatId };
}

const permissionTags = new WeakMap<object, Permission | "public">();
const passwordChangeSteps = new WeakSet<object>();
const globalSteps = new WeakSet<object>();

/** Whether a mutation may run on a closed retreat (declared `scope: "global"`). */
export function allowedWhenClosed(fn: object): boolean {
  return globalSteps.has(fn);
}

/** The permission a registered public function checks ("public" for the short allowlist). */
export function permissionOf(fn: object): Permission | "public" | undefined {
  return permissionTags.get(fn);
}

/** Whether an account that must change its password may call the function (declared with `duringPasswordChange`). */
export function allowedDuringPasswordChange(fn: object): boolean {
  return passwordChangeSteps.has(fn);
}

function tagged<B extends (def: never) => object>(builder: B, fixed?: "public"): B {
  return ((def: PermissionArg) => {
    const registered = (builder as unknown as (d: PermissionArg) => object)(def);
    permissionTags.set(registered, fixed ?? def.permission);
    if (def.duringPasswordChange === true) passwordChangeSteps.add(registered);
    if (def.scope === "global") globalSteps.add(registered);
    return registered;
  }) as unknown as B;
}

const staffQueryBuilder = customQuery(rawQuery, {
  args: {},
  input: async (ctx, _args, rule: PermissionArg) => {
    const { viewer, retreat } = await requireInDb(ctx, rule);
    return { ctx: { viewer, retreat, retreatId: retreat._id, db: scopeReader(ctx.db, retreat._id) }, args: {} };
  },
});

/**
 * Every mutation's `ctx.db` keeps the documents derived from attendees, scholarships, rooms and
 * tables in the same transaction as each write (model/derivedData.ts). The builders below are the
 * only ones modules use (lint refuses `mutation` / `internalMutation` from `_generated/server`
 * elsewhere), so no writer can bypass it.
 */
/**
 * The writer of one retreat, keeping its derived documents: what the builders hand handlers, and
 * what the few functions over the whole database use to write into a retreat.
 */
export function retreatWriter(ctx: MutationCtx, retreatId: Id<"retreats">): MutationCtx["db"] {
  const scoped = scopeWriter(ctx.db, retreatId);
  return keepScope(withDerivedData({ ...ctx, db: keepScope(linkingPeople(scoped), scoped) }).db, scoped);
}

/**
 * An internal mutation that records, in the log of the retreat the caller works in (`retreatId`),
 * a step that spans weekends (an account created or reset): allowed in a closed retreat too, as
 * the steps themselves are (`scope: "global"`).
 */
export const accountAuditMutation = customMutation(rawInternalMutation, {
  args: { retreatId: v.id("retreats") },
  input: async (ctx: MutationCtx, { retreatId }) => {
    const retreat = await retreatById(ctx, retreatId);
    return { ctx: { retreat, retreatId, db: retreatWriter(ctx, retreatId) }, args: {} };
  },
});

/**
 * An internal mutation over the whole database (accounts, sign-in, retreats, migrations): its
 * `ctx.db` is not scoped to a retreat, so it writes a retreat's tables only through
 * `retreatWriter`, which keeps their derived documents as every retreat mutation's writer does.
 */
export const internalMutation = customMutation(rawInternalMutation, customCtx(() => ({})));

const staffMutationBuilder = customMutation(rawMutation, {
  args: {},
  input: async (ctx: MutationCtx, _args, rule: PermissionArg) => {
    const { viewer, retreat } = await requireInDb(ctx, rule);
    if (rule.scope !== "global") requireOpen(retreat);
    return { ctx: { viewer, retreat, retreatId: retreat._id, db: retreatWriter(ctx, retreat._id) }, args: {} };
  },
});

/**
 * An action's `ctx.retreatId` is the caller's retreat: it passes it to the internal functions it
 * runs (retreatInternalQuery / retreatInternalMutation), which refuse writes to a closed one.
 */
const staffActionBuilder = customAction(action, {
  args: {},
  input: async (ctx, _args, rule: PermissionArg) => {
    const { retreatId, ...viewer } = await requireInAction(ctx, rule);
    return { ctx: { viewer, retreatId }, args: {} };
  },
});

/**
 * An internal query of one retreat: its callers name the retreat (`retreatId`), its `ctx.db` is
 * that retreat's. The rows of a shared staff query are such queries.
 */
export const retreatInternalQuery = customQuery(internalQuery, {
  args: { retreatId: v.id("retreats") },
  input: async (ctx, { retreatId }) => ({ ctx: { retreatId, db: scopeReader(ctx.db, retreatId) }, args: {} }),
});

/** An internal mutation of one retreat (named by `retreatId`), refused when that retreat is closed. */
export const retreatInternalMutation = customMutation(rawInternalMutation, {
  args: { retreatId: v.id("retreats") },
  input: async (ctx: MutationCtx, { retreatId }) => {
    const retreat = await retreatById(ctx, retreatId);
    requireOpen(retreat);
    return { ctx: { retreat, retreatId, db: retreatWriter(ctx, retreatId) }, args: {} };
  },
});

/** A public query that requires `permission`; `ctx.viewer` is the caller. */
export const staffQuery = tagged(staffQueryBuilder);
/** A public mutation that requires `permission`; `ctx.viewer` is the caller. */
export const staffMutation = tagged(staffMutationBuilder);
/** A public action that requires `permission`; `ctx.viewer` is the caller. */
export const staffAction = tagged(staffActionBuilder);

/**
 * The permission check of a live list (`staffListQuery`) as a query of its own: the id of the
 * caller's retreat when he may read it; otherwise it throws the same error a staffQuery would.
 */
export const requireListPermission = internalQuery({
  args: { permission: v.string() },
  handler: async (ctx, { permission }): Promise<Id<"retreats">> => {
    if (!(PERMISSION_NAMES as readonly string[]).includes(permission)) throw new Error(`Unknown permission ${permission}.`);
    const { retreat } = await requireInDb(ctx, { permission: permission as Permission });
    return retreat._id;
  },
});

/**
 * A public live-list query that requires `permission`: the caller is checked (in a nested query
 * whose answer is his retreat's id), then `handler` computes the answer at the top level, with a
 * `ctx.db` of that retreat. Its own `paginate()` is the top-level query's, so Convex pins the page's end in the query
 * journal: a live page keeps its rows while men are added before its end, and no man falls
 * between two pages. (A paginate() inside a nested ctx.runQuery gets a fresh journal on Convex and
 * its end moves: in a newest-first list, each new man would push one out of sight.)
 *
 * `handler` never looks at the caller (no ctx.auth, no viewer), so the answer is the same for
 * every caller the check admits into the same retreat; a backend may share one run among all such callers making the
 * same call at the same snapshot (the embedded backend does: server/README.md, "Shared runs").
 */
export function staffListQuery<Args extends PropertyValidators, Output>(def: {
  permission: Permission;
  args: Args;
  handler: (ctx: QueryCtx, args: ObjectType<Args>) => Promise<Output>;
}): RegisteredQuery<"public", ObjectType<Args>, Promise<Output>> {
  // The builder's types cannot follow a generic `Args`; the signature above states the result.
  const build = rawQuery as unknown as (d: {
    args: Args;
    handler: (ctx: QueryCtx, args: ObjectType<Args>) => Promise<Output>;
  }) => RegisteredQuery<"public", ObjectType<Args>, Promise<Output>>;
  const registered = build({
    args: def.args,
    handler: async (ctx, args) => {
      const retreatId = await ctx.runQuery(internal.functions.requireListPermission, { permission: def.permission });
      return await def.handler({ ...ctx, db: scopeReader(ctx.db, retreatId) }, args);
    },
  });
  permissionTags.set(registered, def.permission);
  return registered;
}

/**
 * A public query whose answer is the same for every caller `permission` admits into a retreat
 * and holds no page: the caller is checked, then `rows` (a retreatInternalQuery that never looks
 * at the caller) computes the answer for his retreat. A backend may share one run of `rows` among all callers at the same
 * snapshot. The embedded backend does, so a change seen by twenty staff screens costs one run of
 * each slice it touches, plus twenty permission checks. Never for a paginated answer: a
 * paginate() inside ctx.runQuery is not pinned on Convex (use staffListQuery).
 */
export function sharedStaffQuery<Args extends PropertyValidators, Output>(def: {
  permission: Permission;
  args: Args;
  rows: FunctionReference<"query", "internal", ObjectType<Args> & { retreatId: Id<"retreats"> }, Output>;
}): RegisteredQuery<"public", ObjectType<Args>, Promise<Output>> {
  // The builders' types cannot follow a generic `Args`; the signature above states the result.
  const build = staffQuery as unknown as (d: {
    permission: Permission;
    args: Args;
    handler: (ctx: QueryCtx & { retreatId: Id<"retreats"> }, args: ObjectType<Args>) => Promise<Output>;
  }) => RegisteredQuery<"public", ObjectType<Args>, Promise<Output>>;
  const runRows = (ctx: QueryCtx & { retreatId: Id<"retreats"> }, args: ObjectType<Args>) =>
    (ctx.runQuery as (ref: typeof def.rows, a: ObjectType<Args> & { retreatId: Id<"retreats"> }) => Promise<Output>)(def.rows, {
      ...args,
      retreatId: ctx.retreatId,
    });
  return build({ permission: def.permission, args: def.args, handler: runRows });
}

/** The current retreat for a caller who may not be signed in (the sign-in page, the speaker portal). */
async function publicRetreat(ctx: QueryCtx): Promise<Doc<"retreats">> {
  const retreat = await currentRetreat(ctx);
  if (retreat === null) throw noRetreat();
  return retreat;
}

/** A public query answers a signed-in caller about the retreat he looks at (the header's name and dates), anyone else about the current one. */
const publicQueryBuilder = customQuery(rawQuery, {
  args: {},
  input: async (ctx) => {
    const user = await signedInUser(ctx);
    const retreat = user === null ? await publicRetreat(ctx) : await retreatOfUser(ctx, user);
    return { ctx: { retreat, retreatId: retreat._id, db: scopeReader(ctx.db, retreat._id) }, args: {} };
  },
});

const publicMutationBuilder = customMutation(rawMutation, {
  args: {},
  input: async (ctx: MutationCtx) => {
    const retreat = await publicRetreat(ctx);
    requireOpen(retreat);
    return { ctx: { retreat, retreatId: retreat._id, db: retreatWriter(ctx, retreat._id) }, args: {} };
  },
});

/**
 * Functions anyone may call, signed in or not, in the current retreat. Only for the short
 * allowlist checked by `convex/permissions.test.ts`: what the sign-in page needs and the speaker
 * portal by token.
 */
export const publicQuery = tagged(publicQueryBuilder, "public");
export const publicMutation = tagged(publicMutationBuilder, "public");
export const publicAction = tagged(action, "public");
