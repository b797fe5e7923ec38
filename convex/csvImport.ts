import { ConvexError, v } from "convex/values";
import { retreatInternalMutation, retreatInternalQuery, staffAction, staffMutation, staffQuery } from "./functions";
import { importRows, previewRows, requireChunkSize } from "./model/csvImport";
import { recentBatches, startBatch, undoBatchPage } from "./model/importBatches";
import { importCellsValidator, importFieldValidator } from "./model/importValidators";
import { IMPORT_FIELDS } from "./shared/importRow";
import { accountStateOf, grantServerRole as grantRole, syncServerAccounts as syncAccounts } from "./model/serverAccounts";
import { attendeeTypeValidator } from "./shared/validators";

const chunkArgs = {
  attendeeType: attendeeTypeValidator,
  /**
   * `blanks`: fields the file has a column for but the row leaves empty. They erase what is on
   * file only with `clearBlanks` (staff ticked "Empty cells erase"); otherwise they are ignored.
   */
  rows: v.array(v.object({ row: v.number(), values: importCellsValidator, blanks: v.optional(v.array(importFieldValidator)) })),
  clearBlanks: v.optional(v.boolean()),
};

/** What importing these rows (at most 100) would create, update, leave unchanged or reject. */
export const previewChunk = staffQuery({
  permission: "manageAttendees",
  args: chunkArgs,
  handler: async (ctx, { attendeeType, rows, clearBlanks }) => await previewRows(ctx, rows, attendeeType, clearBlanks === true),
});

/**
 * Upserts at most 100 rows by email in one transaction; failed rows are reported by row number.
 * With `batchId` (from startImport) the changes are recorded as that upload's, for undo.
 */
export const importChunk = staffMutation({
  permission: "manageAttendees",
  args: { ...chunkArgs, batchId: v.optional(v.id("importBatches")) },
  handler: async (ctx, { attendeeType, rows, clearBlanks, batchId }) => {
    if (batchId !== undefined) {
      const batch = await ctx.db.get("importBatches", batchId);
      if (batch === null || batch.undone_at !== undefined || batch.attendee_type !== attendeeType) {
        throw new ConvexError({ code: "INVALID", message: "This upload can no longer be saved; choose the file again." });
      }
    }
    return await importRows(ctx, ctx.viewer, rows, attendeeType, clearBlanks === true, batchId);
  },
});

/**
 * One page of every man with every field an import fills, for "Export everything" (the browser
 * writes the spreadsheet). At most 250 per page; repeat with `continueCursor` until `isDone`.
 */
export const exportEverything = staffQuery({
  permission: "manageAttendees",
  args: { cursor: v.union(v.string(), v.null()), numItems: v.number() },
  handler: async (ctx, { cursor, numItems }) => {
    const size = Math.max(1, Math.min(250, Math.floor(numItems)));
    const page = await ctx.db.query("attendees").order("asc").paginate({ cursor, numItems: size });
    const men = page.page.map((man) => {
      const record: Record<string, unknown> = { attendee_type: man.attendee_type };
      for (const field of IMPORT_FIELDS) {
        const value = man[field];
        if (value !== undefined) record[field] = value;
      }
      return record;
    });
    return { men, isDone: page.isDone, continueCursor: page.continueCursor };
  },
});

/** Opens a batch for one upload, before its first chunk. */
export const startImport = staffMutation({
  permission: "manageAttendees",
  args: { fileName: v.string(), attendeeType: attendeeTypeValidator },
  handler: async (ctx, { fileName, attendeeType }) => await startBatch(ctx, ctx.viewer, fileName, attendeeType),
});

/** The latest uploads that changed something, newest first, for the history and its undo. */
export const recentImports = staffQuery({
  permission: "manageAttendees",
  args: {},
  handler: async (ctx) => await recentBatches(ctx),
});

/** Undoes one page of an upload's changes; repeat with `continueCursor` until `isDone`. */
export const undoImport = staffMutation({
  permission: "manageAttendees",
  args: { batchId: v.id("importBatches"), cursor: v.union(v.string(), v.null()) },
  handler: async (ctx, { batchId, cursor }) => await undoBatchPage(ctx, ctx.viewer, batchId, cursor),
});

/**
 * After a server upload: an account with the server role for each imported server (at most 100
 * per call). An account that already holds the email without the server role gets it only for an
 * item with `linkExistingAccount` (staff ticked that row in the preview).
 */
export const syncServerAccounts = staffAction({
  permission: "manageAttendees",
  args: {
    items: v.array(v.object({ row: v.number(), attendeeId: v.id("attendees"), linkExistingAccount: v.optional(v.boolean()) })),
  },
  handler: async (ctx, { items }) => {
    requireChunkSize(items);
    return await syncAccounts(ctx, items);
  },
});

export const accountState = retreatInternalQuery({
  args: { attendeeId: v.id("attendees") },
  handler: async (ctx, { attendeeId }) => await accountStateOf(ctx, attendeeId),
});

export const grantServerRole = retreatInternalMutation({
  args: { userId: v.id("users"), attendeeId: v.id("attendees"), mayAddRole: v.boolean() },
  handler: async (ctx, { userId, attendeeId, mayAddRole }) => await grantRole(ctx, userId, attendeeId, mayAddRole),
});
