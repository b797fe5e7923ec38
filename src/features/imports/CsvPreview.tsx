import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import type { ImportPreview } from "../../lib/csv/importRunner";
import { CSV_MESSAGES } from "../../lib/csv/messages";
import { formatFullName } from "../../lib/format";
import { ROLE_LABELS } from "../roles";
import type { ColumnPlan, ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";
import type { FieldChange, FieldValue } from "../../lib/csv/importRunner";
import { COLUMN_TARGETS, isColumnTarget, targetLabel, type ColumnTarget } from "../../lib/csv/columnMeaning";

const LISTED = 20;
const SEPARATOR_NAMES = { ",": "comma (,)", ";": "semicolon (;)", "\t": "tab" } as const;

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 96, p: 1.5, borderRadius: 1, border: 1, borderColor: "divider" }} aria-label={`${label}: ${value}`}>
      <Typography variant="h5" component="p" sx={{ color }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function RowList({ lines, total }: { lines: string[]; total: number }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 180, overflow: "auto" }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
      {total > lines.length && (
        <Typography component="li" variant="body2" color="text.secondary">
          and {total - lines.length} more
        </Typography>
      )}
    </Box>
  );
}

type ExistingAccountRow = ImportPreview["existingAccounts"][number];

export const COLUMNS_TITLE = "Columns";
export const CLEAR_BLANKS_LABEL = "Empty cells erase what is on file";
const NOT_IMPORTED = "";

function columnNote(column: ColumnPlan): string {
  if (column.source === "staff") return "your choice";
  if (column.source === "position") return `by position (column ${column.position + 1})`;
  if (column.duplicate) return "another column already fills this field";
  if (column.target === null) return column.unused ? "nothing in this app keeps it" : "header not recognised: choose a field";
  return "by header";
}

