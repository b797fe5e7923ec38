import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { minutesOf, requireRetreatDay, requireTime, retreatDays, type RetreatDay } from "../shared/retreatDays";
import { readSettings } from "./settings";
import { speakerName, talksInOrder } from "./talks";

/** The calendar: each retreat day with its talks, staff events and adoration coverage. */
export type EventInput = { title: string; day: string; start_time: string; end_time: string; place?: string; notes?: string };

const MAX_EVENTS = 1000;
const HOUR_MS = 3_600_000;

function invalid(message: string) {
  return new ConvexError({ code: "INVALID", message });
}

function optional(value: string | undefined, what: string, max: number): string | undefined {
  const trimmed = value?.trim() ?? "";
  if (trimmed.length > max) throw invalid(`${what} is too long (${max.toLocaleString("en-US")} characters at most).`);
  return trimmed === "" ? undefined : trimmed;
}

async function cleanEvent(ctx: QueryCtx, input: EventInput) {
  const title = input.title.trim();
  if (title === "") throw invalid("A title is required.");
  if (title.length > 200) throw invalid("The title is too long (200 characters at most).");
  const day = requireRetreatDay(retreatDays(await readSettings(ctx)), input.day.trim());
  const start_time = requireTime(input.start_time, "The start");
  const end_time = requireTime(input.end_time, "The end");
  if (minutesOf(end_time) <= minutesOf(start_time)) throw invalid("The end must be after the start.");
  return {
    title,
    day: day.date,
    start_time,
    end_time,
    place: optional(input.place, "The place", 200),
    notes: optional(input.notes, "Notes", 2000),
  };
}

export async function requireEvent(ctx: QueryCtx, id: Id<"calendarEvents">): Promise<Doc<"calendarEvents">> {
  const event = await ctx.db.get("calendarEvents", id);
  if (event === null) throw new ConvexError({ code: "NOT_FOUND", message: "This event no longer exists." });
  return event;
}

export async function createEvent(ctx: MutationCtx, viewer: Viewer, input: EventInput): Promise<Id<"calendarEvents">> {
  const event = { ...(await cleanEvent(ctx, input)), created_at: Date.now() };
  const id = await ctx.db.insert("calendarEvents", event);
  await recordChange(ctx, { table: "calendarEvents", docId: id, viewer, before: null, after: event });
  return id;
}

export async function updateEvent(ctx: MutationCtx, viewer: Viewer, id: Id<"calendarEvents">, input: EventInput): Promise<void> {
  const before = await requireEvent(ctx, id);
  const after = { ...(await cleanEvent(ctx, input)), created_at: before.created_at };
  await ctx.db.replace("calendarEvents", id, after);
  await recordChange(ctx, { table: "calendarEvents", docId: id, viewer, before, after });
}

export async function deleteEvent(ctx: MutationCtx, viewer: Viewer, id: Id<"calendarEvents">): Promise<void> {
  const before = await requireEvent(ctx, id);
  await ctx.db.delete("calendarEvents", id);
  await recordChange(ctx, { table: "calendarEvents", docId: id, viewer, before, after: null });
}

export type AdorationCoverage = { total: number; covered: number; blocked: number; uncovered: string[] };

/** A day's adoration hours: an hour is covered when it is not blocked and someone booked it. */
async function adorationCoverage(ctx: QueryCtx, date: string): Promise<AdorationCoverage> {
  const from = Date.parse(`${date}T00:00:00Z`);
  const slots = (
    await ctx.db
      .query("adorationSlots")
      .withIndex("by_start", (q) => q.gte("start", from).lt("start", from + 24 * HOUR_MS))
      .take(24 * 4)
  ).filter((slot) => !slot.outside_schedule); // hours set aside after a schedule change are not on the calendar
  const coverage: AdorationCoverage = { total: slots.length, covered: 0, blocked: 0, uncovered: [] };
  for (const slot of slots) {
    if (slot.is_blocked) {
      coverage.blocked += 1;
      continue;
    }
    const booking = await ctx.db
      .query("adorationBookings")
      .withIndex("by_slot", (q) => q.eq("slot_id", slot._id))
      .first();
    if (booking !== null) coverage.covered += 1;
    else coverage.uncovered.push(new Date(slot.start).toISOString().slice(11, 16));
  }
  return coverage;
}

export type CalendarDay = RetreatDay & {
  talks: Array<{ _id: Id<"talks">; title: string; kind: Doc<"talks">["kind"]; speaker: string; time: string; duration_minutes: number; place: string | null; status: Doc<"talks">["status"] }>;
  events: Array<{ _id: Id<"calendarEvents">; title: string; start_time: string; end_time: string; place: string | null; notes: string | null }>;
  adoration: AdorationCoverage;
};

export async function loadWeekend(ctx: QueryCtx): Promise<CalendarDay[]> {
  const days = retreatDays(await readSettings(ctx));
  const talks = await talksInOrder(ctx);
  const speakers = new Map<Id<"attendees">, Doc<"attendees"> | null>();
  for (const talk of talks) {
    if (talk.speaker_id !== null && !speakers.has(talk.speaker_id)) speakers.set(talk.speaker_id, await ctx.db.get("attendees", talk.speaker_id));
  }
  const result: CalendarDay[] = [];
  for (const day of days) {
    const events = await ctx.db
      .query("calendarEvents")
      .withIndex("by_day_and_start", (q) => q.eq("day", day.date))
      .take(MAX_EVENTS);
    result.push({
      ...day,
      talks: talks
        .filter((talk) => talk.day === day.date)
        .map((talk) => ({
          _id: talk._id,
          title: talk.title,
          kind: talk.kind,
          speaker: speakerName(talk, talk.speaker_id === null ? null : (speakers.get(talk.speaker_id) ?? null)),
          time: talk.time,
          duration_minutes: talk.duration_minutes,
          place: talk.place ?? null,
          status: talk.status,
        })),
      events: events.map((event) => ({
        _id: event._id,
        title: event.title,
        start_time: event.start_time,
        end_time: event.end_time,
        place: event.place ?? null,
        notes: event.notes ?? null,
      })),
      adoration: await adorationCoverage(ctx, day.date),
    });
  }
  return result;
}
