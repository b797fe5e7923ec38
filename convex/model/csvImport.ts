/**
 * Attendee CSV import on the server (PRODUCT.md §5.6): the browser sends rows in chunks of at
 * most 100, each chunk is one transaction, every row is checked again with the attendee rules
 * and upserted by email (update when found, else insert). Rows that fail are reported by row
 * number and the rest are saved. Re-importing the same file writes nothing.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { findByEmail } from "./attendees";
import {
  droppedCellWarning,
  prepareImportRow,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
  type ImportPayload,
  type ImportValues,
  type PreparedRow,
} from "../shared/importRow";
import { assignmentRefusal } from "../shared/roomRule";
import type { AttendeeType, Role } from "../shared/validators";
import { rolesOf } from "../functions";

export const CHUNK_SIZE = 100;

export type ChunkRow = { row: number; values: ImportValues; blanks?: ImportField[] };

/** A stored value as the preview shows it changing. */
export type FieldValue = string | number | boolean | null;

/** One field an update changes, from the value on file to the file's. */
export type FieldChange = { field: string; from: FieldValue; to: FieldValue };

/**
 * A sign-in account that already holds a server row's email but not the server role (a staff
 * member's, say). The import gives it the server role only when staff tick the row in the preview.
 */
export type ExistingAccount = { roles: Role[] };

type Saved = { row: number; email: string; existingAccount?: ExistingAccount };

export type RowPlan =
  | (Saved & { action: "create" })
  /** `renamedFrom`: the man's name on file, when the row changes his first or last name. */
  | (Saved & { action: "update"; fields: string[]; changes: FieldChange[]; renamedFrom?: string })
  | (Saved & { action: "unchanged" })
  | { row: number; action: "reject"; message: string };

export type ChunkResult = {
  created: number;
  updated: number;
  unchanged: number;
  errors: { row: number; message: string }[];
  /** Cells of saved rows that were left empty because the attendee rules refuse them. */
  warnings: { row: number; message: string }[];
  /** Server rows now in the database, for the account sync that follows a server upload. */
  servers: { row: number; attendeeId: Id<"attendees"> }[];
};

