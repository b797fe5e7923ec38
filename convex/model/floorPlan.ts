import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { byName, nameMatches, searchable, UNASSIGNED_LIST_LIMIT } from "../shared/floorPlanList";
import { readUnassignedCounts } from "./placementCounts";
import { boardAttendee, listRooms, MAX_ATTENDEES_READ, occupantsOf, type BoardAttendee } from "./rooms";
import type { AttendeeType, RoomType } from "../shared/validators";

export type TypeFilter = "all" | AttendeeType;

export type FloorPlanRoom = { _id: Id<"rooms">; name: string; room_type: RoomType; capacity: number | null };

export type UnassignedList = {
  /** The first men (by first name, then last name) of the filter and search. */
  men: BoardAttendee[];
  /** How many men match the filter and search; more than `men.length` when the list is cut. */
  matching: number;
  /** Every man of any type who still needs a room. */
  needRoom: number;
  /** Men without a room who sleep at home and need none. */
  atHome: number;
};

/** The rooms alone, so an assignment (which writes only attendees) never re-runs this. */
export async function floorPlanRooms(ctx: QueryCtx): Promise<FloorPlanRoom[]> {
  return (await listRooms(ctx)).map((room) => ({
    _id: room._id,
    name: room.name,
    room_type: room.room_type,
    capacity: room.capacity ?? null,
  }));
}

/** One room's occupants by name: reads only that room's index range, so only moves in or out of it re-run it. */
export async function roomOccupants(ctx: QueryCtx, roomId: Id<"rooms">): Promise<BoardAttendee[]> {
  return (await occupantsOf(ctx, roomId)).map(boardAttendee).sort(byName);
}

/** The men without a room who need one, by name: of every type, or of one. */
function needingRoom(ctx: QueryCtx, filter: TypeFilter) {
  const attendees = ctx.db.query("attendees");
  if (filter === "all") {
    return attendees.withIndex("by_room", (q) => q.eq("room_id", null).eq("sleeps_at_home", false));
  }
  return attendees.withIndex("by_type_and_room", (q) =>
    q.eq("attendee_type", filter).eq("room_id", null).eq("sleeps_at_home", false),
  );
}

/**
 * The men still needing a room, for the type filter and a name search. Without a search only
 * the first UNASSIGNED_LIST_LIMIT are read, in index (name) order, and the totals come from the
 * kept counts; a search reads the filter's whole range.
 */
export async function unassignedList(ctx: QueryCtx, filter: TypeFilter, rawSearch: string): Promise<UnassignedList> {
  const search = searchable(rawSearch);
  const counts = await readUnassignedCounts(ctx);
  const totals = { needRoom: counts.attendee + counts.server, atHome: counts.atHome };
  if (search === "") {
    const men = await needingRoom(ctx, filter).take(UNASSIGNED_LIST_LIMIT);
    const matching = filter === "all" ? totals.needRoom : counts[filter];
    return { men: men.map(boardAttendee), matching, ...totals };
  }
  const found = (await needingRoom(ctx, filter).take(MAX_ATTENDEES_READ)).filter((man) => nameMatches(man, search));
  return { men: found.slice(0, UNASSIGNED_LIST_LIMIT).map(boardAttendee), matching: found.length, ...totals };
}
