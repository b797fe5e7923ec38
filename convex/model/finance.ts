import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { readAttendeeTotals, type TypeTotals } from "./attendeeTotals";
import { recordChange } from "./audit";
import { houseCost } from "./houseCost";
import { optionalText, refusal } from "./entryInput";
import { centsRefusal } from "../shared/money";
import { readSettings } from "./settings";

/** A retreat's ledger stays far below this; the summary sums at most this many entries. */
export const MAX_ENTRIES = 5000;

export type EntryInput = {
  kind: "income" | "expense";
  date: string;
  category: string;
  description?: string;
  /** Always more than 0; `refund` stores it as a negative amount. */
  amount_cents: number;
  refund: boolean;
  paid_by?: string;
};

export const ENTRY_MESSAGES = {
  notFound: "This entry no longer exists.",
  date: "Enter the date as YYYY-MM-DD.",
  category: "Enter a category.",
  zero: "Amount must be more than 0.",
  tooMany: `The ledger holds at most ${MAX_ENTRIES} entries.`,
} as const;

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The stored fields of an entry, or a refusal naming what is wrong. */
export function validEntry(input: EntryInput) {
  const date = input.date.trim();
  if (!isDate(date)) throw refusal("INVALID", ENTRY_MESSAGES.date);
  const category = input.category.trim();
  if (category === "") throw refusal("INVALID", ENTRY_MESSAGES.category);
  if (category.length > 60) throw refusal("INVALID", "Category can be at most 60 characters.");
  const problem = centsRefusal(input.amount_cents);
  if (problem !== null) throw new ConvexError(problem);
  if (input.amount_cents === 0) throw refusal("INVALID", ENTRY_MESSAGES.zero);
  return {
    kind: input.kind,
    date,
    category,
    description: optionalText(input.description, 500, "Description"),
    amount_cents: input.refund ? -input.amount_cents : input.amount_cents,
    paid_by: input.kind === "expense" ? optionalText(input.paid_by, 100, "Paid by") : undefined,
  };
}

async function requireEntry(ctx: QueryCtx, id: Id<"financeEntries">): Promise<Doc<"financeEntries">> {
  const entry = await ctx.db.get("financeEntries", id);
  if (entry === null) throw refusal("NOT_FOUND", ENTRY_MESSAGES.notFound);
  return entry;
}

/**
 * Creates (no `id`) or replaces an entry. `receipt` is a storage id already checked to be an
 * image, "remove" to drop the current receipt, or undefined to keep it. A replaced receipt file
 * is deleted from storage.
 */
export async function saveEntry(
  ctx: MutationCtx,
  viewer: Pick<Viewer, "userId" | "email">,
  id: Id<"financeEntries"> | undefined,
  input: EntryInput,
  receipt: Id<"_storage"> | "remove" | undefined,
): Promise<Id<"financeEntries">> {
  const fields = validEntry(input);
  if (receipt !== undefined && fields.kind !== "expense") {
    throw refusal("INVALID", "Only expenses carry a receipt.");
  }
  if (id === undefined) {
    if ((await ctx.db.query("financeEntries").take(MAX_ENTRIES)).length >= MAX_ENTRIES) {
      throw refusal("INVALID", ENTRY_MESSAGES.tooMany);
    }
    const doc = {
      ...fields,
      ...(receipt !== undefined && receipt !== "remove" ? { receipt_id: receipt } : {}),
      created_by: viewer.userId,
      created_at: Date.now(),
    };
    const newId = await ctx.db.insert("financeEntries", doc);
    await recordChange(ctx, { table: "financeEntries", docId: newId, viewer, before: null, after: doc });
    return newId;
  }
  const before = await requireEntry(ctx, id);
  let receiptId = fields.kind === "expense" ? before.receipt_id : undefined;
  if (receipt !== undefined) receiptId = receipt === "remove" ? undefined : receipt;
  if (before.receipt_id !== undefined && before.receipt_id !== receiptId) await ctx.storage.delete(before.receipt_id);
  const after = {
    ...fields,
    ...(receiptId !== undefined ? { receipt_id: receiptId } : {}),
    created_by: before.created_by,
    created_at: before.created_at,
  };
  await ctx.db.replace("financeEntries", id, after);
  await recordChange(ctx, { table: "financeEntries", docId: id, viewer, before, after });
  return id;
}

export async function deleteEntry(ctx: MutationCtx, viewer: Viewer, id: Id<"financeEntries">): Promise<void> {
  const entry = await requireEntry(ctx, id);
  if (entry.receipt_id !== undefined) await ctx.storage.delete(entry.receipt_id);
  await ctx.db.delete("financeEntries", id);
  await recordChange(ctx, { table: "financeEntries", docId: id, viewer, before: entry, after: null });
}

function sumTypes(totals: { attendee: TypeTotals; server: TypeTotals }, field: keyof TypeTotals): number {
  return totals.attendee[field] + totals.server[field];
}

/** Income, expenses, house cost and balance, all in cents. */
export async function financeSummary(ctx: QueryCtx) {
  const totals = await readAttendeeTotals(ctx);
  const settings = await readSettings(ctx);
  const entries = await ctx.db.query("financeEntries").take(MAX_ENTRIES);
  const ledger = { incomeCents: 0, incomeRefundCents: 0, expenseCents: 0, expenseRefundCents: 0, expenses: 0, incomes: 0 };
  for (const entry of entries) {
    if (entry.kind === "income") {
      ledger.incomes++;
      ledger.incomeCents += entry.amount_cents;
      if (entry.amount_cents < 0) ledger.incomeRefundCents += entry.amount_cents;
    } else {
      ledger.expenses++;
      ledger.expenseCents += entry.amount_cents;
      if (entry.amount_cents < 0) ledger.expenseRefundCents += entry.amount_cents;
    }
  }
  const fromAttendees = {
    paid: sumTypes(totals, "paid_cents"),
    donations: sumTypes(totals, "donations_cents"),
    adminFees: sumTypes(totals, "admin_fees_cents"),
    palancas: sumTypes(totals, "palancas_cents"),
  };
  const attendeeIncomeCents = fromAttendees.paid + fromAttendees.donations + fromAttendees.adminFees + fromAttendees.palancas;
  const incomeCents = attendeeIncomeCents + ledger.incomeCents;
  const house = houseCost(settings, totals);
  return {
    byType: totals,
    fromAttendees,
    attendeeIncomeCents,
    ledger,
    incomeCents,
    expenseCents: ledger.expenseCents,
    houseCost: house,
    balanceCents: incomeCents - ledger.expenseCents - house.cents,
    owed: { cents: sumTypes(totals, "owed_cents"), men: sumTypes(totals, "owing_men") },
    scholarships: { cents: sumTypes(totals, "scholarship_cents"), men: sumTypes(totals, "scholarship_men") },
    expectedCostCents: sumTypes(totals, "cost_cents") - sumTypes(totals, "scholarship_cents"),
  };
}

export type FinanceSummary = Awaited<ReturnType<typeof financeSummary>>;
