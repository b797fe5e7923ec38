import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { phoneCards } from "../../components/table/phoneCards";
import { formatFullName } from "../../lib/format";
import { nameCollator } from "../../i18n/format";
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { moneyIn } from "./financeText";
import type { OwingRow, ScholarshipRow } from "./financeTypes";

/** The men who still owe, most owed first, each with a way to grant a scholarship. */
export function OwingTable({ rows, onScholarship }: { rows: OwingRow[]; onScholarship: (row: OwingRow) => void }) {
  const t = useT(financeNs);
  if (rows.length === 0) return <Typography color="text.secondary">{t("owing.empty")}</Typography>;
  const names = nameCollator(t.language);
  const sorted = [...rows].sort((a, b) => b.owed_cents - a.owed_cents || names.compare(a.last_name, b.last_name));
  return (
    <Table size="small" sx={phoneCards} aria-label={t("owed.heading")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("col.name")}</TableCell>
          <TableCell>{t("col.type")}</TableCell>
          <TableCell align="right">{t("col.cost")}</TableCell>
          <TableCell align="right">{t("col.paid")}</TableCell>
          <TableCell align="right">{t("col.owes")}</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row._id}>
            <TableCell data-label={t("col.name")}>{formatFullName(row.first_name, row.last_name)}</TableCell>
            <TableCell data-label={t("col.type")}>{row.attendee_type === "server" ? t("type.server") : t("type.retreatant")}</TableCell>
            <TableCell data-label={t("col.cost")} align="right">
              {moneyIn(t, row.due_cents)}
              {row.has_scholarship && t("owing.fromCost", { cost: moneyIn(t, row.cost_cents) })}
            </TableCell>
            <TableCell data-label={t("col.paid")} align="right">{moneyIn(t, row.paid_cents)}</TableCell>
            <TableCell data-label={t("col.owes")} align="right">{moneyIn(t, row.owed_cents)}</TableCell>
            <TableCell align="right">
              {!row.has_scholarship && (
                <Button size="small" onClick={() => onScholarship(row)}>
                  {t("owing.scholarship")}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every scholarship: the man, his cost, the reduced cost, who granted it and why. */
export function ScholarshipsTable({
  rows,
  onEdit,
  onRevoke,
}: {
  rows: ScholarshipRow[];
  onEdit: (row: ScholarshipRow) => void;
  onRevoke: (row: ScholarshipRow) => void;
}) {
  const t = useT(financeNs);
  if (rows.length === 0) return <Typography color="text.secondary">{t("scholarships.empty")}</Typography>;
  return (
    <Table size="small" sx={phoneCards} aria-label={t("scholarships.heading")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("col.name")}</TableCell>
          <TableCell align="right">{t("col.cost")}</TableCell>
          <TableCell align="right">{t("col.reducedCost")}</TableCell>
          <TableCell>{t("col.grantedBy")}</TableCell>
          <TableCell>{t("col.reason")}</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = formatFullName(row.first_name, row.last_name);
          return (
            <TableRow key={row._id}>
              <TableCell data-label={t("col.name")}>{name}</TableCell>
              <TableCell data-label={t("col.cost")} align="right">{row.cost_cents === null ? "-" : moneyIn(t, row.cost_cents)}</TableCell>
              <TableCell data-label={t("col.reducedCost")} align="right">{moneyIn(t, row.reduced_cost_cents)}</TableCell>
              <TableCell data-label={t("col.grantedBy")}>{row.granted_by}</TableCell>
              <TableCell data-label={t("col.reason")}>{row.reason}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <Button size="small" onClick={() => onEdit(row)} aria-label={t("scholarships.edit", { name })}>
                  {t("edit")}
                </Button>
                <Button size="small" color="error" onClick={() => onRevoke(row)} aria-label={t("scholarships.remove", { name })}>
                  {t("remove")}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
