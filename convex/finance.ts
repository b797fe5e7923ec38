import { paginationOptsValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { retreatInternalMutation, staffAction, staffMutation, staffQuery } from "./functions";
import { balanceOf, scholarshipOf } from "./model/attendeeTotals";
import { deleteEntry, financeSummary, saveEntry as writeLedgerEntry } from "./model/finance";
import { storedImageProblem } from "./shared/imageRules";
import { grantScholarship, listScholarships, revokeScholarship } from "./model/scholarships";

const entryInput = v.object({
  kind: v.union(v.literal("income"), v.literal("expense")),
  date: v.string(),
  category: v.string(),
  description: v.optional(v.string()),
  amount_cents: v.number(),
  refund: v.boolean(),
  paid_by: v.optional(v.string()),
});
const receiptArg = v.optional(v.union(v.id("_storage"), v.literal("remove")));

/** Income, expenses, house cost (with its formula), balance, who owes and scholarships, in cents. */
export const summary = staffQuery({
  permission: "manageFinance",
  args: {},
  handler: async (ctx) => await financeSummary(ctx),
});

/** The ledger, newest date first, in bounded pages (read whole with useLiveList). */
export const entriesPage = staffQuery({
  permission: "manageFinance",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("financeEntries").withIndex("by_date").order("desc").paginate(paginationOpts);
    const rows = await Promise.all(
      page.page.map(async (entry) => ({
        _id: entry._id,
        kind: entry.kind,
        date: entry.date,
        category: entry.category,
        description: entry.description ?? "",
        amount_cents: entry.amount_cents,
        paid_by: entry.paid_by ?? "",
        receipt_url: entry.receipt_id === undefined ? null : await ctx.storage.getUrl(entry.receipt_id),
        created_at: entry.created_at,
      })),
    );
    return { ...page, page: rows };
  },
});

/** The men who still owe (what they are asked to pay, after any scholarship, minus what they paid), page by page. */
export const owingPage = staffQuery({
  permission: "manageFinance",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("attendees").paginate(paginationOpts);
    const rows = [];
    for (const man of page.page) {
      // A scholarship only lowers what he is asked to pay: a man who paid the cost owes nothing.
      if (balanceOf(man, null).owed_cents === 0) continue;
      const scholarship = await scholarshipOf(ctx, man._id);
      const balance = balanceOf(man, scholarship);
      if (balance.owed_cents === 0) continue;
      rows.push({
        _id: man._id,
        first_name: man.first_name,
        last_name: man.last_name,
        attendee_type: man.attendee_type,
        ...balance,
        has_scholarship: scholarship !== null,
      });
    }
    return { ...page, page: rows };
  },
});

export const scholarships = staffQuery({
  permission: "manageFinance",
  args: {},
  handler: async (ctx) => await listScholarships(ctx),
});

/** A one-time URL to upload a receipt image; the file is checked when the entry is saved. */
export const generateReceiptUploadUrl = staffMutation({
  permission: "manageFinance",
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

/**
 * Creates (no `id`) or edits an income or expense entry. A new receipt is checked first by the
 * rule every uploaded image follows (shared/imageRules.ts); a refused receipt, or a refused entry, leaves no file behind.
 */
export const saveEntry = staffAction({
  permission: "manageFinance",
  args: { id: v.optional(v.id("financeEntries")), input: entryInput, receipt: receiptArg },
  handler: async (ctx, { id, input, receipt }): Promise<Id<"financeEntries">> => {
    const newFile = receipt !== undefined && receipt !== "remove" ? receipt : null;
    if (newFile !== null) {
      const blob = await ctx.storage.get(newFile);
      if (blob === null) throw new ConvexError({ code: "NOT_FOUND", message: "The uploaded file was not found." });
      const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
      const problem = storedImageProblem(blob.type, blob.size, head);
      if (problem !== null) {
        await ctx.storage.delete(newFile);
        throw new ConvexError({ code: "INVALID", message: problem });
      }
    }
    try {
      return await ctx.runMutation(internal.finance.writeEntry, {
        retreatId: ctx.retreatId,
        id,
        input,
        receipt,
        userId: ctx.viewer.userId,
        email: ctx.viewer.email ?? undefined,
      });
    } catch (error) {
      if (newFile !== null) await ctx.storage.delete(newFile);
      throw error;
    }
  },
});

export const writeEntry = retreatInternalMutation({
  args: {
    id: v.optional(v.id("financeEntries")),
    input: entryInput,
    receipt: receiptArg,
    userId: v.id("users"),
    email: v.optional(v.string()),
  },
  handler: async (ctx, { id, input, receipt, userId, email }) =>
    await writeLedgerEntry(ctx, { userId, email: email ?? null }, id, input, receipt),
});

export const removeEntry = staffMutation({
  permission: "manageFinance",
  args: { id: v.id("financeEntries") },
  handler: async (ctx, { id }) => {
    await deleteEntry(ctx, ctx.viewer, id);
    return null;
  },
});

export const grant = staffMutation({
  permission: "manageFinance",
  args: {
    attendeeId: v.id("attendees"),
    reduced_cost_cents: v.number(),
    granted_by: v.string(),
    reason: v.optional(v.string()),
  },
  handler: async (ctx, { attendeeId, ...input }) => await grantScholarship(ctx, ctx.viewer, attendeeId, input),
});

export const revoke = staffMutation({
  permission: "manageFinance",
  args: { attendeeId: v.id("attendees") },
  handler: async (ctx, { attendeeId }) => {
    await revokeScholarship(ctx, ctx.viewer, attendeeId);
    return null;
  },
});
