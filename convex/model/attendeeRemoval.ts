import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { SERVER_DELETE_BATCH } from "../shared/batchSizes";
import { recordChange } from "./audit";
import { requireAttendee, MAX_ATTENDEES } from "./attendees";
import { forgetPalancasOf } from "./palancas";
import { STAFF_ROLES } from "../shared/permissions";
import { endSessions } from "./sessions";

const MAX_RELATED = 1000;

/** What the caller types to confirm Bulk Delete Servers. */
export const BULK_DELETE_CONFIRMATION = "DELETE";

/**
 * Deletes an attendee and what only makes sense with him: his palancas; tables he led and talks
 * he gives lose the link (talks keep the speaker's name), and an account linked to him forgets it.
 */
export async function deleteAttendeeDoc(ctx: MutationCtx, viewer: Viewer, attendee: Doc<"attendees">): Promise<void> {
  const id = attendee._id;
  await forgetPalancasOf(ctx, id);
  const led = await ctx.db.query("diningTables").withIndex("by_leader", (q) => q.eq("leader_id", id)).take(MAX_RELATED);
  for (const table of led) await ctx.db.patch("diningTables", table._id, { leader_id: null });
  const talks = await ctx.db.query("talks").withIndex("by_speaker", (q) => q.eq("speaker_id", id)).take(MAX_RELATED);
  for (const talk of talks) {
    const speakerName = talk.speaker_name ?? `${attendee.first_name} ${attendee.last_name}`;
    await ctx.db.patch("talks", talk._id, { speaker_id: null, speaker_name: speakerName, portal_token: undefined });
  }
  const accounts = await ctx.db.query("users").withIndex("by_attendee", (q) => q.eq("attendee_id", id)).take(MAX_RELATED);
  for (const user of accounts) await ctx.db.patch("users", user._id, { attendee_id: undefined });
  await ctx.db.delete("attendees", id);
  await recordChange(ctx, {
    table: "attendees",
    docId: id,
    viewer,
    before: attendee,
    after: null,
    summary: `Deleted ${attendee.first_name} ${attendee.last_name} (${attendee.email})`,
  });
}

export async function deleteAttendee(ctx: MutationCtx, viewer: Viewer, id: Id<"attendees">): Promise<void> {
  await deleteAttendeeDoc(ctx, viewer, await requireAttendee(ctx, id));
}

/** A server attendee's accounts: linked by users.attendee_id, or sharing his email. */
async function accountsOf(ctx: MutationCtx, attendee: Doc<"attendees">): Promise<Doc<"users">[]> {
  const linked = await ctx.db.query("users").withIndex("by_attendee", (q) => q.eq("attendee_id", attendee._id)).take(10);
  const byEmail = await ctx.db.query("users").withIndex("email", (q) => q.eq("email", attendee.email)).take(10);
  const unique = new Map([...linked, ...byEmail].map((user) => [user._id, user]));
  return [...unique.values()];
}

/** Deletes an account with its roles, sign-in methods, sessions and refresh tokens; returns the roles removed. */
async function deleteAccount(ctx: MutationCtx, userId: Id<"users">): Promise<number> {
  const roles = await ctx.db.query("userRoles").withIndex("by_user_and_role", (q) => q.eq("user_id", userId)).take(50);
  for (const role of roles) await ctx.db.delete("userRoles", role._id);
  const authAccounts = await ctx.db.query("authAccounts").withIndex("userIdAndProvider", (q) => q.eq("userId", userId)).take(20);
  for (const account of authAccounts) {
    const codes = await ctx.db.query("authVerificationCodes").withIndex("accountId", (q) => q.eq("accountId", account._id)).take(50);
    for (const code of codes) await ctx.db.delete("authVerificationCodes", code._id);
    await ctx.db.delete("authAccounts", account._id);
  }
  await endSessions(ctx, userId);
  await ctx.db.delete("users", userId);
  return roles.length;
}

/** `done`: no server is left to remove (the caller calls again until then). */
export type BulkDeleteResult = { attendees: number; accounts: number; roles: number; keptStaff: number; done: boolean };

/**
 * Removes server attendees with their accounts and roles (SPEC.md §7 delete-servers-except),
 * keeping servers whose account holds a staff role and never touching the caller's account: at
 * most `SERVER_DELETE_BATCH` per call, all-or-nothing, so one call stays within Convex's
 * per-function limits; the caller repeats until `done`. `keptStaff` counts the kept servers seen;
 * on the call that finishes, that is all of them.
 */
export async function deleteServersExcept(ctx: MutationCtx, viewer: Viewer): Promise<BulkDeleteResult> {
  const servers = await ctx.db
    .query("attendees")
    .withIndex("by_type_and_room", (q) => q.eq("attendee_type", "server"))
    .take(MAX_ATTENDEES);
  const staffRoles: readonly string[] = STAFF_ROLES;
  const result: BulkDeleteResult = { attendees: 0, accounts: 0, roles: 0, keptStaff: 0, done: true };
  for (const server of servers) {
    const accounts = await accountsOf(ctx, server);
    let keep = accounts.some((user) => user._id === viewer.userId);
    for (const user of accounts) {
      if (keep) break;
      const roles = await ctx.db.query("userRoles").withIndex("by_user_and_role", (q) => q.eq("user_id", user._id)).take(50);
      keep = roles.some((row) => staffRoles.includes(row.role));
    }
    if (keep) {
      result.keptStaff += 1;
      continue;
    }
    if (result.attendees >= SERVER_DELETE_BATCH) {
      result.done = false;
      break;
    }
    for (const user of accounts) {
      result.roles += await deleteAccount(ctx, user._id);
      result.accounts += 1;
    }
    await deleteAttendeeDoc(ctx, viewer, server);
    result.attendees += 1;
  }
  return result;
}
