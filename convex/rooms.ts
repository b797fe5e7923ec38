import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffListQuery, staffMutation, staffQuery } from "./functions";
import { unassignedPage as unassignedMenPage } from "./model/roomBoard";
import { createRoom, deleteRoom, importRooms, setRoomType, updateRoom } from "./model/roomEditing";
import { roomOccupantCount } from "./model/assignmentCounts";
import { applyRoomAssignments, assignAttendeeToRoom, listRooms } from "./model/rooms";
import { roomTypeValidator } from "./shared/validators";

const roomFields = {
  name: v.string(),
  capacity: v.optional(v.union(v.number(), v.null())),
  room_type: roomTypeValidator,
  description: v.optional(v.union(v.string(), v.null())),
};

/** Puts an attendee in a room, or takes him out with `roomId: null`. Every rule is checked here. */
export const assignAttendee = staffMutation({
  permission: "manageRooms",
  args: { attendeeId: v.id("attendees"), roomId: v.union(v.id("rooms"), v.null()) },
  handler: async (ctx, { attendeeId, roomId }) => {
    await assignAttendeeToRoom(ctx, ctx.viewer, attendeeId, roomId);
    return null;
  },
});

/** The rooms for a room picker: id, name, type, capacity and how many beds are taken (kept counts: no attendee is read). */
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
        occupant_count: await roomOccupantCount(ctx, room),
      })),
    );
  },
});

/** The Rooms screen's rooms (no occupants: each row watches floorPlan.occupants for its room). */
export const list = sharedStaffQuery({
  permission: "manageRooms",
  args: {},
  rows: sharedRows("rooms"),
});

/** One live page of the men without a room, for the Rooms screen's pickers (read with useLiveList). */
export const unassignedPage = staffListQuery({
  permission: "manageRooms",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await unassignedMenPage(ctx, paginationOpts),
});

export const create = staffMutation({
  permission: "manageRooms",
  args: roomFields,
  handler: async (ctx, args) => await createRoom(ctx, ctx.viewer, args),
});

export const update = staffMutation({
  permission: "manageRooms",
  args: { roomId: v.id("rooms"), ...roomFields },
  handler: async (ctx, { roomId, ...input }) => {
    await updateRoom(ctx, ctx.viewer, roomId, input);
    return null;
  },
});

/** Changes only the room type; refused while the room has occupants. */
export const setType = staffMutation({
  permission: "manageRooms",
  args: { roomId: v.id("rooms"), room_type: roomTypeValidator },
  handler: async (ctx, { roomId, room_type }) => {
    await setRoomType(ctx, ctx.viewer, roomId, room_type);
    return null;
  },
});

/** Deletes a room and unassigns its occupants; returns how many were unassigned. */
export const remove = staffMutation({
  permission: "manageRooms",
  args: { roomId: v.id("rooms") },
  handler: async (ctx, { roomId }) => await deleteRoom(ctx, ctx.viewer, roomId),
});

/** Room CSV import: creates or updates rooms by name, in one transaction. */
export const importCsv = staffMutation({
  permission: "manageRooms",
  args: { rows: v.array(v.object({ name: v.string(), capacity: v.optional(v.union(v.number(), v.null())) })) },
  handler: async (ctx, { rows }) => await importRooms(ctx, ctx.viewer, rows),
});

/** Applies an accepted room suggestion; every rule is checked again and any refusal writes nothing. */
export const applySuggestion = staffMutation({
  permission: "manageRooms",
  args: { assignments: v.array(v.object({ attendeeId: v.id("attendees"), roomId: v.id("rooms") })) },
  handler: async (ctx, { assignments }) => {
    return await applyRoomAssignments(ctx, ctx.viewer, assignments);
  },
});
