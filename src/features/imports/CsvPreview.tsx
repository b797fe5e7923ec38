import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { ImportPreview } from "../../lib/csv/importRunner";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { formatFullName } from "../../lib/format";
import { useRoleLabel } from "../roles";
import type { ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";
import type { FieldChange, FieldValue } from "../../lib/csv/importRunner";
import type { ColumnTarget } from "../../lib/csv/columnMeaning";
import { ColumnMapping } from "./ColumnMapping";
import { useImportTexts } from "./useImportTexts";

const LISTED = 20;
const SEPARATOR_KEYS = { ",": "preview.separator.comma", ";": "preview.separator.semicolon", "\t": "preview.separator.tab" } as const;

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  const { t } = useImportTexts();
  return (
    <Box sx={{ flex: 1, minWidth: 96, p: 1.5, borderRadius: 1, border: 1, borderColor: "divider" }} aria-label={t("preview.count", { label, value: String(value) })}>
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
  const { t } = useImportTexts();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 180, overflow: "auto" }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
      {total > lines.length && (
        <Typography component="li" variant="body2" color="text.secondary">
          {t("preview.andMore", { n: String(total - lines.length) })}
        </Typography>
      )}
    </Box>
  );
}

type ExistingAccountRow = ImportPreview["existingAccounts"][number];

export const COLUMNS_TITLE = englishText(importsNs, "columns.title");
export const CLEAR_BLANKS_LABEL = englishText(importsNs, "preview.clearBlanks");
type Texts = ReturnType<typeof useImportTexts>;

const shownValue = (value: FieldValue, t: Texts["t"]) =>
  value === null || value === "" ? t("preview.empty") : value === true ? t("preview.yes") : value === false ? t("preview.no") : String(value);

/** "Phone: (empty) → 5125551234" */
export function changeLine(change: FieldChange, texts: Pick<Texts, "t" | "field">): string {
  const { t, field } = texts;
  return t("preview.change", { label: field(change.field), from: shownValue(change.from, t), to: shownValue(change.to, t) });
}

