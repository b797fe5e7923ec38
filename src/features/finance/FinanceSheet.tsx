import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { countOf, houseFormula, kindText, moneyIn } from "./financeText";
import type { FinanceSummary, LedgerRow, ScholarshipRow } from "./financeTypes";

/** The printable finance summary: totals, the house cost formula, then every entry and scholarship. */
export function FinanceSheet({
  summary,
  entries,
  scholarships,
  ref,
}: {
  summary: FinanceSummary;
  entries: LedgerRow[];
  scholarships: ScholarshipRow[];
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useT(financeNs);
  const money = (cents: number) => moneyIn(t, cents);
  const lines: Array<[string, number]> = [
    [t("sheet.amountPaid"), summary.fromAttendees.paid],
    [t("sheet.donations"), summary.fromAttendees.donations],
    [t("sheet.adminFees"), summary.fromAttendees.adminFees],
    [t("sheet.palancas"), summary.fromAttendees.palancas],
    [t("sheet.otherIncome"), summary.ledger.incomeCents],
    [t("sheet.totalIncome"), summary.incomeCents],
    [t("sheet.expenses"), -summary.expenseCents],
    [t("sheet.houseCost"), -summary.houseCost.cents],
    [t("sheet.balance"), summary.balanceCents],
  ];
  return (
    <PrintDocument ref={ref} title={t("sheet.title")}>
      <table className="keep-together">
        <tbody>
          {lines.map(([label, cents]) => (
            <tr key={label}>
              <th>{label}</th>
              <td style={{ textAlign: "right" }}>{money(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t("sheet.houseFormula", { formula: houseFormula(t, summary.houseCost) })}</p>
      <p>
        {t("sheet.owed", {
          owed: money(summary.owed.cents),
          ...countOf(summary.owed.men),
          scholarships: money(summary.scholarships.cents),
          scholarshipCount: summary.scholarships.men,
          scholarshipMen: String(summary.scholarships.men),
        })}
      </p>
      <h2>{t("sheet.entries")}</h2>
      <table>
        <thead>
          <tr>
            <th>{t("col.date")}</th>
            <th>{t("col.type")}</th>
            <th>{t("col.category")}</th>
            <th>{t("col.description")}</th>
            <th>{t("col.paidBy")}</th>
            <th>{t("col.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((row) => (
            <tr key={row._id}>
              <td>{row.date}</td>
              <td>{kindText(t, { kind: row.kind, amount_cents: 0 })}</td>
              <td>{row.category}</td>
              <td>{row.description}</td>
              <td>{row.paid_by}</td>
              <td style={{ textAlign: "right" }}>{money(row.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {scholarships.length > 0 && (
        <>
          <h2>{t("sheet.scholarships")}</h2>
          <table>
            <thead>
              <tr>
                <th>{t("col.name")}</th>
                <th>{t("col.cost")}</th>
                <th>{t("col.reducedCost")}</th>
                <th>{t("col.grantedBy")}</th>
              </tr>
            </thead>
            <tbody>
              {scholarships.map((row) => (
                <tr key={row._id}>
                  <td>
                    {row.first_name} {row.last_name}
                  </td>
                  <td>{row.cost_cents === null ? "-" : money(row.cost_cents)}</td>
                  <td>{money(row.reduced_cost_cents)}</td>
                  <td>{row.granted_by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </PrintDocument>
  );
}
