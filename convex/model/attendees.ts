import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import {
  ATTENDEE_INPUT_FIELDS,
  OPTIONAL_FLAGS,
  parseAttendeeInput,
  type AttendeeInput,
  type RawAttendeeInput,
} from "../shared/attendeeRules";
import { assignAttendeeToTable } from "./diningTables";
import { assignAttendeeToRoom, requireBedFor } from "./rooms";

/** Upper bound on attendees read at once; a retreat has a few hundred, the grid is tested with 5,000. */
export const MAX_ATTENDEES = 10_000;

export const MESSAGES = {
  notFound: "Attendee not found.",
  duplicateEmail: (email: string) => `An attendee with email ${email} already exists.`,
} as const;

export function attendeeError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return new ConvexError({ code, message, ...extra });
}

export async function requireAttendee(ctx: QueryCtx, id: Id<"attendees">): Promise<Doc<"attendees">> {
  const attendee = await ctx.db.get("attendees", id);
  if (attendee === null) throw attendeeError("NOT_FOUND", MESSAGES.notFound);
  return attendee;
}

export async function findByEmail(ctx: QueryCtx, email: string): Promise<Doc<"attendees"> | null> {
  return await ctx.db
    .query("attendees")
    .withIndex("by_email", (q) => q.eq("email", email.trim().toLowerCase()))
    .first();
}

/** Parses raw input with the shared rules; refuses with the list of problems. */
export function requireValidInput(raw: RawAttendeeInput): AttendeeInput {
  const result = parseAttendeeInput(raw);
  if (!result.ok) {
    // `problems` carries each field's reason and values, so the form can list them in its language.
    const problems = ATTENDEE_INPUT_FIELDS.flatMap((field) => {
      const problem = result.problems[field];
      return problem === undefined ? [] : [{ field, reason: problem.reason, params: problem.params ?? {} }];
    });
    throw attendeeError("INVALID", `Please fix the following errors: ${result.errors.join("; ")}`, {
      errors: result.errors,
      problems,
    });
  }
  return result.value;
}

/**
 * The form sends every checkbox; an unticked sacrament the record never had stays unanswered
 * rather than becoming an explicit "no" (and a line in the history nobody wrote).
 */
function keepUnanswered(input: AttendeeInput, before: Partial<Doc<"attendees">> | null): AttendeeInput {
  const result = { ...input };
  for (const flag of OPTIONAL_FLAGS) {
    if (result[flag] === false && before?.[flag] === undefined) delete result[flag];
  }
  return result;
}

async function requireUniqueEmail(ctx: QueryCtx, email: string, self?: Id<"attendees">): Promise<void> {
  const existing = await findByEmail(ctx, email);
  if (existing !== null && existing._id !== self) {
    throw attendeeError("DUPLICATE_EMAIL", MESSAGES.duplicateEmail(email), { reason: "attendee", params: { email } });
  }
}

export type Placement = { room_id?: Id<"rooms"> | null; table_id?: Id<"diningTables"> | null };

/** Creates an attendee from raw form input; room and table go through the rooms and tables rules. */
export async function createAttendee(
  ctx: MutationCtx,
  viewer: Viewer,
  raw: RawAttendeeInput,
  placement: Placement,
): Promise<Id<"attendees">> {
  const input = keepUnanswered(requireValidInput(raw), null);
  await requireUniqueEmail(ctx, input.email);
  const now = Date.now();
  const doc = {
    ...input,
    room_id: null,
    table_id: null,
    ...(input.has_checked_in ? { checked_in_at: now, ...checkedInBy(viewer) } : {}),
    created_at: now,
    updated_at: now,
  };
  const id = await ctx.db.insert("attendees", doc);
  await recordChange(ctx, { table: "attendees", docId: id, viewer, before: null, after: doc });
  // The assignment helpers record their own audit entries and throw (rolling back the insert) on refusal.
  if (placement.room_id) await assignAttendeeToRoom(ctx, viewer, id, placement.room_id);
  if (placement.table_id) await assignAttendeeToTable(ctx, viewer, id, placement.table_id);
  return id;
}

