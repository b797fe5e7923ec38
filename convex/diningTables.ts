import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { assignAttendeeToTable, listTables, seatedAt } from "./model/diningTables";

/** Seats an attendee at a dining table, or clears his seat with `tableId: null`. */
export const assignAttendee = staffMutation({
  permission: "manageTables",
  args: { attendeeId: v.id("attendees"), tableId: v.union(v.id("diningTables"), v.null()) },
  handler: async (ctx, { attendeeId, tableId }) => {
    await assignAttendeeToTable(ctx, ctx.viewer, attendeeId, tableId);
    return null;
  },
});

/** The dining tables for a table picker: id, name, capacity, leader and how many are seated. */
export const list = staffQuery({
  permission: "manageTables",
  args: {},
  handler: async (ctx) => {
    const tables = await listTables(ctx);
    const rows = await Promise.all(
      tables.map(async (table) => ({
        _id: table._id,
        name: table.name,
        capacity: table.capacity ?? null,
        leader_id: table.leader_id,
        seated_count: (await seatedAt(ctx, table._id)).length,
      })),
    );
    return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  },
});
