import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { ROOM_ASSIGNMENT_BATCH } from "../shared/batchSizes";
import { fullName, roomRefusal, roomRefusalText, type RoomRefusal } from "../shared/roomRule";

// The rule itself needs no database, so the browser uses the same one (shared/roomRule.ts).

/** Upper bound on rows read per room; far above any real bedroom. */
export const MAX_OCCUPANTS_READ = 500;
/** Upper bound on rooms read at once; a retreat house has dozens. */
export const MAX_ROOMS = 1000;

/** What a refusal carries beside its English message: a reason within its code and the message's values. */
export type RefusalDetail = { reason?: string; params?: Record<string, string> };

export function roomError(code: string, message: string, detail: RefusalDetail = {}): ConvexError<{ code: string; message: string } & RefusalDetail> {
  return new ConvexError({ code, message, ...detail });
}

export async function occupantsOf(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Doc<"attendees">[]> {
  return await ctx.db
    .query("attendees")
    .withIndex("by_room", (q) => q.eq("room_id", roomId))
    .take(MAX_OCCUPANTS_READ);
}

export async function listRooms(ctx: QueryCtx): Promise<Doc<"rooms">[]> {
  return await ctx.db.query("rooms").take(MAX_ROOMS);
}

/** The refusal of an assignment, with the room rule's reason and values (for the client's languages). */
export function cannotAssign(refusal: RoomRefusal): ConvexError<{ code: string; message: string } & RefusalDetail> {
  return roomError("ROOM_REFUSED", `Cannot assign attendee. ${roomRefusalText(refusal)}`, { reason: refusal.reason, params: refusal.params });
}

async function requireAttendee(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<Doc<"attendees">> {
  const attendee = await ctx.db.get("attendees", attendeeId);
  if (attendee === null) throw roomError("NOT_FOUND", "Attendee not found.");
  return attendee;
}

export async function requireRoom(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Doc<"rooms">> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) throw roomError("NOT_FOUND", "Cannot assign attendee. Room not found.");
  return room;
}

/**
 * Puts an attendee in a room (or takes him out with null), checking every rule against the
 * room's occupants read in this same transaction, so two staff racing for the last bed cannot
 * both win: the later commit conflicts on the room's index range and is retried against the
 * new occupants.
 */
export async function assignAttendeeToRoom(
  ctx: MutationCtx,
  viewer: Viewer | null,
  attendeeId: Id<"attendees">,
  roomId: Id<"rooms"> | null,
): Promise<void> {
  const attendee = await requireAttendee(ctx, attendeeId);
  if (attendee.room_id === roomId) return;
  if (roomId !== null) await requireBedFor(ctx, attendee, roomId);
  await setRoom(ctx, viewer, attendee, roomId);
}

/** Refuses, with the room rule's reason, unless `attendee` may sleep in the room beside its occupants read now. */
export async function requireBedFor(ctx: QueryCtx, attendee: Doc<"attendees">, roomId: Id<"rooms">): Promise<void> {
  const room = await requireRoom(ctx, roomId);
  const occupants = await occupantsOf(ctx, roomId);
  const refusal = roomRefusal(
    room,
    attendee,
    occupants.map((o) => o._id),
  );
  if (refusal !== null) throw cannotAssign(refusal);
}

/** Writes room_id and the audit entry (the counts follow: model/derivedData.ts); callers have already checked the rules. */
export async function setRoom(
  ctx: MutationCtx,
  viewer: Viewer | null,
  attendee: Doc<"attendees">,
  roomId: Id<"rooms"> | null,
): Promise<void> {
  const now = Date.now();
  await ctx.db.patch("attendees", attendee._id, { room_id: roomId, updated_at: now });
  await recordChange(ctx, {
    table: "attendees",
    docId: attendee._id,
    viewer,
    before: attendee,
    after: { ...attendee, room_id: roomId, updated_at: now },
  });
}

export type BoardAttendee = Pick<
  Doc<"attendees">,
  "_id" | "first_name" | "last_name" | "attendee_type" | "snore" | "sleeps_at_home"
>;
export type BoardRoom = Pick<Doc<"rooms">, "_id" | "name" | "room_type"> & {
  capacity: number | null;
  description: string | null;
  occupants: BoardAttendee[];
};

/** The most assignments one call may carry; a larger suggestion is sent in several (batchSizes.ts). */
export const MAX_BATCH_ASSIGNMENTS = ROOM_ASSIGNMENT_BATCH;
/** The most attendees the board reads; far above any retreat. */
export const MAX_ATTENDEES_READ = 10000;

export function boardAttendee(a: Doc<"attendees">): BoardAttendee {
  return {
    _id: a._id,
    first_name: a.first_name,
    last_name: a.last_name,
    attendee_type: a.attendee_type,
    snore: a.snore,
    sleeps_at_home: a.sleeps_at_home,
  };
}

/**
 * Applies a batch of assignments (an accepted suggestion, or one batch of a large one) in one
 * transaction, re-checking every rule against the rooms as they are now. Each man must still be
 * without a room; any refusal leaves nothing of the batch written.
 */
export async function applyRoomAssignments(
  ctx: MutationCtx,
  viewer: Viewer,
  assignments: ReadonlyArray<{ attendeeId: Id<"attendees">; roomId: Id<"rooms"> }>,
): Promise<number> {
  if (assignments.length > MAX_BATCH_ASSIGNMENTS) {
    throw roomError("INVALID", `Too many assignments at once: send at most ${MAX_BATCH_ASSIGNMENTS} per call.`, {
      reason: "tooManyAssignments",
      params: { max: String(MAX_BATCH_ASSIGNMENTS) },
    });
  }
  const occupantsByRoom = new Map<Id<"rooms">, Id<"attendees">[]>();
  const roomsById = new Map<Id<"rooms">, Doc<"rooms">>();
  const seen = new Set<Id<"attendees">>();
  for (const { attendeeId, roomId } of assignments) {
    if (seen.has(attendeeId)) throw roomError("INVALID", "Each attendee can be assigned only once.");
    seen.add(attendeeId);
    const attendee = await requireAttendee(ctx, attendeeId);
    if (attendee.room_id !== null) {
      throw roomError(
        "STALE",
        `The suggestion is out of date: ${fullName(attendee)} already has a room. Please suggest again.`,
        { reason: "roomSuggestion", params: { man: fullName(attendee) } },
      );
    }
    let room = roomsById.get(roomId);
    let occupants = occupantsByRoom.get(roomId);
    if (room === undefined || occupants === undefined) {
      room = await requireRoom(ctx, roomId);
      occupants = (await occupantsOf(ctx, roomId)).map((o) => o._id);
      roomsById.set(roomId, room);
      occupantsByRoom.set(roomId, occupants);
    }
    const refusal = roomRefusal(room, attendee, occupants);
    if (refusal !== null) throw cannotAssign(refusal);
    occupants.push(attendeeId);
    await setRoom(ctx, viewer, attendee, roomId);
  }
  return assignments.length;
}
