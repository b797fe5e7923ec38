import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { isIsoDate } from "../shared/retreatDays";
import { readSettings } from "./settings";

/**
 * Palancas: letters of support for a retreatant. Every write keeps the man's palancaCounts
 * document in the same transaction, so the palancas screen reads counts without reading letters.
 */
export const DEFAULT_TARGET = 1;
export const MAX_TARGET = 100;
/** More letters than any man receives; keeps reads bounded. */
export const MAX_LETTERS_PER_MAN = 1000;

export type PalancaInput = { from_name: string; relationship?: string; received_date: string; notes?: string };

function invalid(message: string) {
  return new ConvexError({ code: "INVALID", message });
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? undefined : trimmed;
}

async function cleanLetter(ctx: QueryCtx, input: PalancaInput) {
  const from_name = input.from_name.trim();
  if (from_name === "") throw invalid("Who the letter is from is required.");
  if (from_name.length > 200) throw invalid("The sender's name is too long (200 characters at most).");
  const received_date = input.received_date.trim();
  if (!isIsoDate(received_date)) throw invalid("The received date must be a date in the form YYYY-MM-DD.");
  const { retreat_end_date } = await readSettings(ctx);
  if (isIsoDate(retreat_end_date) && received_date > retreat_end_date) {
    throw new ConvexError({
      code: "INVALID",
      message: `The received date cannot be after the retreat ends (${retreat_end_date}).`,
      reason: "palancaAfterRetreat",
      params: { date: retreat_end_date },
    });
  }
  const notes = optional(input.notes);
  if (notes !== undefined && notes.length > 2000) throw invalid("Notes are too long (2,000 characters at most).");
  return { from_name, relationship: optional(input.relationship), received_date, notes };
}

/** The retreatant a letter is for; palancas are for retreatants only. */
export async function requireRetreatant(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<Doc<"attendees">> {
  const man = await ctx.db.get("attendees", attendeeId);
  if (man === null) throw new ConvexError({ code: "NOT_FOUND", message: "Attendee not found." });
  if (man.attendee_type !== "attendee") {
    const name = `${man.first_name} ${man.last_name}`;
    throw new ConvexError({ code: "INVALID", message: `Palancas are for retreatants; ${name} is a server.`, reason: "palancaServer", params: { name } });
  }
  return man;
}

export async function requirePalanca(ctx: QueryCtx, id: Id<"palancas">): Promise<Doc<"palancas">> {
  const palanca = await ctx.db.get("palancas", id);
  if (palanca === null) throw new ConvexError({ code: "NOT_FOUND", message: "This letter no longer exists." });
  return palanca;
}

export async function palancaCountOf(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<number> {
  const kept = await ctx.db
    .query("palancaCounts")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .unique();
  return kept?.count ?? 0;
}

async function addToCount(ctx: MutationCtx, attendeeId: Id<"attendees">, delta: number): Promise<void> {
  const kept = await ctx.db
    .query("palancaCounts")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .unique();
  if (kept === null) await ctx.db.insert("palancaCounts", { attendee_id: attendeeId, count: Math.max(0, delta) });
  else await ctx.db.patch("palancaCounts", kept._id, { count: Math.max(0, kept.count + delta) });
}

export async function logPalanca(
  ctx: MutationCtx,
  viewer: Viewer,
  attendeeId: Id<"attendees">,
  input: PalancaInput,
): Promise<Id<"palancas">> {
  await requireRetreatant(ctx, attendeeId);
  const letter = { attendee_id: attendeeId, ...(await cleanLetter(ctx, input)), created_at: Date.now() };
  const id = await ctx.db.insert("palancas", letter);
  await addToCount(ctx, attendeeId, 1);
  await recordChange(ctx, { table: "palancas", docId: id, viewer, before: null, after: letter });
  return id;
}

export async function updatePalanca(ctx: MutationCtx, viewer: Viewer, id: Id<"palancas">, input: PalancaInput): Promise<void> {
  const before = await requirePalanca(ctx, id);
  const after = { attendee_id: before.attendee_id, ...(await cleanLetter(ctx, input)), created_at: before.created_at };
  await ctx.db.replace("palancas", id, after);
  await recordChange(ctx, { table: "palancas", docId: id, viewer, before, after });
}

export async function removePalanca(ctx: MutationCtx, viewer: Viewer, id: Id<"palancas">): Promise<void> {
  const before = await requirePalanca(ctx, id);
  await ctx.db.delete("palancas", id);
  await addToCount(ctx, before.attendee_id, -1);
  await recordChange(ctx, { table: "palancas", docId: id, viewer, before, after: null });
}

/** Deletes a man's letters and his count (used when the man himself is deleted). */
export async function forgetPalancasOf(ctx: MutationCtx, attendeeId: Id<"attendees">): Promise<void> {
  const letters = await ctx.db
    .query("palancas")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .take(MAX_LETTERS_PER_MAN);
  for (const letter of letters) await ctx.db.delete("palancas", letter._id);
  const kept = await ctx.db
    .query("palancaCounts")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .unique();
  if (kept !== null) await ctx.db.delete("palancaCounts", kept._id);
}

export type LetterRow = {
  _id: Id<"palancas">;
  attendee_id: Id<"attendees">;
  from_name: string;
  relationship: string | null;
  received_date: string;
  notes: string | null;
};

export function toLetterRow(p: Doc<"palancas">): LetterRow {
  return {
    _id: p._id,
    attendee_id: p.attendee_id,
    from_name: p.from_name,
    relationship: p.relationship ?? null,
    received_date: p.received_date,
    notes: p.notes ?? null,
  };
}

export async function lettersOf(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<LetterRow[]> {
  const letters = await ctx.db
    .query("palancas")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .take(MAX_LETTERS_PER_MAN);
  return letters.map(toLetterRow);
}

export async function readTarget(ctx: QueryCtx): Promise<number> {
  const settings = await ctx.db.query("palancaSettings").first();
  return settings?.target ?? DEFAULT_TARGET;
}

export async function writeTarget(ctx: MutationCtx, target: number): Promise<void> {
  if (!Number.isInteger(target) || target < 1 || target > MAX_TARGET) {
    throw invalid(`The target must be a whole number from 1 to ${MAX_TARGET}.`);
  }
  const settings = await ctx.db.query("palancaSettings").first();
  if (settings === null) await ctx.db.insert("palancaSettings", { target, updated_at: Date.now() });
  else await ctx.db.patch("palancaSettings", settings._id, { target, updated_at: Date.now() });
}
