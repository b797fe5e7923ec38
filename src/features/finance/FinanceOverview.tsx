import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { phoneCards } from "../../components/table/phoneCards";
import Typography from "@mui/material/Typography";
import { formatCents } from "../../../convex/shared/money";
import type { FinanceSummary } from "./financeTypes";

function Figure({ label, cents, note, testId, emphasis }: { label: string; cents: number; note?: string; testId: string; emphasis?: boolean }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant={emphasis ? "h4" : "h5"}
          data-testid={testId}
          color={emphasis ? (cents < 0 ? "error.main" : "success.main") : undefined}
          sx={{ fontWeight: 600 }}
        >
          {formatCents(cents)}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Income, expenses, house cost (with its formula) and the balance, then income by type of man. */
export function FinanceOverview({ summary }: { summary: FinanceSummary }) {
  const house = summary.houseCost;
  const houseNote = house.enabled ? `${house.method === "per_meal" ? "Per meal" : "Per retreat"}: ${house.formula}` : house.formula;
  const types = [
    ["Retreatants", summary.byType.attendee],
    ["Servers", summary.byType.server],
  ] as const;
  const rowTotal = (t: FinanceSummary["byType"]["attendee"]) => t.paid_cents + t.donations_cents + t.admin_fees_cents + t.palancas_cents;
  return (
    <>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" }, mb: 3 }}>
        <Figure label="Income" cents={summary.incomeCents} testId="income-total" note={`Attendees ${formatCents(summary.attendeeIncomeCents)} · other ${formatCents(summary.ledger.incomeCents)}`} />
        <Figure label="Expenses" cents={summary.expenseCents} testId="expense-total" note={`${summary.ledger.expenses} entries`} />
        <Figure label="House cost" cents={house.cents} testId="house-cost" note={houseNote} />
        <Figure label="Balance" cents={summary.balanceCents} testId="balance" emphasis note="Income − expenses − house cost" />
      </Box>
      {house.enabled && house.method === "per_meal" && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Meals from the daily schedule (breakfast 08:00, lunch 12:00, dinner 18:00, counted when the day's schedule covers them):{" "}
          {house.days.length === 0
            ? "no daily schedule in Settings yet."
            : house.days.map((day) => `${day.date} ${day.meals.join(", ") || "none"}`).join(" · ")}
        </Typography>
      )}
      <Typography variant="h2" sx={{ mb: 1 }}>
        Income from attendees
      </Typography>
      <Table size="small" aria-label="Income from attendees" sx={[{ mb: 1 }, phoneCards]}>
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell align="right">Men</TableCell>
            <TableCell align="right">Amount paid</TableCell>
            <TableCell align="right">Donations</TableCell>
            <TableCell align="right">Admin fees</TableCell>
            <TableCell align="right">Palancas</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map(([label, t]) => (
            <TableRow key={label}>
              <TableCell data-label="Type">{label}</TableCell>
              <TableCell data-label="Men" align="right">{t.men}</TableCell>
              <TableCell data-label="Amount paid" align="right">{formatCents(t.paid_cents)}</TableCell>
              <TableCell data-label="Donations" align="right">{formatCents(t.donations_cents)}</TableCell>
              <TableCell data-label="Admin fees" align="right">{formatCents(t.admin_fees_cents)}</TableCell>
              <TableCell data-label="Palancas" align="right">{formatCents(t.palancas_cents)}</TableCell>
              <TableCell data-label="Total" align="right">{formatCents(rowTotal(t))}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 600 } }}>
            <TableCell data-label="Type">Total</TableCell>
            <TableCell data-label="Men" align="right">{summary.byType.attendee.men + summary.byType.server.men}</TableCell>
            <TableCell data-label="Amount paid" align="right">{formatCents(summary.fromAttendees.paid)}</TableCell>
            <TableCell data-label="Donations" align="right">{formatCents(summary.fromAttendees.donations)}</TableCell>
            <TableCell data-label="Admin fees" align="right">{formatCents(summary.fromAttendees.adminFees)}</TableCell>
            <TableCell data-label="Palancas" align="right">{formatCents(summary.fromAttendees.palancas)}</TableCell>
            <TableCell data-label="Total" align="right">{formatCents(summary.attendeeIncomeCents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="owed-total">
        Still owed: {formatCents(summary.owed.cents)} from {summary.owed.men} {summary.owed.men === 1 ? "man" : "men"} · scholarships{" "}
        {formatCents(summary.scholarships.cents)} for {summary.scholarships.men} {summary.scholarships.men === 1 ? "man" : "men"}
      </Typography>
    </>
  );
}
