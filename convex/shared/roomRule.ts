import type { Doc, Id } from "../_generated/dataModel";
import { formatName } from "./nameRule";
import { isFull } from "./placeRules";
import { roomLabel, roomLabelParams } from "./roomLabel";
import type { AttendeeType, RoomType } from "./validators";

/**
 * Who may sleep where: the rule the server enforces on every assignment, free of the database so
 * the floor plan offers a room only where the assignment can succeed, with the same reason.
 */
export const ROOM_TYPE_FOR_ATTENDEE: Record<AttendeeType, RoomType> = {
  attendee: "retreatant",
  server: "server",
};

const ROOM_TYPE_LABEL: Record<RoomType, string> = { retreatant: "a retreatant room", server: "a server room" };
const ATTENDEE_TYPE_LABEL: Record<AttendeeType, string> = { attendee: "a retreatant", server: "a server" };

/** Whether a room holding `occupants` men has no bed left (no capacity means no limit). */
export const roomIsFull: (occupants: number, capacity: number | null | undefined) => boolean = isFull;

/** Whether a man may sleep in a room of `roomType` at all, beds aside. */
export function sleepsIn(
  roomType: RoomType,
  man: Pick<Doc<"attendees">, "attendee_type" | "sleeps_at_home">,
): boolean {
  return !man.sleeps_at_home && ROOM_TYPE_FOR_ATTENDEE[man.attendee_type] === roomType;
}

export function fullName(attendee: Pick<Doc<"attendees">, "first_name" | "last_name">): string {
  return formatName(`${attendee.first_name} ${attendee.last_name}`);
}

/** Why a room refuses a man, with the values a message in any language needs. */
export type RoomRefusal =
  | { reason: "atHome"; params: RoomRefusalParams }
  | { reason: "type"; params: RoomRefusalParams & { roomType: RoomType; manType: AttendeeType } }
  | { reason: "full"; params: RoomRefusalParams & { others: string; capacity: string } };
/** The room's name (and whether it already says "Room") and the man's full name. */
export type RoomRefusalParams = { name: string; labelled: "yes" | "no"; man: string };

/**
 * Why `attendee` may not sleep in `room` given its current occupants, or null when he may: the
 * reason and its values (assignmentRefusal gives the English text).
 */
export function roomRefusal(
  room: Pick<Doc<"rooms">, "name" | "room_type" | "capacity">,
  attendee: Pick<Doc<"attendees">, "_id" | "first_name" | "last_name" | "attendee_type" | "sleeps_at_home">,
  occupantIds: readonly Id<"attendees">[],
): RoomRefusal | null {
  const params = { ...roomLabelParams(room.name), man: fullName(attendee) };
  if (attendee.sleeps_at_home) return { reason: "atHome", params };
  const wanted = ROOM_TYPE_FOR_ATTENDEE[attendee.attendee_type];
  if (wanted !== room.room_type) {
    return { reason: "type", params: { ...params, roomType: room.room_type, manType: attendee.attendee_type } };
  }
  const others = occupantIds.filter((id) => id !== attendee._id).length;
  if (roomIsFull(others, room.capacity)) {
    return { reason: "full", params: { ...params, others: String(others), capacity: String(room.capacity) } };
  }
  return null;
}

/** A room refusal in English, as the server's message says it. */
export function roomRefusalText(refusal: RoomRefusal): string {
  const room = roomLabel(refusal.params.name);
  const name = refusal.params.man;
  switch (refusal.reason) {
    case "atHome":
      return `${room} cannot take ${name}: he sleeps at home and gets no room.`;
    case "type":
      return `${room} is ${ROOM_TYPE_LABEL[refusal.params.roomType]} and ${name} is ${ATTENDEE_TYPE_LABEL[refusal.params.manType]}.`;
    case "full":
      return `${room} is full (${refusal.params.others} of ${refusal.params.capacity} beds taken).`;
  }
}

/**
 * Why `attendee` may not sleep in `room` given its current occupants, or null when he may.
 * The text completes "Cannot assign attendee. Room {name} ...".
 */
export function assignmentRefusal(
  room: Pick<Doc<"rooms">, "name" | "room_type" | "capacity">,
  attendee: Pick<Doc<"attendees">, "_id" | "first_name" | "last_name" | "attendee_type" | "sleeps_at_home">,
  occupantIds: readonly Id<"attendees">[],
): string | null {
  const refusal = roomRefusal(room, attendee, occupantIds);
  return refusal === null ? null : roomRefusalText(refusal);
}
