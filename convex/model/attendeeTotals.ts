import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { addToShard, readSharded, shardKeyOf } from "./counterShards";
import { toCents } from "../shared/money";

/**
 * Head counts and money sums over all men, per type, kept in the `attendeeTotals` shards (their
 * sum is the totals; model/counterShards.ts) so Finance, Inventory and Palanquita Stock never read
 * every attendee to show a total. The hooks of model/derivedData.ts call `keepAttendeeTotals`
 * after every attendee write and `keepScholarshipTotals` after every scholarship write, in the
 * same transaction. All money is in integer cents.
 */
export type TypeTotals = {
  men: number;
  at_home: number; // men who sleep at home (the rest sleep at the house)
  paid_cents: number;
  cost_cents: number;
  donations_cents: number;
  admin_fees_cents: number;
  palancas_cents: number;
  owed_cents: number; // Σ max(0, what he is asked to pay − what he paid)
  owing_men: number;
  scholarship_men: number;
  scholarship_cents: number; // Σ max(0, cost − reduced cost)
};
export type AttendeeTotals = { attendee: TypeTotals; server: TypeTotals };

/** The fields of an attendee the totals depend on. */
export type TotalsFields = Pick<
  Doc<"attendees">,
  "attendee_type" | "sleeps_at_home" | "amount_paid" | "cost_of_retreat" | "donations" | "admin_fees" | "palancas_amount"
>;
type Scholarship = Pick<Doc<"scholarships">, "reduced_cost_cents"> | null;

/** The attendee fields the totals depend on: a write that changes none of them changes no total. */
const MAN_FIELDS: Array<keyof TotalsFields> = [
  "attendee_type", "sleeps_at_home", "amount_paid", "cost_of_retreat", "donations", "admin_fees", "palancas_amount",
];

const FIELDS: Array<keyof TypeTotals> = [
  "men", "at_home", "paid_cents", "cost_cents", "donations_cents", "admin_fees_cents", "palancas_cents",
  "owed_cents", "owing_men", "scholarship_men", "scholarship_cents",
];

/** Far above any retreat; keeps a recount bounded. */
const MAX_COUNTED = 10000;

export function emptyTypeTotals(): TypeTotals {
  return Object.fromEntries(FIELDS.map((field) => [field, 0])) as TypeTotals;
}

export function emptyTotals(): AttendeeTotals {
  return { attendee: emptyTypeTotals(), server: emptyTypeTotals() };
}

export type Balance = { cost_cents: number; due_cents: number; paid_cents: number; owed_cents: number };

/**
 * What a man is asked to pay and still owes, in cents: the cost, lowered by a scholarship (never
 * raised by one: a cost changed below the reduced cost is what he pays), minus what he paid.
 */
export function balanceOf(man: Pick<TotalsFields, "amount_paid" | "cost_of_retreat">, scholarship: Scholarship): Balance {
  const paid = toCents(man.amount_paid);
  const cost = toCents(man.cost_of_retreat);
  const due = scholarship === null ? cost : Math.min(cost, scholarship.reduced_cost_cents);
  return { cost_cents: cost, due_cents: due, paid_cents: paid, owed_cents: Math.max(0, due - paid) };
}

/** What one man adds to the totals of his type. */
export function contributionOf(man: TotalsFields, scholarship: Scholarship): TypeTotals {
  const { paid_cents: paid, cost_cents: cost, owed_cents: owed } = balanceOf(man, scholarship);
  return {
    men: 1,
    at_home: man.sleeps_at_home ? 1 : 0,
    paid_cents: paid,
    cost_cents: cost,
    donations_cents: toCents(man.donations),
    admin_fees_cents: toCents(man.admin_fees),
    palancas_cents: toCents(man.palancas_amount),
    owed_cents: owed,
    owing_men: owed > 0 ? 1 : 0,
    scholarship_men: scholarship === null ? 0 : 1,
    scholarship_cents: scholarship === null ? 0 : Math.max(0, cost - scholarship.reduced_cost_cents),
  };
}

function add(totals: AttendeeTotals, man: TotalsFields | null, scholarship: Scholarship, sign: 1 | -1): void {
  if (man === null) return;
  const part = contributionOf(man, scholarship);
  const target = totals[man.attendee_type];
  for (const field of FIELDS) target[field] += sign * part[field];
}

function isZero(totals: AttendeeTotals): boolean {
  return FIELDS.every((field) => totals.attendee[field] === 0 && totals.server[field] === 0);
}

export async function scholarshipOf(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<Doc<"scholarships"> | null> {
  return await ctx.db
    .query("scholarships")
    .withIndex("by_attendee", (q) => q.eq("attendee_id", attendeeId))
    .first();
}

/** Totals from the attendees themselves: before the document exists, and in the drift test. */
export async function recountAttendeeTotals(ctx: QueryCtx): Promise<AttendeeTotals> {
  const totals = emptyTotals();
  const scholarships = await ctx.db.query("scholarships").take(MAX_COUNTED);
  const byMan = new Map(scholarships.map((s) => [s.attendee_id, s]));
  const men = await ctx.db.query("attendees").take(MAX_COUNTED);
  for (const man of men) add(totals, man, byMan.get(man._id) ?? null, 1);
  return totals;
}

/** The kept totals (the sum of the shards), or null before any write has kept them. */
export async function keptAttendeeTotals(ctx: QueryCtx): Promise<AttendeeTotals | null> {
  const kept = await readSharded(ctx, "attendeeTotals");
  return kept === null ? null : { attendee: kept.attendee, server: kept.server };
}

export async function readAttendeeTotals(ctx: QueryCtx): Promise<AttendeeTotals> {
  return (await keptAttendeeTotals(ctx)) ?? (await recountAttendeeTotals(ctx));
}

/** Adds a change to the shard of the man it is about; the first write on a database without totals counts everyone, this write included. */
async function applyChange(ctx: MutationCtx, change: AttendeeTotals, key: string | undefined): Promise<void> {
  if (isZero(change)) return;
  await addToShard(ctx, "attendeeTotals", key, change, async () => await recountAttendeeTotals(ctx));
}

/**
 * Runs right after every write of an attendee (insert, patch, replace, delete), in the same
 * transaction (model/derivedData.ts), with the man as he was (null when new) and as he is (null
 * when deleted). A deleted man's scholarship is deleted with him.
 */
export async function keepAttendeeTotals(
  ctx: MutationCtx,
  before: (TotalsFields & { _id: Id<"attendees"> }) | null,
  after: TotalsFields | null,
): Promise<void> {
  if (before !== null && after !== null && MAN_FIELDS.every((field) => before[field] === after[field])) return;
  const scholarship = before === null ? null : await scholarshipOf(ctx, before._id);
  if (after === null && scholarship !== null) await ctx.db.delete("scholarships", scholarship._id);
  const change = emptyTotals();
  add(change, before, scholarship, -1);
  add(change, after, scholarship, 1);
  await applyChange(ctx, change, shardKeyOf(before, after));
}

/** Runs right after a scholarship is granted, changed or revoked (model/derivedData.ts). */
export async function keepScholarshipTotals(
  ctx: MutationCtx,
  man: TotalsFields,
  before: Scholarship,
  after: Scholarship,
): Promise<void> {
  const change = emptyTotals();
  add(change, man, before, -1);
  add(change, man, after, 1);
  await applyChange(ctx, change, shardKeyOf(man));
}
