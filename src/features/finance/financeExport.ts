import { fromCents } from "../../../convex/shared/money";
import { DATE_FORMAT, excelDate } from "../../lib/excel/dates";
import { buildWorkbook, type SheetColumn } from "../../lib/excel/workbook";
import { englishFinance, houseFormula, kindText, type FinanceT } from "./financeText";
import type { FinanceSummary, LedgerRow, ScholarshipRow } from "./financeTypes";

/**
 * One row per entry: the ledger, the income from attendees by type and field, scholarships and
 * the house cost. Amounts are cash flows (income positive, expenses and house cost negative), so
 * the Amount column sums to the balance; a scholarship lowers what a man owes, not the cash, so
 * its reduction is in the description.
 */
export type ExportRow = { date: string; type: string; category: string; description: string; person: string; amount: number | null };

const MONEY = '"$"#,##0.00;-"$"#,##0.00';

/** The sheet's columns, headed in the reader's language. */
export const financeColumns = (t: FinanceT = englishFinance): SheetColumn<ExportRow>[] => [
  { header: t("export.col.date"), value: (r) => excelDate(r.date), width: 12, numFmt: DATE_FORMAT },
  { header: t("export.col.type"), value: (r) => r.type, width: 14 },
  { header: t("export.col.category"), value: (r) => r.category, width: 22 },
  { header: t("export.col.description"), value: (r) => r.description, width: 40 },
  { header: t("export.col.person"), value: (r) => r.person, width: 24 },
  { header: t("export.col.amount"), value: (r) => r.amount, width: 14, numFmt: MONEY },
];

export function financeRows(summary: FinanceSummary, entries: LedgerRow[], scholarships: ScholarshipRow[], t: FinanceT = englishFinance): ExportRow[] {
  const rows: ExportRow[] = entries.map((e) => ({
    date: e.date,
    type: kindText(t, e),
    category: e.category,
    description: e.description,
    person: e.paid_by,
    amount: fromCents(e.kind === "expense" ? -e.amount_cents : e.amount_cents),
  }));
  const byType = [
    [t("type.retreatants"), summary.byType.attendee],
    [t("type.servers"), summary.byType.server],
  ] as const;
  for (const [label, totals] of byType) {
    const fields = [
      [t("col.amountPaid"), totals.paid_cents],
      [t("col.donations"), totals.donations_cents],
      [t("col.adminFees"), totals.admin_fees_cents],
      [t("col.palancas"), totals.palancas_cents],
    ] as const;
    for (const [field, cents] of fields) {
      rows.push({
        date: "",
        type: t("export.attendeeIncome"),
        category: field,
        description: t("export.men", { label, count: totals.men, n: String(totals.men) }),
        person: "",
        amount: fromCents(cents),
      });
    }
  }
  for (const s of scholarships) {
    rows.push({
      date: new Date(s.created_at).toISOString().slice(0, 10),
      type: t("export.scholarship"),
      category: `${s.first_name} ${s.last_name}`,
      description: t("export.reduced", {
        reduced: fromCents(s.reduced_cost_cents).toFixed(2),
        hasCost: s.cost_cents === null ? "no" : "yes",
        cost: s.cost_cents === null ? "" : fromCents(s.cost_cents).toFixed(2),
        hasReason: s.reason ? "yes" : "no",
        reason: s.reason ?? "",
      }),
      person: s.granted_by,
      amount: null,
    });
  }
  rows.push({
    date: "",
    type: t("export.houseCost"),
    category: t("export.method", { method: summary.houseCost.method }),
    description: t.language === "en" ? summary.houseCost.formula : houseFormula(t, summary.houseCost),
    person: "",
    amount: -fromCents(summary.houseCost.cents),
  });
  return rows;
}

export async function buildFinanceWorkbook(summary: FinanceSummary, entries: LedgerRow[], scholarships: ScholarshipRow[], t: FinanceT = englishFinance) {
  return await buildWorkbook(t("export.sheet"), financeColumns(t), financeRows(summary, entries, scholarships, t));
}