/** The stored fields a person cannot edit directly: kept as they are on update. */
function systemFields(a: Doc<"attendees">) {
  return {
    // His person ties his weekends together (model/people.ts): an edit, even of his email, keeps it.
    ...(a.person_id === undefined ? {} : { person_id: a.person_id }),
    room_id: a.room_id,
    table_id: a.table_id,
    checked_in_at: a.checked_in_at,
    checked_in_by: a.checked_in_by,
    created_at: a.created_at,
  };
}

function checkedInBy(viewer: Viewer): { checked_in_by?: string } {
  return viewer.email === null ? {} : { checked_in_by: viewer.email };
}

/** What an update did besides saving the fields: the room a man who now sleeps at home was taken out of. */
export type UpdateOutcome = { unassignedFrom: string | null };

/**
 * Replaces every editable field (an emptied field is removed), then applies a room or table
 * change through their rules. A man who now sleeps at home leaves his room (the outcome names
 * it, so the screen can say so); a type change that no longer fits the current room is refused
 * with the room's reason, unless the same request also changes the room.
 */
export async function updateAttendee(
  ctx: MutationCtx,
  viewer: Viewer,
  id: Id<"attendees">,
  raw: RawAttendeeInput,
  placement: Placement,
): Promise<UpdateOutcome> {
  const before = await requireAttendee(ctx, id);
  const input = keepUnanswered(requireValidInput(raw), before);
  await requireUniqueEmail(ctx, input.email, id);
  const now = Date.now();
  const system = systemFields(before);
  if (input.has_checked_in !== before.has_checked_in) {
    system.checked_in_at = input.has_checked_in ? now : undefined;
    system.checked_in_by = input.has_checked_in ? checkedInBy(viewer).checked_in_by : undefined;
  }
  const after = { ...input, ...system, updated_at: now };
  if (after.checked_in_at === undefined) delete after.checked_in_at;
  if (after.checked_in_by === undefined) delete after.checked_in_by;
  await ctx.db.replace("attendees", id, after);
  await recordChange(ctx, { table: "attendees", docId: id, viewer, before, after });

  let unassignedFrom: string | null = null;
  const roomAsked = placement.room_id !== undefined && placement.room_id !== before.room_id;
  if (after.sleeps_at_home && before.room_id !== null && !(roomAsked && placement.room_id !== null)) {
    unassignedFrom = (await ctx.db.get("rooms", before.room_id))?.name ?? null;
    await assignAttendeeToRoom(ctx, viewer, id, null);
  } else if (roomAsked) {
    await assignAttendeeToRoom(ctx, viewer, id, placement.room_id ?? null);
  } else if (before.room_id !== null) {
    await requireStillFits(ctx, id, before.room_id);
  }
  if (placement.table_id !== undefined && placement.table_id !== before.table_id) {
    await assignAttendeeToTable(ctx, viewer, id, placement.table_id);
  }
  return { unassignedFrom };
}

async function requireStillFits(ctx: MutationCtx, id: Id<"attendees">, roomId: Id<"rooms">): Promise<void> {
  await requireBedFor(ctx, await requireAttendee(ctx, id), roomId);
}

export type HistoryEntry = {
  _id: Id<"auditLog">;
  action: Doc<"auditLog">["action"];
  who: string;
  at: number;
  summary: string | null;
  changes: Doc<"auditLog">["changes"];
};

/** The latest changes to one attendee, newest first. */
export async function historyOf(ctx: QueryCtx, id: Id<"attendees">, limit: number): Promise<HistoryEntry[]> {
  const rows = await ctx.db
    .query("auditLog")
    .withIndex("by_doc", (q) => q.eq("table", "attendees").eq("doc_id", id))
    .order("desc")
    .take(limit);
  return rows.map((row) => ({
    _id: row._id,
    action: row.action,
    who: row.user_email ?? (row.user_id === null ? "System" : "Unknown user"),
    at: row.at,
    summary: row.summary ?? null,
    changes: row.changes,
  }));
}

export { ATTENDEE_INPUT_FIELDS };