/** Every column of the file, the field it goes to, and a picker to send it elsewhere or nowhere. */
function ColumnMapping({
  plan,
  onChange,
  disabled,
}: {
  plan: ColumnPlan[];
  onChange: (position: number, target: ColumnTarget | null) => void;
  disabled: boolean;
}) {
  return (
    <Box component="section" aria-label={COLUMNS_TITLE}>
      <Typography variant="subtitle2" gutterBottom>
        {COLUMNS_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Where each column goes. Change any of them; your choices are remembered for the next file with the same headers.
      </Typography>
      <Box sx={{ maxHeight: 320, overflow: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Column</TableCell>
              <TableCell>First values</TableCell>
              <TableCell>Goes to</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.map((column) => (
              <TableRow key={column.position}>
                <TableCell sx={{ fontWeight: 500 }}>{column.header}</TableCell>
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
                    slotProps={{ select: { native: true }, htmlInput: { "aria-label": `Field for column ${column.header}` } }}
                    helperText={columnNote(column)}
                  >
                    <option value={NOT_IMPORTED}>Not imported</option>
                    {COLUMN_TARGETS.map((target) => (
                      <option key={target} value={target}>
                        {targetLabel(target)}
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

const shownValue = (value: FieldValue) =>
  value === null || value === "" ? "(empty)" : value === true ? "Yes" : value === false ? "No" : String(value);

/** "Phone: (empty) → 5125551234" */
export function changeLine(change: FieldChange): string {
  const label = FIELD_LABELS[change.field as keyof typeof FIELD_LABELS] ?? change.field;
  return `${label}: ${shownValue(change.from)} → ${shownValue(change.to)}`;
}

export const EXISTING_ACCOUNTS_TITLE = "Emails that already have a sign-in account";
export const RENAMES_TITLE = "Rows that rename a man already on file";

/**
 * Server rows whose email belongs to an account without the server role (a staff member's, say):
 * each is linked (given the server role) only when ticked here.
 */
function ExistingAccounts({
  accounts,
  who,
  linkRows,
  onLinkChange,
  disabled,
}: {
  accounts: ExistingAccountRow[];
  who: (plan: { row: number; email: string }) => string;
  linkRows: ReadonlySet<number>;
  onLinkChange: (row: number, link: boolean) => void;
  disabled: boolean;
}) {
  const kind = (account: ExistingAccountRow) =>
    account.roles.length === 0 ? "an account with no role" : `a staff account (${account.roles.map((role) => ROLE_LABELS[role]).join(", ")})`;
  return (
    <Box component="section" aria-label={EXISTING_ACCOUNTS_TITLE}>
      <Alert severity="warning">
        <AlertTitle>{EXISTING_ACCOUNTS_TITLE}</AlertTitle>
        <Typography variant="body2" gutterBottom>
          These servers are imported either way. Tick a row only if that account is his: it then also gets the server role
          and his Server Dashboard. An account left unticked is not changed.
        </Typography>
        <Stack>
          {accounts.map((account) => (
            <FormControlLabel
              key={account.row}
              disabled={disabled}
              control={
                <Checkbox
                  size="small"
                  checked={linkRows.has(account.row)}
                  onChange={(event) => onLinkChange(account.row, event.target.checked)}
                  slotProps={{ input: { "aria-label": `Give the account of ${account.email} the server role` } }}
                />
              }
              label={`${who(account)} matches ${kind(account)}`}
            />
          ))}
        </Stack>
      </Alert>
    </Box>
  );
}

/**
 * What saving the file will do: new, updated, unchanged and rejected rows, cells left empty,
 * existing accounts to confirm, and how the file was read.
 */
export function CsvPreview({
  fileName,
  parsed,
  preview,
  linkRows = new Set(),
  onLinkChange = () => {},
  saving = false,
  onColumnChange,
  clearBlanks = false,
  onClearBlanksChange,
  onSheetChange,
}: {
  fileName: string;
  parsed: ParsedAttendeeCsv;
  preview: ImportPreview;
  /** Rows whose existing account staff confirmed (see ExistingAccounts). */
  linkRows?: ReadonlySet<number>;
  onLinkChange?: (row: number, link: boolean) => void;
  saving?: boolean;
  /** Staff sends a column to another field (null: not imported); without it the columns are only listed. */
  onColumnChange?: (position: number, target: ColumnTarget | null) => void;
  clearBlanks?: boolean;
  onClearBlanksChange?: (clear: boolean) => void;
  onSheetChange?: (sheetName: string) => void;
}) {
  const nothingValid = preview.create.length + preview.update.length + preview.unchanged === 0;
  const fieldNames = (fields: string[]) =>
    fields.map((field) => FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field).join(", ");
  // Each row by the name it will be saved under, so staff can check the accents before saving.
  const names = new Map(parsed.rows.map(({ row, payload }) => [row, formatFullName(payload.first_name, payload.last_name)]));
  const who = (plan: { row: number; email: string }) => {
    const name = names.get(plan.row);
    return `Row ${plan.row}: ${name ? `${name} · ${plan.email}` : plan.email}`;
  };
  const renames = preview.update.filter((plan) => plan.renamedFrom !== undefined);
  const renameLine = (plan: (typeof renames)[number]) => `Row ${plan.row} (${plan.email}) renames ${plan.renamedFrom} to ${names.get(plan.row) ?? ""}`;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {fileName} · {parsed.dataRowCount} row{parsed.dataRowCount === 1 ? "" : "s"}
        {parsed.separator !== null && ` · separator: ${SEPARATOR_NAMES[parsed.separator]}`}
        {parsed.encoding !== null && ` · encoding: ${parsed.encoding}`}
        {parsed.sheetName !== null && ` · Excel workbook, sheet "${parsed.sheetName}"`}
      </Typography>
      {parsed.layout && (
        <Alert severity="success">Recognised as a {parsed.layout.name}: its columns are placed below.</Alert>
      )}
      {parsed.sheets.length > 1 && onSheetChange && (
        <TextField
          select
          size="small"
          label="Sheet"
          value={parsed.sheetName ?? ""}
          disabled={saving}
          onChange={(event) => onSheetChange(event.target.value)}
          sx={{ maxWidth: 320 }}
        >
          {parsed.sheets.map((sheet) => (
            <MenuItem key={sheet.name} value={sheet.name}>
              {sheet.name} ({sheet.rows} rows{sheet.hidden ? ", hidden" : ""})
            </MenuItem>
          ))}
        </TextField>
      )}
      {parsed.notes.map((note) => (
        <Alert severity="info" key={note}>
          {note}
        </Alert>
      ))}
      {parsed.missingFields.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Choose the columns for {parsed.missingFields.map((field) => FIELD_LABELS[field]).join(", ")}</AlertTitle>
          No column of this file was recognised as {parsed.missingFields.map((field) => FIELD_LABELS[field]).join(", ")}. Pick it
          under Columns below; every man needs a first name, a last name and an email.
        </Alert>
      )}
      {parsed.encoding === "Windows-1252" && (
        <Alert severity="info">
          This file is not UTF-8; it was read as Windows-1252 (ISO-8859-1). Check that accented names look right.
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Count label="New" value={preview.create.length} color="success.main" />
        <Count label="Updated" value={preview.update.length} color="info.main" />
        <Count label="Unchanged" value={preview.unchanged} color="text.secondary" />
        <Count label="Rejected" value={preview.rejected.length} color="error.main" />
        <Count label="Cells left empty" value={preview.warnings.length} color="warning.main" />
      </Stack>
      {nothingValid && parsed.missingFields.length === 0 && (
        <Alert severity="error">
          <AlertTitle>{CSV_MESSAGES.noValidDataTitle}</AlertTitle>
          No row of this file can be imported. Fix the rows below and upload the file again.
        </Alert>
      )}
      {preview.existingAccounts.length > 0 && (
        <ExistingAccounts
          accounts={preview.existingAccounts}
          who={who}
          linkRows={linkRows}
          onLinkChange={onLinkChange}
          disabled={saving}
        />
      )}
      {renames.length > 0 && (
        <Box component="section" aria-label={RENAMES_TITLE}>
          <Alert severity="warning">
            <AlertTitle>{RENAMES_TITLE}</AlertTitle>
            <Typography variant="body2" gutterBottom>
              These rows carry the email of a man already on file under another name. Saving renames him; if he is someone
              else, correct the email in the file first.
            </Typography>
            <RowList lines={renames.slice(0, LISTED).map(renameLine)} total={renames.length} />
          </Alert>
        </Box>
      )}
      {preview.rejected.length > 0 && (
        <Section title="Rejected rows">
          <RowList lines={preview.rejected.slice(0, 200).map((error) => error.message)} total={preview.rejected.length} />
        </Section>
      )}
      {preview.warnings.length > 0 && (
        <Section title="Cells left empty">
          <Typography variant="body2" color="text.secondary" gutterBottom>
            These rows are saved without the cells below, which could not be read. Fix them in the app or in the file.
          </Typography>
          <RowList lines={preview.warnings.slice(0, 200).map((warning) => warning.message)} total={preview.warnings.length} />
        </Section>
      )}
      {preview.create.length > 0 && (
        <Section title="New attendees">
          <RowList lines={preview.create.slice(0, LISTED).map(who)} total={preview.create.length} />
        </Section>
      )}
      {preview.update.length > 0 && (
        <Section title="Updated attendees">
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: "auto" }}>
            {preview.update.slice(0, LISTED).map((plan) => (
              <Typography component="li" variant="body2" key={plan.row}>
                {`${who(plan)} (${fieldNames(plan.fields)})`}
                <Box component="ul" sx={{ m: 0, pl: 2, color: "text.secondary" }} aria-label={`Changes in row ${plan.row}`}>
                  {(plan.changes ?? []).map((change) => (
                    <li key={change.field}>{changeLine(change)}</li>
                  ))}
                </Box>
              </Typography>
            ))}
            {preview.update.length > LISTED && (
              <Typography component="li" variant="body2" color="text.secondary">
                and {preview.update.length - LISTED} more
              </Typography>
            )}
          </Box>
        </Section>
      )}
      {onClearBlanksChange && (
        <FormControlLabel
          disabled={saving}
          control={<Checkbox checked={clearBlanks} onChange={(event) => onClearBlanksChange(event.target.checked)} />}
          label={`${CLEAR_BLANKS_LABEL} (off: an empty cell leaves the stored value as it is)`}
        />
      )}
      {onColumnChange ? (
        <ColumnMapping plan={parsed.plan} onChange={onColumnChange} disabled={saving} />
      ) : (
      <Section title="Columns read">
        <Typography variant="body2">
          {parsed.columns
            .map((column) => `${column.header} → ${FIELD_LABELS[column.field]}${column.byPosition ? ` (column ${column.position + 1}, by position)` : ""}`)
            .join("; ")}
        </Typography>
      </Section>
      )}
      {parsed.ignoredColumns.length > 0 && (
        <Section title="Ignored columns">
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
            {parsed.ignoredColumns.map((name, i) => (
              <Chip key={`${name}-${i}`} label={name} size="small" variant="outlined" />
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
