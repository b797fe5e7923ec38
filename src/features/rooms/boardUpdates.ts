import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { sleepsIn } from "../../../convex/shared/roomRule";
import { formatFullName } from "../../lib/format";

/** A man as the Rooms screen shows him (rooms.unassignedPage, floorPlan.occupants). */
export type BoardAttendee = FunctionReturnType<typeof api.rooms.unassignedPage>["page"][number];
/** A room of rooms.list with the occupants its row watches. */
export type BoardRoom = FunctionReturnType<typeof api.rooms.list>[number] & { occupants: BoardAttendee[] };
/** The Rooms screen as useRoomBoard composes it: every room with its occupants, and the men without a room. */
export type RoomBoard = { rooms: BoardRoom[]; unassigned: BoardAttendee[] };

/** Men without a room per live page of the Rooms screen (about 150 bytes each). */
export const UNASSIGNED_PAGE_SIZE = 25;

/** His full name, with "(R)" when he snores. */
export function occupantLabel(man: Pick<BoardAttendee, "first_name" | "last_name" | "snore">): string {
  const name = formatFullName(man.first_name, man.last_name);
  return man.snore ? `${name} (R)` : name;
}

/** The men who may be offered for `room`: no room yet, the room's type, not sleeping at home. */
export function candidatesFor(room: Pick<BoardRoom, "room_type">, unassigned: readonly BoardAttendee[]): BoardAttendee[] {
  return unassigned.filter((man) => sleepsIn(room.room_type, man));
}
