/**
 * Reads an attendee spreadsheet export (SPEC.md §5 "Attendee CSV") into rows ready to import.
 * A problem with the whole file throws CsvImportError. A row is rejected ("Row {n}: …", row 1 is
 * the header, as in the spreadsheet) only when its first name, last name or email is missing or
 * unusable; any other cell that cannot be read is left empty with a warning naming it.
 */
import Papa from "papaparse";
import {
  droppedCellWarning,
  fieldKind,
  prepareImportRow,
  type ImportField,
  type ImportPayload,
  type ImportValues,
} from "../../../convex/model/importRow";
import { FIELD_LABELS } from "../../../convex/model/attendeeRules";
import type { AttendeeType } from "../../../convex/model/validators";
import { fieldForHeader } from "../../../convex/model/fieldAliases";
import {
  isFormulaCell,
  parseBooleanCell,
  parseDateCell,
  parseNumberCell,
  parsePaidCell,
} from "../../../convex/model/cellValues";
import { decodeCsvBytes, type CsvEncoding } from "./decode";
import { CSV_LIMITS, CSV_MESSAGES, CsvImportError } from "./messages";
import { detectSeparator, type Separator } from "./separator";

/** Columns read by position when no header names them (the registration form's export layout). */
const FALLBACK_POSITIONS: Record<AttendeeType, Partial<Record<ImportField, number>>> = {
  attendee: { amount_paid: 39 },
  server: { amount_paid: 65, snore: 22 },
};

const REQUIRED: ImportField[] = ["first_name", "last_name", "email"];

export type ColumnUse = { position: number; header: string; field: ImportField; byPosition: boolean };
export type ImportRow = { row: number; values: ImportValues; payload: ImportPayload };
export type RowError = { row: number; message: string };

export type ParsedAttendeeCsv = {
  rows: ImportRow[];
  errors: RowError[];
  /** Cells of kept rows that could not be read and are left empty, by row. */
  warnings: RowError[];
  columns: ColumnUse[];
  /** Headers of columns the import does not read. */
  ignoredColumns: string[];
  separator: Separator;
  encoding: CsvEncoding;
  dataRowCount: number;
};

function mapColumns(header: string[], attendeeType: AttendeeType) {
  const columns: ColumnUse[] = [];
  const ignoredColumns: string[] = [];
  const mapped = new Set<ImportField>();
  header.forEach((rawName, position) => {
    const name = rawName.trim();
    if (name === "") return;
    const field = fieldForHeader(name);
    if (field === null || mapped.has(field)) {
      ignoredColumns.push(name);
      return;
    }
    mapped.add(field);
    columns.push({ position, header: name, field, byPosition: false });
  });
  const fallbacks = Object.entries(FALLBACK_POSITIONS[attendeeType]) as [ImportField, number][];
  for (const [field, position] of fallbacks) {
    if (mapped.has(field) || position >= header.length) continue;
    if (columns.some((column) => column.position === position)) continue;
    const name = header[position].trim();
    const ignoredAt = ignoredColumns.indexOf(name);
    if (name !== "" && ignoredAt >= 0) ignoredColumns.splice(ignoredAt, 1);
    mapped.add(field);
    columns.push({ position, header: name || `column ${position + 1}`, field, byPosition: true });
  }
  return { columns, ignoredColumns };
}

/** A cell's value, or a warning when it cannot be read (the cell is then left empty). */
function readCell(field: ImportField, cell: string, row: number, today: Date): { value?: string | number | boolean; warning?: string } {
  const label = FIELD_LABELS[field];
  if (isFormulaCell(cell)) return { warning: CSV_MESSAGES.formula(row, label) };
  switch (fieldKind(field)) {
    case "money": {
      const value = parseNumberCell(cell);
      return value === null ? { warning: CSV_MESSAGES.notANumber(row, label, cell) } : { value };
    }
    case "date": {
      const value = parseDateCell(cell, today);
      return value === null ? { warning: CSV_MESSAGES.notADate(row, label, cell) } : { value };
    }
    case "boolean": {
      const value = parseBooleanCell(cell);
      return value === null ? { warning: CSV_MESSAGES.notYesNo(row, label, cell) } : { value };
    }
    case "paid":
      return { value: parsePaidCell(cell) };
    case "text":
      return { value: cell };
  }
}

function isBlankRow(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

function readRows(text: string, separator: Separator): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false, header: false });
  const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
  if (unclosed) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.unclosedQuote((unclosed.row ?? 0) + 1));
  return result.data;
}

export function parseAttendeeCsv(
  bytes: Uint8Array,
  options: { attendeeType: AttendeeType; today?: Date },
): ParsedAttendeeCsv {
  const { attendeeType, today = new Date() } = options;
  if (bytes.length > CSV_LIMITS.maxBytes) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooLarge((bytes.length / 1024 / 1024).toFixed(1)));
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === "") throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.empty);

  const separator = detectSeparator(text);
  const records = readRows(text, separator);
  const widest = records.reduce((max, cells) => Math.max(max, cells.length), 0);
  if (widest > CSV_LIMITS.maxColumns) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooManyColumns(widest));
  }
  const headerIndex = records.findIndex((cells) => !isBlankRow(cells));
  const dataRecords = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlankRow(cells));
  if (dataRecords.length === 0) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.headerOnly);
  if (dataRecords.length > CSV_LIMITS.maxRows) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooManyRows(dataRecords.length));
  }

  const { columns, ignoredColumns } = mapColumns(records[headerIndex], attendeeType);
  const missing = REQUIRED.filter((field) => !columns.some((column) => column.field === field));
  if (missing.length > 0) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.missingColumns(missing.map((field) => FIELD_LABELS[field])));
  }

  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  const warnings: RowError[] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const { cells, row } of dataRecords) {
    const values: ImportValues = {};
    const rowWarnings: string[] = [];
    for (const column of columns) {
      const cell = (cells[column.position] ?? "").trim();
      if (cell === "") continue;
      const read = readCell(column.field, cell, row, today);
      if (read.warning !== undefined) rowWarnings.push(read.warning);
      if (read.value !== undefined) values[column.field] = read.value;
    }
    const missingFields = REQUIRED.filter((field) => values[field] === undefined);
    if (missingFields.length > 0) {
      errors.push({ row, message: CSV_MESSAGES.missingRequired(row, missingFields.map((field) => FIELD_LABELS[field])) });
      continue;
    }
    const prepared = prepareImportRow(values, attendeeType);
    if (!prepared.ok) {
      errors.push({ row, message: `Row ${row}: ${prepared.reason}` });
      continue;
    }
    const firstRow = firstRowOfEmail.get(prepared.payload.email);
    if (firstRow !== undefined) {
      errors.push({ row, message: CSV_MESSAGES.duplicateEmail(row, prepared.payload.email, firstRow) });
      continue;
    }
    firstRowOfEmail.set(prepared.payload.email, row);
    rowWarnings.push(...prepared.dropped.map((cell) => `Row ${row}: ${droppedCellWarning(cell)}`));
    // Cells left empty are not sent: a huge unusable cell must not make the row too big to save.
    for (const cell of prepared.dropped) delete values[cell.field];
    warnings.push(...rowWarnings.map((message) => ({ row, message })));
    rows.push({ row, values, payload: prepared.payload });
  }

  return { rows, errors, warnings, columns, ignoredColumns, separator, encoding, dataRowCount: dataRecords.length };
}
