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
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { countOf, houseFormula, moneyIn, type FinanceT } from "./financeText";
import type { FinanceSummary } from "./financeTypes";

function Figure({ label, cents, note, testId, emphasis, t }: { label: string; cents: number; note?: string; testId: string; emphasis?: boolean; t: FinanceT }) {
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
          {moneyIn(t, cents)}
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
  const t = useT(financeNs);
  const money = (cents: number) => moneyIn(t, cents);
  const house = summary.houseCost;
  const formula = houseFormula(t, house);
  const houseNote = house.enabled ? t("overview.houseNote", { method: house.method, formula }) : formula;
  const types = [
    [t("type.retreatants"), summary.byType.attendee],
    [t("type.servers"), summary.byType.server],
  ] as const;
  const rowTotal = (row: FinanceSummary["byType"]["attendee"]) => row.paid_cents + row.donations_cents + row.admin_fees_cents + row.palancas_cents;
  const columns = {
    type: t("col.type"),
    men: t("col.men"),
    paid: t("col.amountPaid"),
    donations: t("col.donations"),
    fees: t("col.adminFees"),
    palancas: t("col.palancas"),
    total: t("col.total"),
  };
  return (
    <>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" }, mb: 3 }}>
        <Figure
          t={t}
          label={t("overview.income")}
          cents={summary.incomeCents}
          testId="income-total"
          note={t("overview.incomeNote", { attendees: money(summary.attendeeIncomeCents), other: money(summary.ledger.incomeCents) })}
        />
        <Figure t={t} label={t("overview.expenses")} cents={summary.expenseCents} testId="expense-total" note={t("overview.entries", countOf(summary.ledger.expenses))} />
        <Figure t={t} label={t("overview.houseCost")} cents={house.cents} testId="house-cost" note={houseNote} />
        <Figure t={t} label={t("overview.balance")} cents={summary.balanceCents} testId="balance" emphasis note={t("overview.balanceNote")} />
      </Box>
      {house.enabled && house.method === "per_meal" && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("overview.meals")}{" "}
          {house.days.length === 0
            ? t("overview.noSchedule")
            : house.days.map((day) => `${day.date} ${day.meals.map((meal) => t("overview.meal", { meal })).join(", ") || t("overview.noMeals")}`).join(" · ")}
        </Typography>
      )}
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t("overview.attendeeIncome")}
      </Typography>
      <Table size="small" aria-label={t("overview.attendeeIncome")} sx={[{ mb: 1 }, phoneCards]}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.type}</TableCell>
            <TableCell align="right">{columns.men}</TableCell>
            <TableCell align="right">{columns.paid}</TableCell>
            <TableCell align="right">{columns.donations}</TableCell>
            <TableCell align="right">{columns.fees}</TableCell>
            <TableCell align="right">{columns.palancas}</TableCell>
            <TableCell align="right">{columns.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map(([label, row]) => (
            <TableRow key={label}>
              <TableCell data-label={columns.type}>{label}</TableCell>
              <TableCell data-label={columns.men} align="right">{row.men}</TableCell>
              <TableCell data-label={columns.paid} align="right">{money(row.paid_cents)}</TableCell>
              <TableCell data-label={columns.donations} align="right">{money(row.donations_cents)}</TableCell>
              <TableCell data-label={columns.fees} align="right">{money(row.admin_fees_cents)}</TableCell>
              <TableCell data-label={columns.palancas} align="right">{money(row.palancas_cents)}</TableCell>
              <TableCell data-label={columns.total} align="right">{money(rowTotal(row))}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 600 } }}>
            <TableCell data-label={columns.type}>{columns.total}</TableCell>
            <TableCell data-label={columns.men} align="right">{summary.byType.attendee.men + summary.byType.server.men}</TableCell>
            <TableCell data-label={columns.paid} align="right">{money(summary.fromAttendees.paid)}</TableCell>
            <TableCell data-label={columns.donations} align="right">{money(summary.fromAttendees.donations)}</TableCell>
            <TableCell data-label={columns.fees} align="right">{money(summary.fromAttendees.adminFees)}</TableCell>
            <TableCell data-label={columns.palancas} align="right">{money(summary.fromAttendees.palancas)}</TableCell>
            <TableCell data-label={columns.total} align="right">{money(summary.attendeeIncomeCents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="owed-total">
        {t("overview.owed", {
          owed: money(summary.owed.cents),
          ...countOf(summary.owed.men),
          scholarships: money(summary.scholarships.cents),
          scholarshipCount: summary.scholarships.men,
          scholarshipMen: String(summary.scholarships.men),
        })}
      </Typography>
    </>
  );
}
