import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { formatClockTime } from "../shared/clockTime";
import { isLanguage, type Language } from "../shared/languages";
import { newPortalSecret } from "./portalTokens";
import { dayLabel, minutesOf, requireRetreatDay, requireTime, retreatDays } from "../shared/retreatDays";
import { readSettings } from "./settings";

export type TalkKind = Doc<"talks">["kind"];
export type TalkStatus = Doc<"talks">["status"];
export type TalkInput = {
  title: string;
  kind: TalkKind;
  speaker_id: Id<"attendees">;
  day: string;
  time: string;
  duration_minutes: number;
  place?: string;
  status: TalkStatus;
  staff_notes?: string;
  language?: Language;
};

export const MIN_DURATION = 5;
export const MAX_DURATION = 480;
/** More talks than any weekend holds; keeps reads bounded. */
export const MAX_TALKS = 500;

/** `reason` and `params` let the screens say a message built with values in the user's language. */
function invalid(message: string, code = "INVALID", details: { reason?: string; params?: Record<string, string | number> } = {}) {
  return new ConvexError({ code, message, ...details });
}

function optional(value: string | undefined, what: string, max: number): string | undefined {
  const trimmed = value?.trim() ?? "";
  if (trimmed.length > max) throw invalid(`${what} is too long (${max.toLocaleString("en-US")} characters at most).`);
  return trimmed === "" ? undefined : trimmed;
}

export function speakerName(talk: Pick<Doc<"talks">, "speaker_name">, speaker: Doc<"attendees"> | null): string {
  return speaker === null ? (talk.speaker_name ?? "No speaker") : `${speaker.first_name} ${speaker.last_name}`;
}

/** A talk's start and end in minutes from the retreat-day epoch, for overlap checks across days. */
function spanOf(talk: { day: string; time: string; duration_minutes: number }): [number, number] {
  const start = Date.parse(`${talk.day}T00:00:00Z`) / 60_000 + minutesOf(talk.time);
  return [start, start + talk.duration_minutes];
}

export function overlaps(a: { day: string; time: string; duration_minutes: number }, b: typeof a): boolean {
  const [aStart, aEnd] = spanOf(a);
  const [bStart, bEnd] = spanOf(b);
  return aStart < bEnd && bStart < aEnd;
}