export const EXISTING_ACCOUNTS_TITLE = englishText(importsNs, "preview.existingTitle");
export const RENAMES_TITLE = englishText(importsNs, "preview.renamesTitle");

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
  const { t } = useImportTexts();
  const roleLabel = useRoleLabel();
  const kind = (account: ExistingAccountRow) =>
    account.roles.length === 0 ? t("preview.existingNoRole") : t("preview.existingStaff", { roles: account.roles.map(roleLabel).join(", ") });
  return (
    <Box component="section" aria-label={t("preview.existingTitle")}>
      <Alert severity="warning">
        <AlertTitle>{t("preview.existingTitle")}</AlertTitle>
        <Typography variant="body2" gutterBottom>
          {t("preview.existingIntro")}
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
                  slotProps={{ input: { "aria-label": t("preview.existingGive", { email: account.email }) } }}
                />
              }
              label={t("preview.existingMatches", { who: who(account), kind: kind(account) })}
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
  const texts = useImportTexts();
  const { t, row: said, field } = texts;
  const nothingValid = preview.create.length + preview.update.length + preview.unchanged === 0;
  const fieldNames = (fields: readonly string[]) => fields.map(field).join(", ");
  // Each row by the name it will be saved under, so staff can check the accents before saving.
  const names = new Map(parsed.rows.map(({ row, payload }) => [row, formatFullName(payload.first_name, payload.last_name)]));
  const who = (plan: { row: number; email: string }) => {
    const name = names.get(plan.row);
    return name ? t("preview.whoNamed", { row: String(plan.row), name, email: plan.email }) : t("preview.who", { row: String(plan.row), email: plan.email });
  };
  const renames = preview.update.filter((plan) => plan.renamedFrom !== undefined);
  const renameLine = (plan: (typeof renames)[number]) =>
    t("preview.renameLine", { row: String(plan.row), email: plan.email, from: plan.renamedFrom ?? "", to: names.get(plan.row) ?? "" });
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t("preview.summary", { fileName, count: parsed.dataRowCount, n: String(parsed.dataRowCount) })}
        {parsed.separator !== null && t("preview.separator", { name: t(SEPARATOR_KEYS[parsed.separator]) })}
        {parsed.encoding !== null && t("preview.encoding", { encoding: parsed.encoding })}
        {parsed.sheetName !== null && t("preview.workbook", { name: parsed.sheetName })}
      </Typography>
      {parsed.layout && (
        <Alert severity="success">{t("preview.layout", { name: t(`layout.${parsed.layout.id}`) })}</Alert>
      )}
      {parsed.sheets.length > 1 && onSheetChange && (
        <TextField
          select
          size="small"
          label={t("preview.sheet")}
          value={parsed.sheetName ?? ""}
          disabled={saving}
          onChange={(event) => onSheetChange(event.target.value)}
          sx={{ maxWidth: 320 }}
        >
          {parsed.sheets.map((sheet) => (
            <MenuItem key={sheet.name} value={sheet.name}>
              {t(sheet.hidden ? "preview.sheetOptionHidden" : "preview.sheetOption", { name: sheet.name, rows: String(sheet.rows) })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {parsed.notes.map((note) => (
        <Alert severity="info" key={note}>
          {said(note)}
        </Alert>
      ))}
      {parsed.missingFields.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{t("preview.missingTitle", { labels: fieldNames(parsed.missingFields) })}</AlertTitle>
          {t("preview.missingText", { labels: fieldNames(parsed.missingFields) })}
        </Alert>
      )}
      {parsed.encoding === "Windows-1252" && (
        <Alert severity="info">
          {t("preview.windows1252")}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Count label={t("preview.new")} value={preview.create.length} color="success.main" />
        <Count label={t("preview.updated")} value={preview.update.length} color="info.main" />
        <Count label={t("preview.unchanged")} value={preview.unchanged} color="text.secondary" />
        <Count label={t("preview.rejected")} value={preview.rejected.length} color="error.main" />
        <Count label={t("preview.cellsLeftEmpty")} value={preview.warnings.length} color="warning.main" />
      </Stack>
      {nothingValid && parsed.missingFields.length === 0 && (
        <Alert severity="error">
          <AlertTitle>{t("csv.noValidDataTitle")}</AlertTitle>
          {t("preview.nothingValid")}
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
        <Box component="section" aria-label={t("preview.renamesTitle")}>
          <Alert severity="warning">
            <AlertTitle>{t("preview.renamesTitle")}</AlertTitle>
            <Typography variant="body2" gutterBottom>
              {t("preview.renamesIntro")}
            </Typography>
            <RowList lines={renames.slice(0, LISTED).map(renameLine)} total={renames.length} />
          </Alert>
        </Box>
      )}
      {preview.rejected.length > 0 && (
        <Section title={t("preview.rejectedRows")}>
          <RowList lines={preview.rejected.slice(0, 200).map((error) => said(error.message))} total={preview.rejected.length} />
        </Section>
      )}
      {preview.warnings.length > 0 && (
        <Section title={t("preview.cellsLeftEmpty")}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t("preview.warningsIntro")}
          </Typography>
          <RowList lines={preview.warnings.slice(0, 200).map((warning) => said(warning.message))} total={preview.warnings.length} />
        </Section>
      )}
      {preview.create.length > 0 && (
        <Section title={t("preview.newAttendees")}>
          <RowList lines={preview.create.slice(0, LISTED).map(who)} total={preview.create.length} />
        </Section>
      )}
      {preview.update.length > 0 && (
        <Section title={t("preview.updatedAttendees")}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: "auto" }}>
            {preview.update.slice(0, LISTED).map((plan) => (
              <Typography component="li" variant="body2" key={plan.row}>
                {t("preview.updatedLine", { who: who(plan), fields: fieldNames(plan.fields) })}
                <Box component="ul" sx={{ m: 0, pl: 2, color: "text.secondary" }} aria-label={t("preview.changesIn", { row: String(plan.row) })}>
                  {(plan.changes ?? []).map((change) => (
                    <li key={change.field}>{changeLine(change, texts)}</li>
                  ))}
                </Box>
              </Typography>
            ))}
            {preview.update.length > LISTED && (
              <Typography component="li" variant="body2" color="text.secondary">
                {t("preview.andMore", { n: String(preview.update.length - LISTED) })}
              </Typography>
            )}
          </Box>
        </Section>
      )}
      {onClearBlanksChange && (
        <FormControlLabel
          disabled={saving}
          control={<Checkbox checked={clearBlanks} onChange={(event) => onClearBlanksChange(event.target.checked)} />}
          label={t("preview.clearBlanksOff", { label: t("preview.clearBlanks") })}
        />
      )}
      {onColumnChange ? (
        <ColumnMapping plan={parsed.plan} onChange={onColumnChange} disabled={saving} />
      ) : (
      <Section title={t("preview.columnsRead")}>
        <Typography variant="body2">
          {parsed.columns
            .map((column) =>
              t(column.byPosition ? "preview.columnReadByPosition" : "preview.columnRead", {
                header: said(column.header),
                field: field(column.field),
                n: String(column.position + 1),
              }),
            )
            .join("; ")}
        </Typography>
      </Section>
      )}
      {parsed.ignoredColumns.length > 0 && (
        <Section title={t("preview.ignoredColumns")}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
            {parsed.ignoredColumns.map((name, i) => (
              <Chip key={`${name}-${i}`} label={said(name)} size="small" variant="outlined" />
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
