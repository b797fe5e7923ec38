/**
 * "Export everything": every field of every man, under headers the import reads back
 * (columnMeaning.ts), to .xlsx or CSV, so a round trip through a spreadsheet loses nothing.
 * Text is neutralised against formula injection; the import reads the apostrophe back off.
 */
import Papa from "papaparse";
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import { fieldKind, IMPORT_FIELDS, type ImportField } from "../../../convex/shared/importRow";
import { DATE_FORMAT, excelDate } from "../excel/dates";
import { safeCellValue, type CellValue } from "../excel/safeCell";
import { buildWorkbook, type SheetColumn } from "../excel/workbook";

export type FullRecord = Partial<Record<ImportField, unknown>> & { attendee_type?: "attendee" | "server" };

function cell(field: ImportField, value: unknown, forCsv: boolean): CellValue {
  if (value === undefined || value === null || value === "") return null;
  switch (fieldKind(field)) {
    case "boolean":
    case "paid":
      return value === true ? "Yes" : value === false ? "No" : null;
    case "money":
      return typeof value === "number" ? value : null;
    case "date":
      return forCsv ? String(value) : excelDate(String(value));
    case "text":
      return String(value);
  }
}

const TYPE_HEADER = "Type";

export const FULL_EXPORT_HEADERS: readonly string[] = [TYPE_HEADER, ...IMPORT_FIELDS.map((field) => FIELD_LABELS[field])];

const typeLabel = (record: FullRecord) => (record.attendee_type === "server" ? "Server" : "Retreatant");

export async function buildFullWorkbook(records: readonly FullRecord[]): Promise<ArrayBuffer> {
  const columns: SheetColumn<FullRecord>[] = [
    { header: TYPE_HEADER, value: typeLabel },
    ...IMPORT_FIELDS.map(
      (field): SheetColumn<FullRecord> => ({
        header: FIELD_LABELS[field],
        value: (record) => cell(field, record[field], false),
        numFmt: fieldKind(field) === "date" ? DATE_FORMAT : undefined,
      }),
    ),
  ];
  return await buildWorkbook("Attendees", columns, records);
}

/** The same columns as CSV (UTF-8 with a byte order mark, so Excel shows the accents). */
export function buildFullCsv(records: readonly FullRecord[]): string {
  const rows = records.map((record) => [
    typeLabel(record),
    ...IMPORT_FIELDS.map((field) => {
      const value = safeCellValue(cell(field, record[field], true));
      return value === null ? "" : String(value);
    }),
  ]);
  return `\ufeff${Papa.unparse({ fields: [...FULL_EXPORT_HEADERS], data: rows })}\r\n`;
}
