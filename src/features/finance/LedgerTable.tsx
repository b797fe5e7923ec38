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
import { formatCents } from "../../../convex/shared/money";
import type { LedgerRow } from "./financeTypes";

/** Every income and expense entry; a refund shows as a negative amount. */
export function LedgerTable({ rows, onEdit, onDelete }: { rows: LedgerRow[]; onEdit: (row: LedgerRow) => void; onDelete: (row: LedgerRow) => void }) {
  if (rows.length === 0) return <Typography color="text.secondary">No entries yet. Add an expense or other income.</Typography>;
  return (
    <Box sx={[{ overflowX: "auto" }, phoneCards]}>
      <Table size="small" aria-label="Entries">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Paid by</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Receipt</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id}>
              <TableCell data-label="Date">{row.date}</TableCell>
              <TableCell data-label="Type">{row.kind === "expense" ? "Expense" : "Income"}{row.amount_cents < 0 ? " (refund)" : ""}</TableCell>
              <TableCell data-label="Category">{row.category}</TableCell>
              <TableCell data-label="Description">{row.description}</TableCell>
              <TableCell data-label="Paid by">{row.paid_by}</TableCell>
              <TableCell data-label="Amount" align="right" sx={{ color: row.amount_cents < 0 ? "error.main" : undefined }}>
                {formatCents(row.amount_cents)}
              </TableCell>
              <TableCell data-label="Receipt">
                {row.receipt_url && (
                  <Link href={row.receipt_url} target="_blank" rel="noopener">
                    <Box component="img" src={row.receipt_url} alt={`Receipt: ${row.category}`} sx={{ height: 40, maxWidth: 80, objectFit: "contain", verticalAlign: "middle" }} />
                  </Link>
                )}
              </TableCell>
              <TableCell data-label="Actions" align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={`Edit ${row.category} ${row.date}`} onClick={() => onEdit(row)} size="small">
                  <Edit fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Delete ${row.category} ${row.date}`} onClick={() => onDelete(row)} size="small" color="error">
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
