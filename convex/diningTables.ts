import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { sharedRows } from "./sharedRows";
import { sharedStaffQuery, staffListQuery, staffMutation, staffQuery } from "./functions";
import { membersPage as candidatesPage } from "./model/tableBoard";
import { tableSeatedCount } from "./model/assignmentCounts";
import { assignAttendeeToTable, listTables } from "./model/diningTables";
import { attendeeTypeValidator } from "./shared/validators";
import { applySeating, createTable, deleteTable, setLeader, updateTable } from "./model/tableEditing";
import { compareNames } from "./shared/collation";

const tableFields = { name: v.string(), capacity: v.optional(v.union(v.number(), v.null())) };

/** Seats an attendee at a dining table, or clears his seat with `tableId: null`. */
export const assignAttendee = staffMutation({
  permission: "manageTables",
  args: { attendeeId: v.id("attendees"), tableId: v.union(v.id("diningTables"), v.null()) },
  handler: async (ctx, { attendeeId, tableId }) => {
    await assignAttendeeToTable(ctx, ctx.viewer, attendeeId, tableId);
    return null;
  },
});

/** The dining tables for a table picker: id, name, capacity, leader and how many are seated (kept counts). */
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
        seated_count: await tableSeatedCount(ctx, table),
      })),
    );
    return rows.sort((a, b) => compareNames(a.name, b.name));
  },
});

/** The Tables screen's tables with their leaders (each card watches `seated` for its men). */
export const tables = sharedStaffQuery({
  permission: "manageTables",
  args: {},
  rows: sharedRows("tables"),
});

/** The men seated at one table. */
export const seated = sharedStaffQuery({
  permission: "manageTables",
  args: { tableId: v.id("diningTables") },
  rows: sharedRows("tableMembers"),
});

/** One live page of the retreatants without a table, or (type "server") of the servers who can lead. */
export const membersPage = staffListQuery({
  permission: "manageTables",
  args: { type: attendeeTypeValidator, paginationOpts: paginationOptsValidator },
  handler: async (ctx, { type, paginationOpts }) => await candidatesPage(ctx, type, paginationOpts),
});

export const create = staffMutation({
  permission: "manageTables",
  args: tableFields,
  handler: async (ctx, args) => await createTable(ctx, ctx.viewer, args),
});

export const update = staffMutation({
  permission: "manageTables",
  args: { tableId: v.id("diningTables"), ...tableFields },
  handler: async (ctx, { tableId, ...input }) => {
    await updateTable(ctx, ctx.viewer, tableId, input);
    return null;
  },
});

/** Deletes a table and clears the seats of the men who sat there; returns how many. */
export const remove = staffMutation({
  permission: "manageTables",
  args: { tableId: v.id("diningTables") },
  handler: async (ctx, { tableId }) => await deleteTable(ctx, ctx.viewer, tableId),
});

export const setTableLeader = staffMutation({
  permission: "manageTables",
  args: { tableId: v.id("diningTables"), leaderId: v.union(v.id("attendees"), v.null()) },
  handler: async (ctx, { tableId, leaderId }) => {
    await setLeader(ctx, ctx.viewer, tableId, leaderId);
    return null;
  },
});

/** Applies an accepted seating plan; every rule is checked again and any refusal writes nothing. */
export const applySeatingPlan = staffMutation({
  permission: "manageTables",
  args: {
    changes: v.array(
      v.object({
        attendeeId: v.id("attendees"),
        fromTableId: v.union(v.id("diningTables"), v.null()),
        tableId: v.union(v.id("diningTables"), v.null()),
      }),
    ),
  },
  handler: async (ctx, { changes }) => await applySeating(ctx, ctx.viewer, changes),
});
