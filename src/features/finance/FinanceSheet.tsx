import type { Ref } from "react";
import { formatCents } from "../../../convex/shared/money";
import { PrintDocument } from "../../components/print/PrintDocument";
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
  const lines: Array<[string, number]> = [
    ["Amount paid by attendees", summary.fromAttendees.paid],
    ["Donations", summary.fromAttendees.donations],
    ["Admin fees", summary.fromAttendees.adminFees],
    ["Palancas", summary.fromAttendees.palancas],
    ["Other income (net of refunds)", summary.ledger.incomeCents],
    ["Total income", summary.incomeCents],
    ["Expenses (net of refunds)", -summary.expenseCents],
    ["House cost", -summary.houseCost.cents],
    ["Balance", summary.balanceCents],
  ];
  return (
    <PrintDocument ref={ref} title="Finance Summary">
      <table className="keep-together">
        <tbody>
          {lines.map(([label, cents]) => (
            <tr key={label}>
              <th>{label}</th>
              <td style={{ textAlign: "right" }}>{formatCents(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>House cost: {summary.houseCost.formula}</p>
      <p>
        Still owed: {formatCents(summary.owed.cents)} from {summary.owed.men} men. Scholarships: {formatCents(summary.scholarships.cents)} for{" "}
        {summary.scholarships.men} men.
      </p>
      <h2>Entries</h2>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Type</th>
            <th>Category</th>
            <th>Description</th>
            <th>Paid by</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((row) => (
            <tr key={row._id}>
              <td>{row.date}</td>
              <td>{row.kind === "expense" ? "Expense" : "Income"}</td>
              <td>{row.category}</td>
              <td>{row.description}</td>
              <td>{row.paid_by}</td>
              <td style={{ textAlign: "right" }}>{formatCents(row.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {scholarships.length > 0 && (
        <>
          <h2>Scholarships</h2>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Cost</th>
                <th>Reduced cost</th>
                <th>Granted by</th>
              </tr>
            </thead>
            <tbody>
              {scholarships.map((row) => (
                <tr key={row._id}>
                  <td>{row.first_name} {row.last_name}</td>
                  <td>{row.cost_cents === null ? "-" : formatCents(row.cost_cents)}</td>
                  <td>{formatCents(row.reduced_cost_cents)}</td>
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