function endTime(time: string, duration: number): string {
  const end = minutesOf(time) + duration;
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

async function requireServer(ctx: QueryCtx, id: Id<"attendees">): Promise<Doc<"attendees">> {
  const speaker = await ctx.db.get("attendees", id);
  if (speaker === null) throw invalid("The speaker was not found. He may have been deleted.", "NOT_FOUND");
  if (speaker.attendee_type !== "server") {
    const name = `${speaker.first_name} ${speaker.last_name}`;
    throw invalid(`${name} is not a server; speakers are chosen from the servers.`, "INVALID", { reason: "talkSpeakerNotServer", params: { name } });
  }
  return speaker;
}

/** A talk's portal language: one the app speaks (the argument validator already holds it to these). */
function requireLanguage(language: string): Language {
  if (!isLanguage(language)) throw new ConvexError({ code: "INVALID", message: "The language is not one the app speaks.", params: { language } });
  return language;
}

/** The input checked against the rules: title, speaker, a retreat day and its hours, no overlap. */
async function cleanTalk(ctx: QueryCtx, input: TalkInput, self: Id<"talks"> | null) {
  const title = input.title.trim();
  if (title === "") throw invalid("A title is required.");
  if (title.length > 200) throw invalid("The title is too long (200 characters at most).");
  const speaker = await requireServer(ctx, input.speaker_id);
  const day = requireRetreatDay(retreatDays(await readSettings(ctx)), input.day.trim());
  const time = requireTime(input.time, "The time");
  const duration = input.duration_minutes;
  if (!Number.isInteger(duration) || duration < MIN_DURATION || duration > MAX_DURATION) {
    throw invalid(`The duration must be a whole number of minutes from ${MIN_DURATION} to ${MAX_DURATION}.`);
  }
  const end = minutesOf(time) + duration;
  if (end > 24 * 60) throw invalid("A talk must end on the day it starts.");
  if ((day.start !== null && minutesOf(time) < minutesOf(day.start)) || (day.end !== null && end > minutesOf(day.end))) {
    const times = { from: day.start ?? "00:00", to: day.end ?? "24:00", start: time, end: endTime(time, duration) };
    const labels = {
      day: dayLabel(day.date),
      from: formatClockTime(times.from),
      to: formatClockTime(times.to),
      start: formatClockTime(times.start),
      end: formatClockTime(times.end),
    };
    throw invalid(
      `On ${labels.day} the retreat runs from ${labels.from} to ${labels.to}; this talk would run from ${labels.start} to ${labels.end}.`,
      "OUTSIDE_RETREAT",
      // The raw day and times too, for a screen to write them its own way.
      { reason: "talkHours", params: { ...labels, dayDate: day.date, fromTime: times.from, toTime: times.to, startTime: times.start, endTime: times.end } },
    );
  }
  const clean = {
    title,
    kind: input.kind,
    speaker_id: speaker._id,
    day: day.date,
    time,
    duration_minutes: duration,
    place: optional(input.place, "The place", 200),
    status: input.status,
    staff_notes: optional(input.staff_notes, "Notes", 2000),
    ...(input.language === undefined ? {} : { language: requireLanguage(input.language) }),
  };
  const others = await ctx.db
    .query("talks")
    .withIndex("by_speaker", (q) => q.eq("speaker_id", speaker._id))
    .take(MAX_TALKS);
  const clash = others.find((other) => other._id !== self && overlaps(other, clean));
  if (clash !== undefined) {
    const clashEnd = endTime(clash.time, clash.duration_minutes);
    const params = {
      name: `${speaker.first_name} ${speaker.last_name}`,
      title: clash.title,
      day: dayLabel(clash.day),
      start: formatClockTime(clash.time),
      end: formatClockTime(clashEnd),
      dayDate: clash.day,
      startTime: clash.time,
      endTime: clashEnd,
    };
    throw invalid(
      `${params.name} already gives "${params.title}" on ${params.day} from ${params.start} to ${params.end}; a speaker cannot hold two talks that overlap.`,
      "OVERLAP",
      { reason: "talkOverlap", params },
    );
  }
  return clean;
}

export async function requireTalk(ctx: QueryCtx, id: Id<"talks">): Promise<Doc<"talks">> {
  const talk = await ctx.db.get("talks", id);
  if (talk === null) throw invalid("This talk no longer exists.", "NOT_FOUND");
  return talk;
}

/** What the history records: never the portal secret. */
function audited(talk: Partial<Doc<"talks">>): Record<string, unknown> {
  const { portal_token: _token, portal_token_hash: _hash, ...rest } = talk;
  return rest;
}

/** A new talk and its portal token, which the caller shows once: only its hash is stored. */
export async function createTalk(
  ctx: MutationCtx,
  viewer: Viewer,
  input: TalkInput,
): Promise<{ talkId: Id<"talks">; portalToken: string }> {
  const clean = await cleanTalk(ctx, input, null);
  const now = Date.now();
  const { token, portal_token_hash } = await newPortalSecret();
  const talk = { ...clean, ...(clean.status === "assigned" ? {} : { confirmed_at: now }), portal_token_hash, created_at: now };
  const talkId = await ctx.db.insert("talks", talk);
  await recordChange(ctx, { table: "talks", docId: talkId, viewer, before: null, after: audited(talk) });
  return { talkId, portalToken: token };
}

export async function updateTalk(ctx: MutationCtx, viewer: Viewer, id: Id<"talks">, input: TalkInput): Promise<void> {
  const before = await requireTalk(ctx, id);
  const clean = await cleanTalk(ctx, input, id);
  const confirmed_at = clean.status === "assigned" ? undefined : (before.confirmed_at ?? Date.now());
  const after: Omit<Doc<"talks">, "_id" | "_creationTime"> = {
    ...clean,
    speaker_note: before.speaker_note,
    confirmed_at,
    // A plain token left by older data is dropped with this write.
    portal_token_hash: before.portal_token_hash,
    created_at: before.created_at,
  };
  await ctx.db.replace("talks", id, after);
  await recordChange(ctx, { table: "talks", docId: id, viewer, before: audited(before), after: audited(after) });
}

export async function setTalkStatus(ctx: MutationCtx, viewer: Viewer, id: Id<"talks">, status: TalkStatus): Promise<void> {
  const before = await requireTalk(ctx, id);
  if (before.status === status) return;
  const confirmed_at = status === "assigned" ? undefined : (before.confirmed_at ?? Date.now());
  await ctx.db.patch("talks", id, { status, confirmed_at, portal_token: undefined });
  await recordChange(ctx, { table: "talks", docId: id, viewer, before: audited(before), after: audited({ ...before, status, confirmed_at }) });
}

/**
 * A new portal link: the old one stops working in this same transaction. Returns the new token,
 * which the caller shows once: only its hash is stored.
 */
export async function rotatePortalLink(ctx: MutationCtx, viewer: Viewer, id: Id<"talks">): Promise<string> {
  await requireTalk(ctx, id);
  const { token, portal_token_hash } = await newPortalSecret();
  await ctx.db.patch("talks", id, { portal_token_hash, portal_token: undefined });
  await ctx.db.insert("auditLog", {
    table: "talks",
    doc_id: id,
    action: "update",
    user_id: viewer.userId,
    user_email: viewer.email ?? undefined,
    summary: "Rotated the speaker-portal link",
    changes: [],
    at: Date.now(),
  });
  return token;
}

export async function deleteTalk(ctx: MutationCtx, viewer: Viewer, id: Id<"talks">): Promise<void> {
  const before = await requireTalk(ctx, id);
  await ctx.db.delete("talks", id);
  await recordChange(ctx, { table: "talks", docId: id, viewer, before: audited(before), after: null });
}

/** Every talk, ordered by day and time. */
export async function talksInOrder(ctx: QueryCtx): Promise<Doc<"talks">[]> {
  return await ctx.db.query("talks").withIndex("by_day_and_time").take(MAX_TALKS);
}
