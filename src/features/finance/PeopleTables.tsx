import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { phoneCards } from "../../components/table/phoneCards";
import { formatCents } from "../../../convex/shared/money";
import { attendeeTypeLabel, formatFullName } from "../../lib/format";
import type { OwingRow, ScholarshipRow } from "./financeTypes";

/** The men who still owe, most owed first, each with a way to grant a scholarship. */
export function OwingTable({ rows, onScholarship }: { rows: OwingRow[]; onScholarship: (row: OwingRow) => void }) {
  if (rows.length === 0) return <Typography color="text.secondary">Nobody owes anything.</Typography>;
  const sorted = [...rows].sort((a, b) => b.owed_cents - a.owed_cents || a.last_name.localeCompare(b.last_name));
  return (
    <Table size="small" sx={phoneCards} aria-label="Still owed">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          <TableCell align="right">Cost</TableCell>
          <TableCell align="right">Paid</TableCell>
          <TableCell align="right">Owes</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row._id}>
            <TableCell data-label="Name">{formatFullName(row.first_name, row.last_name)}</TableCell>
            <TableCell data-label="Type">{attendeeTypeLabel(row.attendee_type)}</TableCell>
            <TableCell data-label="Cost" align="right">
              {formatCents(row.due_cents)}
              {row.has_scholarship && ` (scholarship, from ${formatCents(row.cost_cents)})`}
            </TableCell>
            <TableCell data-label="Paid" align="right">{formatCents(row.paid_cents)}</TableCell>
            <TableCell data-label="Owes" align="right">{formatCents(row.owed_cents)}</TableCell>
            <TableCell align="right">
              {!row.has_scholarship && (
                <Button size="small" onClick={() => onScholarship(row)}>
                  Scholarship
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
  if (rows.length === 0) return <Typography color="text.secondary">No scholarships granted.</Typography>;
  return (
    <Table size="small" sx={phoneCards} aria-label="Scholarships">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell align="right">Cost</TableCell>
          <TableCell align="right">Reduced cost</TableCell>
          <TableCell>Granted by</TableCell>
          <TableCell>Reason</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = formatFullName(row.first_name, row.last_name);
          return (
            <TableRow key={row._id}>
              <TableCell data-label="Name">{name}</TableCell>
              <TableCell data-label="Cost" align="right">{row.cost_cents === null ? "-" : formatCents(row.cost_cents)}</TableCell>
              <TableCell data-label="Reduced cost" align="right">{formatCents(row.reduced_cost_cents)}</TableCell>
              <TableCell data-label="Granted by">{row.granted_by}</TableCell>
              <TableCell data-label="Reason">{row.reason}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit scholarship of ${name}`}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => onRevoke(row)} aria-label={`Remove scholarship of ${name}`}>
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
