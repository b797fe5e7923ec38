/**
 * "Export everything": every field of every man, under headers the import reads back
 * (columnMeaning.ts), to .xlsx or CSV, so a round trip through a spreadsheet loses nothing.
 * Text is neutralised against formula injection; the import reads the apostrophe back off.
 */
import Papa from "papaparse";
import { fieldKind, IMPORT_FIELDS, type ImportField } from "../../../convex/shared/importRow";
import { DATE_FORMAT, excelDate } from "../excel/dates";
import { safeCellValue, type CellValue } from "../excel/safeCell";
import { buildWorkbook, type SheetColumn } from "../excel/workbook";
import { englishText } from "../../i18n/namespace";
import { importHeadersNs } from "../../i18n/namespaces/importHeaders";

export type FullRecord = Partial<Record<ImportField, unknown>> & { attendee_type?: "attendee" | "server" };

type HeaderKey = keyof typeof importHeadersNs.en;
/** The export's words (headers, Yes/No, the type, the sheet's name) in one language: `useT(importHeadersNs)` or English. */
export type ExportTexts = (key: HeaderKey) => string;

const ENGLISH: ExportTexts = (key) => englishText(importHeadersNs, key);

function cell(field: ImportField, value: unknown, forCsv: boolean, t: ExportTexts): CellValue {
  if (value === undefined || value === null || value === "") return null;
  switch (fieldKind(field)) {
    case "boolean":
    case "paid":
      return value === true ? t("yes") : value === false ? t("no") : null;
    case "money":
      return typeof value === "number" ? value : null;
    case "date":
      return forCsv ? String(value) : excelDate(String(value));
    case "text":
      return String(value);
  }
}

/** The header row in a language (the type, then every imported field by its name). */
export function fullExportHeaders(t: ExportTexts = ENGLISH): string[] {
  return [t("field.attendee_type"), ...IMPORT_FIELDS.map((field) => t(`field.${field}`))];
}

export const FULL_EXPORT_HEADERS: readonly string[] = fullExportHeaders();

const typeLabel = (record: FullRecord, t: ExportTexts) => (record.attendee_type === "server" ? t("type.server") : t("type.attendee"));

export async function buildFullWorkbook(records: readonly FullRecord[], t: ExportTexts = ENGLISH): Promise<ArrayBuffer> {
  const columns: SheetColumn<FullRecord>[] = [
    { header: t("field.attendee_type"), value: (record) => typeLabel(record, t) },
    ...IMPORT_FIELDS.map(
      (field): SheetColumn<FullRecord> => ({
        header: t(`field.${field}`),
        value: (record) => cell(field, record[field], false, t),
        numFmt: fieldKind(field) === "date" ? DATE_FORMAT : undefined,
      }),
    ),
  ];
  return await buildWorkbook(t("sheet"), columns, records);
}

/** The same columns as CSV (UTF-8 with a byte order mark, so Excel shows the accents). */
export function buildFullCsv(records: readonly FullRecord[], t: ExportTexts = ENGLISH): string {
  const rows = records.map((record) => [
    typeLabel(record, t),
    ...IMPORT_FIELDS.map((field) => {
      const value = safeCellValue(cell(field, record[field], true, t));
      return value === null ? "" : String(value);
    }),
  ]);
  return `\ufeff${Papa.unparse({ fields: fullExportHeaders(t), data: rows })}\r\n`;
}
