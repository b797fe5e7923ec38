import { fromCents } from "../../../convex/shared/money";
import { DATE_FORMAT, excelDate } from "../../lib/excel/dates";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import type { FinanceSummary, LedgerRow, ScholarshipRow } from "./financeTypes";

/**
 * One row per entry: the ledger, the income from attendees by type and field, scholarships and
 * the house cost. Amounts are cash flows (income positive, expenses and house cost negative), so
 * the Amount column sums to the balance; a scholarship lowers what a man owes, not the cash, so
 * its reduction is in the description.
 */
export type ExportRow = { date: string; type: string; category: string; description: string; person: string; amount: number | null };

const MONEY = '"$"#,##0.00;-"$"#,##0.00';

export const FINANCE_COLUMNS: SheetColumn<ExportRow>[] = [
  { header: "Date", value: (r) => excelDate(r.date), width: 12, numFmt: DATE_FORMAT },
  { header: "Type", value: (r) => r.type, width: 14 },
  { header: "Category", value: (r) => r.category, width: 22 },
  { header: "Description", value: (r) => r.description, width: 40 },
  { header: "Paid by / Granted by", value: (r) => r.person, width: 24 },
  { header: "Amount", value: (r) => r.amount, width: 14, numFmt: MONEY },
];

export function financeRows(summary: FinanceSummary, entries: LedgerRow[], scholarships: ScholarshipRow[]): ExportRow[] {
  const rows: ExportRow[] = entries.map((e) => ({
    date: e.date,
    type: `${e.kind === "expense" ? "Expense" : "Income"}${e.amount_cents < 0 ? " (refund)" : ""}`,
    category: e.category,
    description: e.description,
    person: e.paid_by,
    amount: fromCents(e.kind === "expense" ? -e.amount_cents : e.amount_cents),
  }));
  const byType = [
    ["Retreatants", summary.byType.attendee],
    ["Servers", summary.byType.server],
  ] as const;
  for (const [label, t] of byType) {
    const fields = [
      ["Amount paid", t.paid_cents],
      ["Donations", t.donations_cents],
      ["Admin fees", t.admin_fees_cents],
      ["Palancas", t.palancas_cents],
    ] as const;
    for (const [field, cents] of fields) {
      rows.push({ date: "", type: "Attendee income", category: field, description: `${label} (${t.men} men)`, person: "", amount: fromCents(cents) });
    }
  }
  for (const s of scholarships) {
    const from = s.cost_cents === null ? "" : ` from ${fromCents(s.cost_cents).toFixed(2)}`;
    rows.push({
      date: new Date(s.created_at).toISOString().slice(0, 10),
      type: "Scholarship",
      category: `${s.first_name} ${s.last_name}`,
      description: `Cost reduced to ${fromCents(s.reduced_cost_cents).toFixed(2)}${from}${s.reason ? ` — ${s.reason}` : ""}`,
      person: s.granted_by,
      amount: null,
    });
  }
  rows.push({ date: "", type: "House cost", category: summary.houseCost.method, description: summary.houseCost.formula, person: "", amount: -fromCents(summary.houseCost.cents) });
  return rows;
}

export async function buildFinanceWorkbook(summary: FinanceSummary, entries: LedgerRow[], scholarships: ScholarshipRow[]) {
  return await buildWorkbook("Finance", FINANCE_COLUMNS, financeRows(summary, entries, scholarships));
}
