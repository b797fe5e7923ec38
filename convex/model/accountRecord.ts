/**
 * A server account's attendee record in the weekend being worked on. `users.attendee_id` points at
 * his record in ONE weekend (the one his account was made or linked in); when he is carried to
 * the next weekend he gets a new record there with the same person (model/people.ts), and his
 * dashboard and adoration hours must follow that record.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { unscoped } from "./retreatScope";

/**
 * The person behind an account: that of its linked record (in any weekend), else the person
 * with the account's email (a record written before people existed, or one since deleted).
 */
async function personOfAccount(ctx: QueryCtx, user: Doc<"users"> & { attendee_id: Id<"attendees"> }): Promise<Id<"people"> | null> {
  const linked = await unscoped(ctx.db).get("attendees", user.attendee_id);
  if (linked?.person_id !== undefined) return linked.person_id;
  const email = user.email?.trim().toLowerCase() ?? "";
  if (email === "") return null;
  const person = await ctx.db
    .query("people")
    .withIndex("by_email", (q) => q.eq("email", email))
    .first();
  return person?._id ?? null;
}

/**
 * The account's attendee record in ctx's retreat: the linked record when it belongs to this
 * weekend, else this weekend's record of the same person; null for an account linked to no record.
 */
export async function attendeeOfAccount(ctx: QueryCtx, user: Doc<"users">): Promise<Doc<"attendees"> | null> {
  if (user.attendee_id === undefined) return null;
  const linked = await ctx.db.get("attendees", user.attendee_id);
  if (linked !== null) return linked;
  const personId = await personOfAccount(ctx, { ...user, attendee_id: user.attendee_id });
  if (personId === null) return null;
  // by_person spans weekends; the scoped database keeps only this retreat's records.
  return await ctx.db
    .query("attendees")
    .withIndex("by_person", (q) => q.eq("person_id", personId))
    .first();
}
