import { describe, expect, it } from "vitest";
import { balanceOf, contributionOf } from "./attendeeTotals";

const man = (cost: number | undefined, paid: number | undefined) => ({
  attendee_type: "attendee" as const,
  sleeps_at_home: false,
  cost_of_retreat: cost,
  amount_paid: paid,
  donations: undefined,
  admin_fees: undefined,
  palancas_amount: undefined,
});

describe("what a man owes", () => {
  it("is the cost minus what he paid, never below zero", () => {
    expect(balanceOf(man(350, 100), null)).toEqual({ cost_cents: 35000, due_cents: 35000, paid_cents: 10000, owed_cents: 25000 });
    expect(balanceOf(man(350, 400), null).owed_cents).toBe(0);
    expect(balanceOf(man(undefined, undefined), null).owed_cents).toBe(0);
  });
  it("is lowered by a scholarship, never raised by one", () => {
    expect(balanceOf(man(350, 100), { reduced_cost_cents: 15000 }).owed_cents).toBe(5000);
    // The cost was lowered after the scholarship was granted: he is asked the cost.
    expect(balanceOf(man(100, 50), { reduced_cost_cents: 15000 })).toEqual({ cost_cents: 10000, due_cents: 10000, paid_cents: 5000, owed_cents: 5000 });
  });
  it("is what the totals count", () => {
    const part = contributionOf(man(350, 100), { reduced_cost_cents: 15000 });
    expect([part.owed_cents, part.owing_men, part.scholarship_cents]).toEqual([5000, 1, 20000]);
  });
});
