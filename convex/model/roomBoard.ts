import type { PaginationOptions, PaginationResult } from "convex/server";
import type { QueryCtx } from "../_generated/server";
import { boundedPage } from "./attendeeLists";
import { boardAttendee, listRooms, type BoardAttendee, type BoardRoom } from "./rooms";

/**
 * The Rooms screen's subscriptions, split like the floor plan's so one assignment re-runs only
 * what it touches: the rooms alone (no attendee read), each room's occupants (floorPlan.occupants,
 * its own index range), and the men without a room as live pages.
 */

export type RoomListing = Omit<BoardRoom, "occupants">;

/** Every room with what its row shows; occupants come from floorPlan.occupants. */
export async function roomListing(ctx: QueryCtx): Promise<RoomListing[]> {
  return (await listRooms(ctx)).map((room) => ({
    _id: room._id,
    name: room.name,
    room_type: room.room_type,
    capacity: room.capacity ?? null,
    description: room.description ?? null,
  }));
}

/**
 * One page of the men without a room (those sleeping at home included, flagged), in index order:
 * at home last, then by name. Only moves into or out of a room touch these pages.
 */
export async function unassignedPage(ctx: QueryCtx, opts: PaginationOptions): Promise<PaginationResult<BoardAttendee>> {
  const result = await ctx.db
    .query("attendees")
    .withIndex("by_room", (q) => q.eq("room_id", null))
    .paginate(boundedPage(opts));
  return { ...result, page: result.page.map(boardAttendee) };
}
