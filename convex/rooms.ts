import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { assignAttendeeToRoom, listRooms, occupantsOf } from "./model/rooms";

/** Puts an attendee in a room, or takes him out with `roomId: null`. Every rule is checked here. */
export const assignAttendee = staffMutation({
  permission: "manageRooms",
  args: { attendeeId: v.id("attendees"), roomId: v.union(v.id("rooms"), v.null()) },
  handler: async (ctx, { attendeeId, roomId }) => {
    await assignAttendeeToRoom(ctx, ctx.viewer, attendeeId, roomId);
    return null;
  },
});

/** The rooms for a room picker: id, name, type, capacity and how many beds are taken. */
export const options = staffQuery({
  permission: "manageRooms",
  args: {},
  handler: async (ctx) => {
    const rooms = await listRooms(ctx);
    return await Promise.all(
      rooms.map(async (room) => ({
        _id: room._id,
        name: room.name,
        room_type: room.room_type,
        capacity: room.capacity ?? null,
        occupant_count: (await occupantsOf(ctx, room._id)).length,
      })),
    );
  },
});
