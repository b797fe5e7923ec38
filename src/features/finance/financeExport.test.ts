import { expect, test } from "vitest";
import { emptyTotals } from "../../../convex/model/attendeeTotals";
import { toCents } from "../../../convex/model/money";
import { financeRows } from "./financeExport";
import type { FinanceSummary, LedgerRow, ScholarshipRow } from "./financeTypes";

const entry = (kind: "income" | "expense", amount_cents: number, category = "Food"): LedgerRow => ({
  _id: `${kind}${amount_cents}` as LedgerRow["_id"],
  kind,
  date: "2026-03-06",
  category,
  description: "",
  amount_cents,
  paid_by: "",
  receipt_url: null,
  created_at: 0,
});

test("every entry is exported and the Amount column sums to the balance", () => {
  const byType = emptyTotals();
  byType.attendee = { ...byType.attendee, men: 2, paid_cents: 30010, donations_cents: 1005 };
  byType.server = { ...byType.server, men: 1, paid_cents: 15000, admin_fees_cents: 500, palancas_cents: 250 };
  const entries = [entry("expense", 41237), entry("expense", -1200, "Supplies"), entry("income", 50000, "Parish"), entry("income", -2000, "Refund")];
  const attendeeIncome = 30010 + 1005 + 15000 + 500 + 250;
  const ledgerIncome = 48000;
  const expenses = 40037;
  const house = 22550;
  const summary = {
    byType,
    houseCost: { method: "per_retreat", formula: "2 sleeping × $100.00 + 1 at home × $25.50 = $225.50", cents: house },
    balanceCents: attendeeIncome + ledgerIncome - expenses - house,
  } as unknown as FinanceSummary;
  const scholarships = [
    { first_name: "Ana", last_name: "Uno", cost_cents: 30000, reduced_cost_cents: 10000, granted_by: "Fr. Miguel", reason: "Laid off", created_at: 0 },
  ] as ScholarshipRow[];

  const rows = financeRows(summary, entries, scholarships);
  expect(rows.filter((r) => r.type.startsWith("Expense") || r.type.startsWith("Income"))).toHaveLength(4);
  expect(rows.find((r) => r.type === "Expense (refund)")).toMatchObject({ category: "Supplies", amount: 12 });
  expect(rows.find((r) => r.type === "Scholarship")).toMatchObject({
    category: "Ana Uno",
    person: "Fr. Miguel",
    amount: null,
    description: "Cost reduced to 100.00 from 300.00 — Laid off",
  });
  expect(rows.find((r) => r.type === "House cost")).toMatchObject({ amount: -225.5 });
  const sum = rows.reduce((total, r) => total + toCents(r.amount), 0);
  expect(sum).toBe(summary.balanceCents);
});
