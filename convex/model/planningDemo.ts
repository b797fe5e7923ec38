import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { balanceOf } from "./attendeeTotals";

/** Demo finance entries, a scholarship, supplies and palanquitas for a fresh install. */
export async function seedPlanningDemo(
  ctx: MutationCtx,
  { now, start, attendeeIds }: { now: number; start: string; attendeeIds: Id<"attendees">[] },
): Promise<void> {
  const expenses = [
    { category: "Food", description: "Groceries for Friday dinner", amount_cents: 41237, paid_by: "Carlos Mendoza" },
    { category: "Supplies", description: "Name badge holders and lanyards", amount_cents: 6480, paid_by: "Parish office" },
    { category: "Supplies", description: "Returned unused lanyards", amount_cents: -1200, paid_by: "Parish office" },
  ];
  for (const expense of expenses) {
    await ctx.db.insert("financeEntries", { kind: "expense", date: start, ...expense, created_at: now });
  }
  await ctx.db.insert("financeEntries", {
    kind: "income",
    date: start,
    category: "Parish contribution",
    description: "Knights of Columbus council",
    amount_cents: 50000,
    created_at: now,
  });

  // A scholarship for the first retreatant who has not paid in full.
  for (const id of attendeeIds) {
    const man = await ctx.db.get("attendees", id);
    if (man === null || man.attendee_type !== "attendee" || balanceOf(man, null).owed_cents === 0) continue;
    const scholarship = { attendee_id: id, reduced_cost_cents: 10000, granted_by: "Fr. Miguel Ángel Torres", created_at: now };
    await ctx.db.insert("scholarships", scholarship);
    break;
  }

  const items = [
    { name: "Rosaries", unit: "each", quantity_on_hand: 30, needed_per_retreatant: 1, needed_per_server: 0, fixed_extra: 5 },
    { name: "Bottled water", unit: "case", quantity_on_hand: 4, needed_per_retreatant: 0.5, needed_per_server: 0.5, fixed_extra: 2 },
    { name: "Notebooks", unit: "each", quantity_on_hand: 60, needed_per_retreatant: 1, needed_per_server: 0, fixed_extra: 0 },
    { name: "Coffee", unit: "lb", quantity_on_hand: 3, needed_per_retreatant: 0.25, needed_per_server: 0.25, fixed_extra: 0 },
  ];
  for (const item of items) await ctx.db.insert("inventoryItems", { ...item, created_at: now });

  const kinds = [
    { name: "Prayer cards", made: 120, needed_per_retreatant: 3, maker: "St. Agnes Women's Guild" },
    { name: "Wooden crosses", made: 20, needed_per_retreatant: 1, maker: "Youth group" },
    { name: "Bookmarks", made: 0, needed_per_retreatant: 2 },
  ];
  for (const kind of kinds) await ctx.db.insert("palanquitaStock", { ...kind, created_at: now });
}
