import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { COLUMN_TARGETS, isColumnTarget, type ColumnTarget } from "../../lib/csv/columnMeaning";
import type { ColumnPlan } from "../../lib/csv/parseAttendeeCsv";
import { useImportTexts } from "./useImportTexts";

const NOT_IMPORTED = "";

type Texts = ReturnType<typeof useImportTexts>;

function columnNote(column: ColumnPlan, t: Texts["t"]): string {
  if (column.source === "staff") return t("columns.note.staff");
  if (column.source === "position") return t("columns.note.position", { n: String(column.position + 1) });
  if (column.duplicate) return t("columns.note.duplicate");
  if (column.target === null) return column.unused ? t("columns.note.unused") : t("columns.note.unrecognised");
  return t("columns.note.header");
}

/** Every column of the file, the field it goes to, and a picker to send it elsewhere or nowhere. */
export function ColumnMapping({
  plan,
  onChange,
  disabled,
}: {
  plan: ColumnPlan[];
  onChange: (position: number, target: ColumnTarget | null) => void;
  disabled: boolean;
}) {
  const { t, target: targetName, row: said } = useImportTexts();
  return (
    <Box component="section" aria-label={t("columns.title")}>
      <Typography variant="subtitle2" gutterBottom>
        {t("columns.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t("columns.intro")}
      </Typography>
      <Box sx={{ maxHeight: 320, overflow: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t("columns.column")}</TableCell>
              <TableCell>{t("columns.firstValues")}</TableCell>
              <TableCell>{t("columns.goesTo")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.map((column) => (
              <TableRow key={column.position}>
                <TableCell sx={{ fontWeight: 500 }}>{said(column.header)}</TableCell>
                <TableCell sx={{ color: "text.secondary", maxWidth: 220, overflow: "hidden", textOverflow: "ellipsis" }}>
                  {column.samples.join(" · ")}
                </TableCell>
                <TableCell sx={{ minWidth: 260 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={disabled}
                    value={column.target ?? NOT_IMPORTED}
                    onChange={(event) => onChange(column.position, isColumnTarget(event.target.value) ? event.target.value : null)}
                    slotProps={{ select: { native: true }, htmlInput: { "aria-label": t("columns.fieldFor", { header: said(column.header) }) } }}
                    helperText={columnNote(column, t)}
                  >
                    <option value={NOT_IMPORTED}>{t("columns.notImported")}</option>
                    {COLUMN_TARGETS.map((target) => (
                      <option key={target} value={target}>
                        {targetName(target)}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

