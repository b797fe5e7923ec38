import type { Doc, Id } from "../_generated/dataModel";
import { formatName } from "./nameRule";
import { isFull } from "./placeRules";
import { roomLabel } from "./roomLabel";
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

/**
 * Why `attendee` may not sleep in `room` given its current occupants, or null when he may.
 * The text completes "Cannot assign attendee. Room {name} ...".
 */
export function assignmentRefusal(
  room: Pick<Doc<"rooms">, "name" | "room_type" | "capacity">,
  attendee: Pick<Doc<"attendees">, "_id" | "first_name" | "last_name" | "attendee_type" | "sleeps_at_home">,
  occupantIds: readonly Id<"attendees">[],
): string | null {
  const name = fullName(attendee);
  if (attendee.sleeps_at_home) {
    return `${roomLabel(room.name)} cannot take ${name}: he sleeps at home and gets no room.`;
  }
  const wanted = ROOM_TYPE_FOR_ATTENDEE[attendee.attendee_type];
  if (wanted !== room.room_type) {
    return `${roomLabel(room.name)} is ${ROOM_TYPE_LABEL[room.room_type]} and ${name} is ${ATTENDEE_TYPE_LABEL[attendee.attendee_type]}.`;
  }
  const others = occupantIds.filter((id) => id !== attendee._id).length;
  if (roomIsFull(others, room.capacity)) {
    return `${roomLabel(room.name)} is full (${others} of ${room.capacity} beds taken).`;
  }
  return null;
}

