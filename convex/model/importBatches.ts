/**
 * Spreadsheet imports as batches in the history: every change an upload makes carries its batch
 * id in auditLog, so staff can undo the upload whole. Undo removes the men it created when
 * nothing else was done with them (no later edit, room, table, check-in, palanca, talk, led
 * table or sign-in account) and restores the fields it changed that nobody changed since; what
 * it keeps, it names with the reason.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { deleteAttendeeDoc } from "./attendeeRemoval";
import { recordChange } from "./audit";
import type { AttendeeType } from "../shared/validators";

export const UNDO_PAGE = 50;
const LISTED_BATCHES = 10;

export async function startBatch(ctx: MutationCtx, viewer: Viewer, fileName: string, attendeeType: AttendeeType) {
  const name = fileName.trim().slice(0, 200) || "spreadsheet";
  return await ctx.db.insert("importBatches", {
    file_name: name,
    attendee_type: attendeeType,
    user_id: viewer.userId,
    user_email: viewer.email ?? undefined,
    started_at: Date.now(),
    created: 0,
    updated: 0,
  });
}

export async function recentBatches(ctx: QueryCtx) {
  const batches = await ctx.db.query("importBatches").withIndex("by_started").order("desc").take(LISTED_BATCHES);
  return batches
    .filter((batch) => batch.created + batch.updated > 0)
    .map((batch) => ({
      _id: batch._id,
      file_name: batch.file_name,
      attendee_type: batch.attendee_type,
      user_email: batch.user_email ?? null,
      started_at: batch.started_at,
      created: batch.created,
      updated: batch.updated,
      undone_at: batch.undone_at ?? null,
    }));
}

export type UndoKept = { name: string; reason: string };
export type UndoPage = { removed: number; restored: number; kept: UndoKept[]; isDone: boolean; continueCursor: string };

const nameOf = (man: Pick<Doc<"attendees">, "first_name" | "last_name" | "email">) => `${man.first_name} ${man.last_name} (${man.email})`;

/** Why a man the import created must stay, or null when nothing else was done with him. */
async function reasonToKeep(ctx: QueryCtx, man: Doc<"attendees">, entry: Doc<"auditLog">): Promise<string | null> {
  const later = await ctx.db
    .query("auditLog")
    .withIndex("by_doc", (q) => q.eq("table", "attendees").eq("doc_id", man._id).gt("at", entry.at))
    .take(20);
  if (later.some((other) => other.batch_id !== entry.batch_id)) return "edited after the import";
  if (man.has_checked_in) return "checked in";
  if (man.room_id !== null) return "has a room";
  if (man.table_id !== null) return "has a table";
  const letter = await ctx.db.query("palancas").withIndex("by_attendee", (q) => q.eq("attendee_id", man._id)).first();
  if (letter !== null) return "has palancas";
  const led = await ctx.db.query("diningTables").withIndex("by_leader", (q) => q.eq("leader_id", man._id)).first();
  if (led !== null) return "leads a table";
  const talk = await ctx.db.query("talks").withIndex("by_speaker", (q) => q.eq("speaker_id", man._id)).first();
  if (talk !== null) return "gives a talk";
  const account = await ctx.db.query("users").withIndex("by_attendee", (q) => q.eq("attendee_id", man._id)).first();
  if (account !== null) return "has a sign-in account";
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Undoes one page of a batch's changes (newest first); the caller repeats with `continueCursor` until done. */
export async function undoBatchPage(
  ctx: MutationCtx,
  viewer: Viewer,
  batchId: Id<"importBatches">,
  cursor: string | null,
): Promise<UndoPage> {
  const batch = await ctx.db.get("importBatches", batchId);
  if (batch === null) throw new ConvexError({ code: "NOT_FOUND", message: "This import is no longer in the history." });
  if (batch.undone_at !== undefined && cursor === null) {
    throw new ConvexError({ code: "INVALID", message: "This import was already undone." });
  }
  const page = await ctx.db
    .query("auditLog")
    .withIndex("by_batch", (q) => q.eq("batch_id", batchId))
    .order("desc")
    .paginate({ cursor, numItems: UNDO_PAGE });
  const result: UndoPage = { removed: 0, restored: 0, kept: [], isDone: page.isDone, continueCursor: page.continueCursor };
  for (const entry of page.page) {
    if (entry.table !== "attendees") continue;
    const man = await ctx.db.get("attendees", entry.doc_id as Id<"attendees">);
    if (man === null) continue;
    if (entry.action === "create") {
      const reason = await reasonToKeep(ctx, man, entry);
      if (reason !== null) result.kept.push({ name: nameOf(man), reason });
      else {
        await deleteAttendeeDoc(ctx, viewer, man);
        result.removed++;
      }
      continue;
    }
    if (entry.action !== "update") continue;
    const patch: Record<string, unknown> = {};
    const changedSince: string[] = [];
    for (const change of entry.changes) {
      const current = (man as Record<string, unknown>)[change.field];
      if (same(current, change.after)) patch[change.field] = change.before;
      else changedSince.push(change.field);
    }
    if (changedSince.length > 0) result.kept.push({ name: nameOf(man), reason: `changed since the import: ${changedSince.join(", ")}` });
    if (Object.keys(patch).length === 0) continue;
    const next = { ...man, ...patch, updated_at: Date.now() };
    await ctx.db.patch("attendees", man._id, { ...patch, updated_at: next.updated_at } as Partial<Doc<"attendees">>);
    await recordChange(ctx, { table: "attendees", docId: man._id, viewer, before: man, after: next, summary: `Import of ${batch.file_name} undone` });
    result.restored++;
  }
  if (page.isDone) await ctx.db.patch("importBatches", batchId, { undone_at: Date.now(), undone_by: viewer.email ?? undefined });
  return result;
}