export function requireChunkSize(rows: readonly unknown[]): void {
  if (rows.length > CHUNK_SIZE) {
    throw new ConvexError({
      code: "CHUNK_TOO_LARGE",
      message: `A chunk holds at most ${CHUNK_SIZE} rows; this one has ${rows.length}.`,
      // Plain digits, as the message writes them, for the client's other languages.
      params: { max: String(CHUNK_SIZE), count: String(rows.length) },
    });
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The payload fields whose values differ from the stored attendee. */
function changedFields(existing: Doc<"attendees">, payload: ImportPayload): string[] {
  return Object.entries(payload)
    .filter(([field, value]) => !same(existing[field as keyof Doc<"attendees">], value))
    .map(([field]) => field);
}

/** An update may not leave a man in a room that no longer fits him (type or sleeps-at-home changed). */
async function roomRefusal(ctx: QueryCtx, existing: Doc<"attendees">, payload: ImportPayload, fields: string[]) {
  if (existing.room_id === null) return null;
  if (!fields.includes("attendee_type") && !fields.includes("sleeps_at_home")) return null;
  const room = await ctx.db.get("rooms", existing.room_id);
  if (room === null) return null;
  return assignmentRefusal(room, { ...existing, ...payload }, [existing._id]);
}

type Planned =
  | { plan: Extract<RowPlan, { action: "reject" }> }
  | { plan: Exclude<RowPlan, { action: "reject" }>; payload: ImportPayload; existing: Doc<"attendees"> | null };

/** Index entries read at most for one chunk's email range before falling back to one lookup per email. */
const RANGE_READ_LIMIT = 2000;

/**
 * The attendees holding these emails (the oldest per email, as `findByEmail`). The browser sends
 * rows sorted by email, so one index range read usually covers the whole chunk; a range holding
 * too many other attendees falls back to one index lookup per email.
 */
async function attendeesByEmail(ctx: QueryCtx, emails: readonly string[]): Promise<Map<string, Doc<"attendees">>> {
  const wanted = [...new Set(emails)].sort();
  const found = new Map<string, Doc<"attendees">>();
  if (wanted.length === 0) return found;
  const inRange = await ctx.db
    .query("attendees")
    .withIndex("by_email", (q) => q.gte("email", wanted[0]).lte("email", wanted[wanted.length - 1]))
    .take(RANGE_READ_LIMIT + 1);
  if (inRange.length <= RANGE_READ_LIMIT) {
    const wantedSet = new Set(wanted);
    for (const attendee of inRange) {
      if (wantedSet.has(attendee.email) && !found.has(attendee.email)) found.set(attendee.email, attendee);
    }
    return found;
  }
  for (const email of wanted) {
    const attendee = await findByEmail(ctx, email);
    if (attendee !== null) found.set(email, attendee);
  }
  return found;
}

async function planRow(
  ctx: QueryCtx,
  row: number,
  prepared: PreparedRow,
  existing: Doc<"attendees"> | null,
): Promise<Planned> {
  if (!prepared.ok) return { plan: { row, action: "reject", message: `Row ${row}: ${prepared.reason}` } };
  const payload = prepared.payload;
  if (existing === null) return { plan: { row, action: "create", email: payload.email }, payload, existing };
  const fields = changedFields(existing, payload);
  if (fields.length === 0) return { plan: { row, action: "unchanged", email: payload.email }, payload, existing };
  const refusal = await roomRefusal(ctx, existing, payload, fields);
  if (refusal !== null) return { plan: { row, action: "reject", message: `Row ${row}: Update failed. ${refusal}` } };
  const renamed = fields.includes("first_name") || fields.includes("last_name");
  const shown = (value: unknown): FieldValue =>
    value === undefined || value === null ? null : typeof value === "object" ? JSON.stringify(value) : (value as FieldValue);
  const changes = fields.map((field) => ({
    field,
    from: shown(existing[field as keyof Doc<"attendees">]),
    to: shown(payload[field as keyof ImportPayload]),
  }));
  const plan: RowPlan = renamed
    ? { row, action: "update", email: payload.email, fields, changes, renamedFrom: `${existing.first_name} ${existing.last_name}`.trim() }
    : { row, action: "update", email: payload.email, fields, changes };
  return { plan, payload, existing };
}

/** What an erased field holds: the main phone null, the always-stored flags false, anything else nothing. */
const CLEARED: Partial<Record<ImportField, null | false>> = { phone_number: null, snore: false, sleeps_at_home: false, has_paid: false };

/**
 * With `clearBlanks`, the row's empty cells erase those fields (never a required one, never a
 * field the row fills: a positive amount paid still marks him paid).
 */
function withBlanksCleared(prepared: PreparedRow, blanks: readonly ImportField[] | undefined, clearBlanks: boolean): PreparedRow {
  if (!prepared.ok || !clearBlanks || blanks === undefined || blanks.length === 0) return prepared;
  const payload: Record<string, unknown> = { ...prepared.payload };
  for (const field of blanks) {
    if (REQUIRED_IMPORT_FIELDS.includes(field) || field in payload) continue;
    payload[field] = field in CLEARED ? CLEARED[field] : undefined;
  }
  return { ...prepared, payload: payload as ImportPayload };
}

/** Checks every row with the attendee rules and finds the attendees already holding their emails. */
async function prepareChunk(ctx: QueryCtx, rows: ChunkRow[], attendeeType: AttendeeType, clearBlanks: boolean) {
  const prepared = rows.map(({ row, values, blanks }) => ({
    row,
    prepared: withBlanksCleared(prepareImportRow(values, attendeeType), blanks, clearBlanks),
  }));
  const emails = prepared.flatMap(({ prepared }) => (prepared.ok ? [prepared.payload.email] : []));
  return { prepared, onFile: await attendeesByEmail(ctx, emails) };
}

/** The account holding `email` when it lacks the server role, which importing him as a server would add. */
async function accountWithoutServerRole(ctx: QueryCtx, email: string): Promise<ExistingAccount | null> {
  const user = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
  if (user === null) return null;
  const roles = await rolesOf(ctx, user._id);
  return roles.includes("server") ? null : { roles };
}

/**
 * What committing these rows would do, without writing anything (the upload preview). A server
 * row whose email already has an account without the server role says so (`existingAccount`).
 */
export async function previewRows(
  ctx: QueryCtx,
  rows: ChunkRow[],
  attendeeType: AttendeeType,
  clearBlanks = false,
): Promise<RowPlan[]> {
  requireChunkSize(rows);
  const { prepared, onFile } = await prepareChunk(ctx, rows, attendeeType, clearBlanks);
  const plans: RowPlan[] = [];
  for (const { row, prepared: one } of prepared) {
    const current = one.ok ? (onFile.get(one.payload.email) ?? null) : null;
    const { plan } = await planRow(ctx, row, one, current);
    if (attendeeType === "server" && plan.action !== "reject") {
      const account = await accountWithoutServerRole(ctx, plan.email);
      if (account !== null) plan.existingAccount = account;
    }
    plans.push(plan);
    // A later row with the same email sees this one as existing, as the import would.
    if (plan.action === "create" && one.ok) onFile.set(one.payload.email, newAttendee(one.payload, 0) as Doc<"attendees">);
  }
  return plans;
}

/** A new attendee with the add dialog's defaults (not paid, no room, no table) under the imported fields. */
export function newAttendee(payload: ImportPayload, now: number) {
  return {
    phone_number: null,
    has_paid: false,
    has_checked_in: false,
    snore: false,
    sleeps_at_home: false,
    room_id: null,
    table_id: null,
    ...payload,
    created_at: now,
    updated_at: now,
  };
}

function describe(error: unknown): string {
  if (error instanceof ConvexError && typeof error.data === "object" && error.data !== null && "message" in error.data) {
    return String(error.data.message);
  }
  return error instanceof Error ? error.message : String(error);
}

/** Upserts one chunk in this transaction. A row that fails is reported and the others are saved. */
export async function importRows(
  ctx: MutationCtx,
  viewer: Viewer,
  rows: ChunkRow[],
  attendeeType: AttendeeType,
  clearBlanks = false,
  batchId?: Id<"importBatches">,
): Promise<ChunkResult> {
  requireChunkSize(rows);
  const result: ChunkResult = { created: 0, updated: 0, unchanged: 0, errors: [], warnings: [], servers: [] };
  const now = Date.now();
  const { prepared, onFile } = await prepareChunk(ctx, rows, attendeeType, clearBlanks);
  for (const { row, prepared: one } of prepared) {
    const current = one.ok ? (onFile.get(one.payload.email) ?? null) : null;
    const planned = await planRow(ctx, row, one, current);
    const { plan } = planned;
    if (plan.action === "reject") {
      result.errors.push({ row: plan.row, message: plan.message });
      continue;
    }
    if (!("payload" in planned)) continue;
    if (one.ok) for (const cell of one.dropped) result.warnings.push({ row, message: `Row ${row}: ${droppedCellWarning(cell)}` });
    let attendeeId: Id<"attendees">;
    if (plan.action === "create") {
      const doc = newAttendee(planned.payload, now);
      try {
        attendeeId = await ctx.db.insert("attendees", doc);
      } catch (error) {
        result.errors.push({ row: plan.row, message: `Row ${plan.row}: Insert failed. ${describe(error)}` });
        continue;
      }
      await recordChange(ctx, { table: "attendees", docId: attendeeId, viewer, before: null, after: doc, summary: "Imported from CSV", batchId });
      onFile.set(doc.email, { ...doc, _id: attendeeId, _creationTime: now });
      result.created++;
    } else {
      const stored = planned.existing as Doc<"attendees">;
      attendeeId = stored._id;
      if (plan.action === "update") {
        const patch = { ...planned.payload, updated_at: now };
        try {
          await ctx.db.patch("attendees", attendeeId, patch);
        } catch (error) {
          result.errors.push({ row: plan.row, message: `Row ${plan.row}: Update failed. ${describe(error)}` });
          continue;
        }
        await recordChange(ctx, {
          table: "attendees",
          docId: attendeeId,
          viewer,
          before: stored,
          after: { ...stored, ...patch },
          summary: "Updated from CSV",
          batchId,
        });
        onFile.set(stored.email, { ...stored, ...patch });
        result.updated++;
      } else {
        result.unchanged++;
      }
    }
    if (attendeeType === "server") result.servers.push({ row: plan.row, attendeeId });
  }
  if (batchId !== undefined && result.created + result.updated > 0) {
    const batch = await ctx.db.get("importBatches", batchId);
    if (batch !== null) {
      await ctx.db.patch("importBatches", batchId, { created: batch.created + result.created, updated: batch.updated + result.updated });
    }
  }
  return result;
}
