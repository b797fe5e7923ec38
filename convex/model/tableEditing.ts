import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { SEATING_BATCH } from "../shared/batchSizes";
import { recordChange } from "./audit";
import { requireTable, seatedAt, setTable, tableError } from "./diningTables";
import { capacityProblem, fitsCapacity, TABLE_NAME_REQUIRED } from "../shared/placeRules";

/** The most seats one call may change; a larger plan is sent in several (batchSizes.ts). */
export const MAX_SEATING_CHANGES = SEATING_BATCH;

function cleanTable(input: { name: string; capacity?: number | null }) {
  const name = input.name.trim();
  if (name === "") throw tableError("INVALID", TABLE_NAME_REQUIRED);
  const problem = capacityProblem(input.capacity);
  if (problem !== null) throw tableError("INVALID", problem);
  return { name, capacity: input.capacity ?? undefined };
}

async function requireUniqueName(ctx: MutationCtx, name: string, except?: Id<"diningTables">) {
  const clash = await ctx.db
    .query("diningTables")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
  if (clash !== null && clash._id !== except) throw tableError("DUPLICATE", `A table named ${name} already exists.`, { reason: "table", params: { name } });
}

export async function createTable(ctx: MutationCtx, viewer: Viewer, input: { name: string; capacity?: number | null }) {
  const table = cleanTable(input);
  await requireUniqueName(ctx, table.name);
  const doc = { ...table, leader_id: null, created_at: Date.now() };
  const id = await ctx.db.insert("diningTables", doc);
  await recordChange(ctx, { table: "diningTables", docId: id, viewer, before: null, after: doc });
  return id;
}

export async function updateTable(
  ctx: MutationCtx,
  viewer: Viewer,
  tableId: Id<"diningTables">,
  input: { name: string; capacity?: number | null },
) {
  const before = await requireTable(ctx, tableId);
  const next = cleanTable(input);
  await requireUniqueName(ctx, next.name, tableId);
  const seated = (await seatedAt(ctx, tableId)).length;
  if (!fitsCapacity(seated, next.capacity)) {
    throw tableError("INVALID", `Table ${before.name} has ${seated} men seated; its capacity cannot be less than that.`, {
      reason: "tableCapacityBelow",
      params: { table: before.name, seated: String(seated) },
    });
  }
  await ctx.db.replace("diningTables", tableId, { ...next, leader_id: before.leader_id, created_at: before.created_at });
  await recordChange(ctx, { table: "diningTables", docId: tableId, viewer, before, after: await ctx.db.get("diningTables", tableId) });
}

/** Deletes a table; the men seated there lose their seat in the same transaction. */
export async function deleteTable(ctx: MutationCtx, viewer: Viewer, tableId: Id<"diningTables">): Promise<number> {
  const table = await requireTable(ctx, tableId);
  const seated = await seatedAt(ctx, tableId);
  for (const man of seated) await setTable(ctx, viewer, man, null);
  await ctx.db.delete("diningTables", tableId);
  await recordChange(ctx, { table: "diningTables", docId: tableId, viewer, before: table, after: null });
  return seated.length;
}

/** Makes a server the table's leader (or clears it with null); a server leads at most one table. */
export async function setLeader(
  ctx: MutationCtx,
  viewer: Viewer,
  tableId: Id<"diningTables">,
  leaderId: Id<"attendees"> | null,
) {
  const table = await requireTable(ctx, tableId);
  if (table.leader_id === leaderId) return;
  if (leaderId !== null) {
    const leader = await ctx.db.get("attendees", leaderId);
    if (leader === null) throw tableError("NOT_FOUND", "Attendee not found.");
    const name = `${leader.first_name} ${leader.last_name}`;
    if (leader.attendee_type !== "server") throw tableError("INVALID", `${name} is not a server; a table leader must be a server.`, { reason: "leaderNotServer", params: { man: name } });
    const other = await ctx.db
      .query("diningTables")
      .withIndex("by_leader", (q) => q.eq("leader_id", leaderId))
      .first();
    if (other !== null) throw tableError("INVALID", `${name} already leads table ${other.name}.`, { reason: "leaderTaken", params: { man: name, table: other.name } });
  }
  await ctx.db.patch("diningTables", tableId, { leader_id: leaderId });
  await recordChange(ctx, { table: "diningTables", docId: tableId, viewer, before: table, after: { ...table, leader_id: leaderId } });
}

export type SeatChange = {
  attendeeId: Id<"attendees">;
  /** Where the plan saw him; a different current seat means the plan is out of date. */
  fromTableId: Id<"diningTables"> | null;
  tableId: Id<"diningTables"> | null;
};

/**
 * Applies an accepted seating plan (or one batch of a large one, batchSizes.ts) in one transaction. Every man must still sit where the plan
 * saw him, and every table's final count must fit its capacity; otherwise nothing is written.
 */
export async function applySeating(ctx: MutationCtx, viewer: Viewer, changes: readonly SeatChange[]): Promise<number> {
  if (changes.length > MAX_SEATING_CHANGES) {
    throw tableError("INVALID", `Too many seating changes at once: send at most ${MAX_SEATING_CHANGES} per call.`, {
      reason: "tooManySeatChanges",
      params: { max: String(MAX_SEATING_CHANGES) },
    });
  }
  const men: Array<{ man: Doc<"attendees">; tableId: Id<"diningTables"> | null }> = [];
  const seen = new Set<Id<"attendees">>();
  const delta = new Map<Id<"diningTables">, number>();
  for (const change of changes) {
    if (seen.has(change.attendeeId)) throw tableError("INVALID", "Each attendee can be seated only once.");
    seen.add(change.attendeeId);
    const man = await ctx.db.get("attendees", change.attendeeId);
    if (man === null) throw tableError("NOT_FOUND", "Attendee not found.");
    if (man.table_id !== change.fromTableId) {
      throw tableError(
        "STALE",
        `The seating plan is out of date: ${man.first_name} ${man.last_name} was moved meanwhile. Please suggest again.`,
        { reason: "seatingPlan", params: { man: `${man.first_name} ${man.last_name}` } },
      );
    }
    if (man.table_id === change.tableId) continue;
    if (man.table_id !== null) delta.set(man.table_id, (delta.get(man.table_id) ?? 0) - 1);
    if (change.tableId !== null) delta.set(change.tableId, (delta.get(change.tableId) ?? 0) + 1);
    men.push({ man, tableId: change.tableId });
  }
  for (const [tableId, change] of delta) {
    if (change <= 0) continue;
    const table = await requireTable(ctx, tableId);
    const seated = (await seatedAt(ctx, tableId)).length;
    if (!fitsCapacity(seated + change, table.capacity)) {
      throw tableError(
        "TABLE_REFUSED",
        `Cannot assign attendee. Table ${table.name} would have ${seated + change} men for ${table.capacity} seats.`,
        { reason: "overfull", params: { table: table.name, count: String(seated + change), capacity: String(table.capacity) } },
      );
    }
  }
  for (const { man, tableId } of men) await setTable(ctx, viewer, man, tableId);
  return men.length;
}
