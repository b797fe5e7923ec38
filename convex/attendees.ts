import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { staffListQuery, staffMutation, staffQuery } from "./functions";
import { adorationHoursOfMan } from "./model/adorationHours";
import { accountsOf } from "./model/serverDirectory";
import { EXPORT_CHUNK, exportChunk, gridPage } from "./model/attendeeLists";
import { BULK_DELETE_CONFIRMATION, deleteAttendee, deleteServersExcept } from "./model/attendeeRemoval";
import { ATTENDEE_INPUT_FIELDS, type AttendeeInputField } from "./shared/attendeeRules";
import {
  attendeeError,
  createAttendee,
  historyOf,
  updateAttendee,
} from "./model/attendees";

/** Any primitive per field: the shared zod rules (shared/attendeeRules.ts) decide what is valid. */
const rawValue = v.optional(v.union(v.string(), v.number(), v.boolean(), v.null()));
const attendeeInput = v.object(
  Object.fromEntries(ATTENDEE_INPUT_FIELDS.map((field) => [field, rawValue])) as Record<
    AttendeeInputField,
    typeof rawValue
  >,
);
const placementArgs = {
  room_id: v.optional(v.union(v.id("rooms"), v.null())),
  table_id: v.optional(v.union(v.id("diningTables"), v.null())),
};

/**
 * One live page of the attendee grid (newest first, only the fields it shows). The grid reads
 * every page with useLiveList and searches, sorts and pages on the client; a change to one man
 * re-sends only the page that holds him.
 */
export const listPage = staffListQuery({
  permission: "manageAttendees",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => await gridPage(ctx, paginationOpts),
});

/** One attendee's full record (the Edit dialog), or null when he no longer exists. */
export const get = staffQuery({
  permission: "manageAttendees",
  args: { id: v.id("attendees") },
  handler: async (ctx, { id }) => await ctx.db.get("attendees", id),
});

/**
 * Full records with room and table names, for the Excel export: fetched when exporting, a chunk
 * of at most EXPORT_CHUNK men per request, in the order given.
 */
export const exportRows = staffQuery({
  permission: "manageAttendees",
  args: { ids: v.array(v.id("attendees")) },
  handler: async (ctx, { ids }) => {
    if (ids.length > EXPORT_CHUNK) {
      throw new ConvexError({
        code: "INVALID",
        reason: "attendeeExportLimit",
        message: `Export at most ${EXPORT_CHUNK} attendees per request.`,
        params: { max: EXPORT_CHUNK },
      });
    }
    return await exportChunk(ctx, ids);
  },
});

/** One attendee with everything the profile page shows. Null when he no longer exists. */
export const profile = staffQuery({
  permission: "manageAttendees",
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const attendeeId = ctx.db.normalizeId("attendees", id);
    const attendee = attendeeId === null ? null : await ctx.db.get("attendees", attendeeId);
    if (attendee === null) return null;
    const room = attendee.room_id === null ? null : await ctx.db.get("rooms", attendee.room_id);
    const table = attendee.table_id === null ? null : await ctx.db.get("diningTables", attendee.table_id);
    const palancas = await ctx.db
      .query("palancas")
      .withIndex("by_attendee", (q) => q.eq("attendee_id", attendee._id))
      .take(500);
    return {
      attendee,
      room: room === null ? null : { _id: room._id, name: room.name },
      table: table === null ? null : { _id: table._id, name: table.name },
      palancas: palancas.map((p) => ({
        _id: p._id,
        from_name: p.from_name,
        relationship: p.relationship ?? null,
        received_date: p.received_date,
        notes: p.notes ?? null,
      })),
      adoration: await adorationHoursOfMan(ctx, attendee, await accountsOf(ctx, attendee)),
      history: await historyOf(ctx, attendee._id, 100),
    };
  },
});

/** Adds an attendee; the input is checked with the shared rules and the email must be new. */
export const create = staffMutation({
  permission: "manageAttendees",
  args: { input: attendeeInput, ...placementArgs },
  handler: async (ctx, { input, room_id, table_id }) =>
    await createAttendee(ctx, ctx.viewer, input, { room_id, table_id }),
});

/** Replaces an attendee's editable fields; room and table changes go through their rules. */
export const update = staffMutation({
  permission: "manageAttendees",
  args: { id: v.id("attendees"), input: attendeeInput, ...placementArgs },
  handler: async (ctx, { id, input, room_id, table_id }) =>
    await updateAttendee(ctx, ctx.viewer, id, input, { room_id, table_id }),
});

export const remove = staffMutation({
  permission: "manageAttendees",
  args: { id: v.id("attendees") },
  handler: async (ctx, { id }) => {
    await deleteAttendee(ctx, ctx.viewer, id);
    return null;
  },
});

/**
 * Removes server attendees with their accounts and roles, except servers holding a staff role
 * and the caller: a batch per call (within Convex's per-function limits), `done` once none is
 * left. The caller must type DELETE to confirm, on every call.
 */
export const bulkDeleteServers = staffMutation({
  permission: "manageAdmins",
  args: { confirmation: v.string() },
  handler: async (ctx, { confirmation }) => {
    if (confirmation !== BULK_DELETE_CONFIRMATION) {
      throw attendeeError("CONFIRMATION_REQUIRED", `Type ${BULK_DELETE_CONFIRMATION} to confirm.`);
    }
    return await deleteServersExcept(ctx, ctx.viewer);
  },
});
