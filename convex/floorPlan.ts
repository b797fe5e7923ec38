import { v } from "convex/values";
import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffQuery } from "./functions";
import { floorPlanRooms, unassignedList } from "./model/floorPlan";
import { attendeeTypeValidator } from "./shared/validators";

/**
 * The floor plan's subscriptions, split so one assignment re-runs only small queries: the rooms
 * (rooms table only), each tile's occupants (its own index range), and the bounded unassigned list.
 */

/** Every room as a tile: name, type and capacity; occupants come from `occupants`. */
export const rooms = staffQuery({
  permission: "manageRooms",
  args: {},
  handler: async (ctx) => await floorPlanRooms(ctx),
});

/** The men sleeping in one room, by name. */
export const occupants = sharedStaffQuery({
  permission: "manageRooms",
  args: { roomId: v.id("rooms") },
  rows: sharedRows("roomMembers"),
});

/** The first men still needing a room (by name) for a type filter and a name search, with the totals. */
export const unassigned = staffQuery({
  permission: "manageRooms",
  args: { type: v.union(v.literal("all"), attendeeTypeValidator), search: v.string() },
  handler: async (ctx, { type, search }) => await unassignedList(ctx, type, search),
});
