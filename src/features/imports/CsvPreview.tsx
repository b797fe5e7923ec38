import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { FIELD_LABELS } from "../../../convex/model/attendeeRules";
import type { ImportPreview } from "../../lib/csv/importRunner";
import { CSV_MESSAGES } from "../../lib/csv/messages";
import type { ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";

const LISTED = 20;
const SEPARATOR_NAMES = { ",": "comma (,)", ";": "semicolon (;)" } as const;

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

/** What saving the file will do: new, updated, unchanged and rejected rows, cells left empty, and how the file was read. */
export function CsvPreview({ fileName, parsed, preview }: { fileName: string; parsed: ParsedAttendeeCsv; preview: ImportPreview }) {
  const nothingValid = preview.create.length + preview.update.length + preview.unchanged === 0;
  const fieldNames = (fields: string[]) =>
    fields.map((field) => FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field).join(", ");
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {fileName} · {parsed.dataRowCount} row{parsed.dataRowCount === 1 ? "" : "s"} · separator: {SEPARATOR_NAMES[parsed.separator]} ·
        encoding: {parsed.encoding}
      </Typography>
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
      {nothingValid && (
        <Alert severity="error">
          <AlertTitle>{CSV_MESSAGES.noValidDataTitle}</AlertTitle>
          No row of this file can be imported. Fix the rows below and upload the file again.
        </Alert>
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
          <RowList lines={preview.create.slice(0, LISTED).map((plan) => `Row ${plan.row}: ${plan.email}`)} total={preview.create.length} />
        </Section>
      )}
      {preview.update.length > 0 && (
        <Section title="Updated attendees">
          <RowList
            lines={preview.update.slice(0, LISTED).map((plan) => `Row ${plan.row}: ${plan.email} (${fieldNames(plan.fields)})`)}
            total={preview.update.length}
          />
        </Section>
      )}
      <Section title="Columns read">
        <Typography variant="body2">
          {parsed.columns
            .map((column) => `${column.header} → ${FIELD_LABELS[column.field]}${column.byPosition ? ` (column ${column.position + 1}, by position)` : ""}`)
            .join("; ")}
        </Typography>
      </Section>
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
