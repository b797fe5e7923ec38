import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { formatFullName } from "../../lib/format";

export type RoomBoard = FunctionReturnType<typeof api.rooms.board>;
export type BoardRoom = RoomBoard["rooms"][number];
export type BoardAttendee = RoomBoard["unassigned"][number];

/**
 * The board after moving one man into `roomId` (or out of any room with null): what the
 * acting screen shows at once, before the server confirms or refuses.
 */
export function moveOnBoard(board: RoomBoard, attendeeId: Id<"attendees">, roomId: Id<"rooms"> | null): RoomBoard {
  let man: BoardAttendee | undefined = board.unassigned.find((a) => a._id === attendeeId);
  for (const room of board.rooms) man ??= room.occupants.find((a) => a._id === attendeeId);
  if (man === undefined) return board;
  const moving = man;
  const rooms = board.rooms.map((room) => {
    const without = room.occupants.filter((a) => a._id !== attendeeId);
    const occupants = room._id === roomId ? [...without, moving] : without;
    return occupants.length === room.occupants.length && room._id !== roomId ? room : { ...room, occupants };
  });
  const unassigned = board.unassigned.filter((a) => a._id !== attendeeId);
  if (roomId === null) unassigned.push(moving);
  return { rooms, unassigned };
}

export function removeRoomFromBoard(board: RoomBoard, roomId: Id<"rooms">): RoomBoard {
  const room = board.rooms.find((r) => r._id === roomId);
  if (room === undefined) return board;
  return { rooms: board.rooms.filter((r) => r._id !== roomId), unassigned: [...board.unassigned, ...room.occupants] };
}

/** His full name, with "(R)" when he snores. */
export function occupantLabel(man: Pick<BoardAttendee, "first_name" | "last_name" | "snore">): string {
  const name = formatFullName(man.first_name, man.last_name);
  return man.snore ? `${name} (R)` : name;
}

/** The men who may be offered for `room`: no room yet, the room's type, not sleeping at home. */
export function candidatesFor(room: Pick<BoardRoom, "room_type">, unassigned: readonly BoardAttendee[]): BoardAttendee[] {
  const wanted = room.room_type === "server" ? "server" : "attendee";
  return unassigned.filter((a) => a.attendee_type === wanted && !a.sleeps_at_home);
}
