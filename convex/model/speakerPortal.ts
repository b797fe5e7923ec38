import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Language } from "../shared/languages";
import { hashPortalToken, isPortalTokenFormat } from "./portalTokens";
import { MAX_TALKS, speakerName } from "./talks";

/**
 * The speaker portal, reached without signing in by the secret link of one talk. The token is
 * checked for shape first, then found by an index lookup on its SHA-256; a speaker sees the
 * talks he gives and nothing else of the retreat.
 */
export const LINK_NOT_VALID = "This link is no longer valid";

export function linkNotValid() {
  return new ConvexError({ code: "INVALID_LINK", message: LINK_NOT_VALID });
}

/** The talk whose link this is, or null for a malformed, unknown or rotated token. */
export async function talkByToken(ctx: QueryCtx, token: string): Promise<Doc<"talks"> | null> {
  if (!isPortalTokenFormat(token)) return null;
  const hash = await hashPortalToken(token);
  return await ctx.db
    .query("talks")
    .withIndex("by_token_hash", (q) => q.eq("portal_token_hash", hash))
    .unique();
}

/** The talks of the link's speaker (just the link's talk when it has no speaker). */
async function speakerTalks(ctx: QueryCtx, linked: Doc<"talks">): Promise<Doc<"talks">[]> {
  if (linked.speaker_id === null) return [linked];
  const speakerId = linked.speaker_id;
  return await ctx.db
    .query("talks")
    .withIndex("by_speaker", (q) => q.eq("speaker_id", speakerId))
    .take(MAX_TALKS);
}

export type PortalView = {
  speaker: string;
  /** The language the portal speaks for this link (null: the visitor's browser language). */
  language: Language | null;
  talks: Array<{
    _id: Id<"talks">;
    title: string;
    kind: Doc<"talks">["kind"];
    day: string;
    time: string;
    duration_minutes: number;
    place: string | null;
    staff_notes: string | null;
    status: Doc<"talks">["status"];
    speaker_note: string | null;
  }>;
};

export async function portalView(ctx: QueryCtx, token: string): Promise<PortalView | null> {
  const linked = await talkByToken(ctx, token);
  if (linked === null) return null;
  const speaker = linked.speaker_id === null ? null : await ctx.db.get("attendees", linked.speaker_id);
  const talks = await speakerTalks(ctx, linked);
  return {
    speaker: speakerName(linked, speaker),
    language: linked.language ?? null,
    talks: talks.map((talk) => ({
      _id: talk._id,
      title: talk.title,
      kind: talk.kind,
      day: talk.day,
      time: talk.time,
      duration_minutes: talk.duration_minutes,
      place: talk.place ?? null,
      staff_notes: talk.staff_notes ?? null,
      status: talk.status,
      speaker_note: talk.speaker_note ?? null,
    })),
  };
}

/** A talk the link's speaker gives, or the refusal every bad link gets. */
async function requireOwnTalk(ctx: MutationCtx, token: string, talkId: Id<"talks">): Promise<Doc<"talks">> {
  const linked = await talkByToken(ctx, token);
  if (linked === null) throw linkNotValid();
  const talk = linked._id === talkId ? linked : await ctx.db.get("talks", talkId);
  const own = talk !== null && (talk._id === linked._id || (linked.speaker_id !== null && talk.speaker_id === linked.speaker_id));
  if (!own) throw linkNotValid();
  return talk;
}

function portalAudit(ctx: MutationCtx, talk: Doc<"talks">, summary: string, changes: Doc<"auditLog">["changes"]) {
  return ctx.db.insert("auditLog", {
    table: "talks",
    doc_id: talk._id,
    action: "update",
    user_id: null,
    user_email: "speaker portal",
    summary,
    changes,
    at: Date.now(),
  });
}

/** The speaker confirms a talk; a delivered talk stays delivered. */
export async function confirmTalk(ctx: MutationCtx, token: string, talkId: Id<"talks">): Promise<void> {
  const talk = await requireOwnTalk(ctx, token, talkId);
  if (talk.status !== "assigned") return;
  await ctx.db.patch("talks", talk._id, { status: "confirmed", confirmed_at: Date.now(), portal_token: undefined });
  await portalAudit(ctx, talk, "Confirmed by the speaker", [{ field: "status", before: talk.status, after: "confirmed" }]);
}

export const MAX_NOTE = 2000;

export async function leaveNote(ctx: MutationCtx, token: string, talkId: Id<"talks">, note: string): Promise<void> {
  const talk = await requireOwnTalk(ctx, token, talkId);
  const trimmed = note.trim();
  if (trimmed.length > MAX_NOTE) {
    throw new ConvexError({ code: "INVALID", message: `The note is too long (${MAX_NOTE.toLocaleString("en-US")} characters at most).` });
  }
  const speaker_note = trimmed === "" ? undefined : trimmed;
  if (speaker_note === talk.speaker_note) return;
  await ctx.db.patch("talks", talk._id, { speaker_note, portal_token: undefined });
  await portalAudit(ctx, talk, "Note from the speaker", [{ field: "speaker_note", before: talk.speaker_note, after: speaker_note }]);
}
