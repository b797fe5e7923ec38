import ExcelJS from "exceljs";
import { expect, test } from "vitest";
import { toCents } from "../../../convex/shared/money";
import { buildFinanceWorkbook, financeRows } from "./financeExport";
import type { FinanceSummary, LedgerRow, ScholarshipRow } from "./financeTypes";

/** Totals of no men: every count and sum 0. */
function emptyTotals(): FinanceSummary["byType"] {
  const none = {
    men: 0, at_home: 0, paid_cents: 0, cost_cents: 0, donations_cents: 0, admin_fees_cents: 0, palancas_cents: 0,
    owed_cents: 0, owing_men: 0, scholarship_men: 0, scholarship_cents: 0,
  };
  return { attendee: { ...none }, server: { ...none } };
}

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

test("the Date column holds real date cells; rows without a date leave it empty", async () => {
  const summary = {
    byType: emptyTotals(),
    houseCost: { method: "per_retreat", formula: "", cents: 0 },
    balanceCents: 0,
  } as unknown as FinanceSummary;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildFinanceWorkbook(summary, [entry("expense", 1000)], []));
  const sheet = workbook.getWorksheet("Finance")!;
  const date = sheet.getRow(2).getCell(1);
  expect(date.type).toBe(ExcelJS.ValueType.Date);
  expect(date.numFmt).toBe("yyyy-mm-dd");
  expect((date.value as Date).toISOString()).toBe("2026-03-06T00:00:00.000Z");
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBeNull();
});
