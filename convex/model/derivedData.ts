import { Triggers } from "convex-helpers/server/triggers";
import type { DataModel, Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { dropAssignmentCount } from "./assignmentCounts";
import { keepAttendeeTotals, keepScholarshipTotals } from "./attendeeTotals";
import { personFor } from "./people";
import { keepPlacementCounts } from "./placementCounts";

/**
 * The one write path of the documents derived from attendees: the unassigned, check-in and
 * per-room / per-table counts (model/placementCounts.ts, checkInCounts.ts, assignmentCounts.ts)
 * and the money totals (model/attendeeTotals.ts). Every mutation builder (convex/functions.ts:
 * staffMutation, publicMutation, internalMutation) hands its handler a `ctx.db` wrapped by
 * `withDerivedData`, so every insert, patch, replace and delete of an attendee, a scholarship, a
 * room or a dining table runs the hooks below in the same transaction, right after the write.
 * No writer calls a keeper itself, so none can forget one.
 *
 * A hook's own writes go through the same wrapped writer: deleting a man deletes his
 * scholarship, whose hook then finds no man and changes nothing (his removal already took his
 * whole contribution out of the totals).
 *
 * The hooks cost reads: convex-helpers reads the document before and after each write (the same
 * document, one read interval for Convex's limits), and a keeper reads only the shard or count it
 * changes, nothing when the write changes no count (model/batchSizes.ts keeps bulk actions within
 * the limits with them).
 */
const triggers = new Triggers<DataModel>();

/** The stored fields of a document, without its id: a new man's counter shard is picked by his email (model/counterShards.ts). */
function fieldsOf(doc: Doc<"attendees">): Omit<Doc<"attendees">, "_id" | "_creationTime"> {
  const { _id, _creationTime, ...fields } = doc;
  void _id;
  void _creationTime;
  return fields;
}

triggers.register("attendees", async (ctx, change) => {
  // Every record belongs to a person (model/people.ts). Written beneath the hooks: a person
  // changes no count, so running them again for it would only cost reads.
  if (change.newDoc !== null && change.newDoc.person_id === undefined) {
    await ctx.innerDb.patch("attendees", change.id, { person_id: await personFor(ctx, change.newDoc) });
  }
  const after = change.operation === "insert" ? fieldsOf(change.newDoc) : change.newDoc;
  await keepPlacementCounts(ctx, change.oldDoc, after);
  await keepAttendeeTotals(ctx, change.oldDoc, after);
});

triggers.register("scholarships", async (ctx, change) => {
  const { oldDoc, newDoc } = change;
  const manOf = async (scholarship: Doc<"scholarships">) => await ctx.db.get("attendees", scholarship.attendee_id);
  if (oldDoc !== null && newDoc !== null && oldDoc.attendee_id === newDoc.attendee_id) {
    const man = await manOf(newDoc);
    if (man !== null) await keepScholarshipTotals(ctx, man, oldDoc, newDoc);
    return;
  }
  // A man already deleted has no contribution left to change.
  const before = oldDoc === null ? null : await manOf(oldDoc);
  if (oldDoc !== null && before !== null) await keepScholarshipTotals(ctx, before, oldDoc, null);
  const after = newDoc === null ? null : await manOf(newDoc);
  if (newDoc !== null && after !== null) await keepScholarshipTotals(ctx, after, null, newDoc);
});

/** A deleted room's or table's occupant count goes with it. */
triggers.register("rooms", async (ctx, change) => {
  if (change.operation === "delete") await dropAssignmentCount(ctx, change.id);
});
triggers.register("diningTables", async (ctx, change) => {
  if (change.operation === "delete") await dropAssignmentCount(ctx, change.id);
});

/** The context with its `ctx.db` keeping every derived document on each write. */
export function withDerivedData<C extends MutationCtx>(ctx: C): C {
  return triggers.wrapDB(ctx);
}
