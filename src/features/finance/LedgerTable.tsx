import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { phoneCards } from "../../components/table/phoneCards";
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { kindText, moneyIn } from "./financeText";
import type { LedgerRow } from "./financeTypes";

/** Every income and expense entry; a refund shows as a negative amount. */
export function LedgerTable({ rows, onEdit, onDelete }: { rows: LedgerRow[]; onEdit: (row: LedgerRow) => void; onDelete: (row: LedgerRow) => void }) {
  const t = useT(financeNs);
  if (rows.length === 0) return <Typography color="text.secondary">{t("ledger.empty")}</Typography>;
  return (
    <Box sx={[{ overflowX: "auto" }, phoneCards]}>
      <Table size="small" aria-label={t("ledger.label")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("col.date")}</TableCell>
            <TableCell>{t("col.type")}</TableCell>
            <TableCell>{t("col.category")}</TableCell>
            <TableCell>{t("col.description")}</TableCell>
            <TableCell>{t("col.paidBy")}</TableCell>
            <TableCell align="right">{t("col.amount")}</TableCell>
            <TableCell>{t("col.receipt")}</TableCell>
            <TableCell align="right">{t("col.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id}>
              <TableCell data-label={t("col.date")}>{row.date}</TableCell>
              <TableCell data-label={t("col.type")}>{kindText(t, row)}</TableCell>
              <TableCell data-label={t("col.category")}>{row.category}</TableCell>
              <TableCell data-label={t("col.description")}>{row.description}</TableCell>
              <TableCell data-label={t("col.paidBy")}>{row.paid_by}</TableCell>
              <TableCell data-label={t("col.amount")} align="right" sx={{ color: row.amount_cents < 0 ? "error.main" : undefined }}>
                {moneyIn(t, row.amount_cents)}
              </TableCell>
              <TableCell data-label={t("col.receipt")}>
                {row.receipt_url && (
                  <Link href={row.receipt_url} target="_blank" rel="noopener">
                    <Box component="img" src={row.receipt_url} alt={t("ledger.receiptAlt", { category: row.category })} sx={{ height: 40, maxWidth: 80, objectFit: "contain", verticalAlign: "middle" }} />
                  </Link>
                )}
              </TableCell>
              <TableCell data-label={t("col.actions")} align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={t("ledger.editEntry", { category: row.category, date: row.date })} onClick={() => onEdit(row)} size="small">
                  <Edit fontSize="small" />
                </IconButton>
                <IconButton aria-label={t("ledger.deleteEntry", { category: row.category, date: row.date })} onClick={() => onDelete(row)} size="small" color="error">
                  <Delete fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
