/**
 * Reads an attendee spreadsheet (SPEC.md §5 "Attendee CSV"; CSV, TSV or .xlsx, see
 * readSpreadsheet.ts) into rows ready to import. Each column goes to the field its header means
 * (columnMeaning.ts), or to the one staff chose in the preview.
 * A problem with the whole file throws CsvImportError. A row is rejected ("Row {n}: …", row 1 is
 * the header, as in the spreadsheet) only when its first name, last name or email is missing or
 * unusable; any other cell that cannot be read is left empty with a warning naming it.
 */
import {
  droppedCellWarning,
  fieldKind,
  prepareImportRow,
  type ImportField,
  type ImportPayload,
  type ImportValues,
} from "../../../convex/shared/importRow";
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import type { AttendeeType } from "../../../convex/shared/validators";
import {
  isFormulaCell,
  parseBooleanCell,
  parseDateCell,
  parsePaidCell,
} from "../../../convex/shared/cellValues";
import { fromCents, readCents } from "../../../convex/shared/money";
import { CSV_LIMITS, CSV_MESSAGES, CsvImportError } from "./messages";
import { readDelimitedText, type Sheet, type SheetSource } from "./readSpreadsheet";
import { headerSignature, meaningOfHeader, OTHER_PHONE_OF, targetLabel, type ColumnTarget, type PartTarget } from "./columnMeaning";
import { LAYOUT_UNUSED, recogniseLayout, type KnownLayout } from "./knownLayouts";
import { normalizeHeader } from "../../../convex/shared/fieldAliases";
import { readTshirtSize, isEmptyWord, isNoneWord, readBirthdayParts, splitFullName } from "./cellMeaning";

/** Columns read by position when no header names them (the registration form's export layout). */
const FALLBACK_POSITIONS: Record<AttendeeType, Partial<Record<ImportField, number>>> = {
  attendee: { amount_paid: 39 },
  server: { amount_paid: 65, snore: 22 },
};

const REQUIRED: ImportField[] = ["first_name", "last_name", "email"];

/** A column read into a whole field (the preview's "Columns read"). */
export type ColumnUse = { position: number; header: string; field: ImportField; byPosition: boolean };

/** How a column's target was decided. */
export type ColumnSource = "header" | "position" | "staff";

/** Every named column of the sheet, with where it goes (null: not imported). */
export type ColumnPlan = {
  position: number;
  header: string;
  target: ColumnTarget | null;
  source: ColumnSource;
  /** Recognised as holding nothing an attendee record keeps (an id, a timestamp). */
  unused: boolean;
  /** Not read because an earlier column already fills its field. */
  duplicate: boolean;
  /** The first non-empty cells, to help staff recognise the column. */
  samples: string[];
};

/** Staff's choice per column position: a target, or null to leave the column out. */
export type ColumnChoices = Readonly<Record<number, ColumnTarget | null>>;

export type ImportRow = { row: number; values: ImportValues; payload: ImportPayload; blanks?: ImportField[] };
export type RowError = { row: number; message: string };

/** The rows read, what each column was taken for, and where the sheet came from (`SheetSource`). */
export type ParsedAttendeeCsv = SheetSource & {
  rows: ImportRow[];
  errors: RowError[];
  /** Cells of kept rows that could not be read and are left empty, by row. */
  warnings: RowError[];
  columns: ColumnUse[];
  /** Every named column and where it goes. */
  plan: ColumnPlan[];
  /** Headers of columns the import does not read. */
  ignoredColumns: string[];
  /** Required fields no column fills (only when parsing with `incomplete: "report"`). */
  missingFields: ImportField[];
  layout: KnownLayout | null;
  headerSignature: string;
  dataRowCount: number;
};

const SINGLE_USE = (target: ColumnTarget) => !(target in OTHER_PHONE_OF);

function planColumns(
  header: string[],
  records: string[][],
  attendeeType: AttendeeType,
  choices: ColumnChoices,
  layout: KnownLayout | null,
) {
  const layoutUnused = new Set(layout === null ? [] : (LAYOUT_UNUSED[layout.id] ?? []));
  const plan: ColumnPlan[] = [];
  const taken = new Set<ColumnTarget>();
  const samplesOf = (position: number) => {
    const found: string[] = [];
    for (const cells of records) {
      const cell = (cells[position] ?? "").trim();
      if (cell !== "" && !found.includes(cell)) found.push(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);
      if (found.length === 3) break;
    }
    return found;
  };
  // Staff's choices first, so a column they pick wins over one recognised by its header.
  for (const [key, target] of Object.entries(choices)) {
    if (target !== null && Number(key) < header.length && SINGLE_USE(target)) taken.add(target);
  }
  header.forEach((rawName, position) => {
    const name = rawName.trim();
    const chosen = Object.prototype.hasOwnProperty.call(choices, position);
    if (name === "" && !chosen) return;
    const meaning = chosen ? null : layoutUnused.has(normalizeHeader(name)) ? { unused: true as const } : meaningOfHeader(name);
    const target = chosen ? (choices[position] ?? null) : meaning !== null && "target" in meaning ? meaning.target : null;
    const entry: ColumnPlan = {
      position,
      header: name || CSV_MESSAGES.unnamedColumn(position + 1),
      target,
      source: chosen ? "staff" : "header",
      unused: meaning !== null && "unused" in meaning,
      duplicate: false,
      samples: samplesOf(position),
    };
    if (!chosen && target !== null && SINGLE_USE(target)) {
      if (taken.has(target)) {
        entry.target = null;
        entry.duplicate = true;
      } else taken.add(target);
    }
    plan.push(entry);
  });
  const fallbacks = Object.entries(FALLBACK_POSITIONS[attendeeType]) as [ImportField, number][];
  for (const [field, position] of fallbacks) {
    if (taken.has(field) || position >= header.length) continue;
    const existing = plan.find((column) => column.position === position);
    if (existing !== undefined && (existing.target !== null || existing.source === "staff")) continue;
    taken.add(field);
    const entry: ColumnPlan = {
      position,
      header: header[position].trim() || `column ${position + 1}`,
      target: field,
      source: "position",
      unused: false,
      duplicate: false,
      samples: samplesOf(position),
    };
    if (existing !== undefined) Object.assign(existing, entry);
    else plan.push(entry);
  }
  plan.sort((a, b) => a.position - b.position);
  const ignoredColumns = plan.filter((column) => column.target === null && header[column.position].trim() !== "").map((column) => column.header);
  const columns: ColumnUse[] = plan
    .filter((column): column is ColumnPlan & { target: ImportField } => column.target !== null && !(column.target in OTHER_PHONE_OF) && isField(column.target))
    .map((column) => ({ position: column.position, header: column.header, field: column.target, byPosition: column.source === "position" }));
  return { plan, columns, ignoredColumns };
}

const PART_NAMES: ReadonlySet<string> = new Set<PartTarget>([
  "full_name", "last_name_2", "birth_day", "birth_month", "birth_year", "street_number",
  "phone_number_other", "emergency_contact_1_phone_other", "emergency_contact_2_phone_other", "referral_phone_other",
]);

function isField(target: ColumnTarget): target is ImportField {
  return !PART_NAMES.has(target);
}

/** The field a column fills, whole or in part. */
function fieldOf(target: ColumnTarget): ImportField {
  if (isField(target)) return target;
  if (target in OTHER_PHONE_OF) return OTHER_PHONE_OF[target as keyof typeof OTHER_PHONE_OF];
  if (target === "full_name") return "first_name";
  if (target === "last_name_2") return "last_name";
  if (target === "street_number") return "address_line_1";
  return "birthday";
}

/** Required fields the columns cannot fill: a full-name column fills both names, a second surname the last. */
function missingRequired(plan: readonly ColumnPlan[]): ImportField[] {
  const targets = new Set(plan.map((column) => column.target));
  const has = (...options: ColumnTarget[]) => options.some((target) => targets.has(target));
  return REQUIRED.filter((field) => {
    if (field === "first_name") return !has("first_name", "full_name");
    if (field === "last_name") return !has("last_name", "full_name", "last_name_2");
    return !has(field);
  });
}

/** A cell's value, or a warning when it cannot be read (the cell is then left empty). */
function readCell(
  field: ImportField,
  cell: string,
  row: number,
  today: Date,
  serialDates: boolean,
): { value?: string | number | boolean; warning?: string } {
  const label = FIELD_LABELS[field];
  if (isFormulaCell(cell)) return { warning: CSV_MESSAGES.formula(row, label) };
  switch (fieldKind(field)) {
    case "money": {
      const reading = readCents(cell, { round: true });
      if (reading.ok) return { value: fromCents(reading.cents) };
      if (reading.problem === "empty") return { value: undefined };
      return { warning: CSV_MESSAGES.notAnAmount(row, label, cell, reading.problem) };
    }
    case "date": {
      const value = serialDates && /^\d{3,5}(\.\d+)?$/.test(cell) ? serialDate(Number(cell)) : parseDateCell(cell, today);
      return value === null ? { warning: CSV_MESSAGES.notADate(row, label, cell) } : { value };
    }
    case "boolean": {
      const value = parseBooleanCell(cell);
      return value === null ? { warning: CSV_MESSAGES.notYesNo(row, label, cell) } : { value };
    }
    case "paid":
      return { value: parsePaidCell(cell) };
    case "text":
      return { value: field === "tshirt_size" ? readTshirtSize(cell) : cell };
  }
}

const NUMERIC_DATE = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})(\s.*)?$/;

/**
 * Whether a date column is written day first (25/03/1980, as Spanish-locale sheets write): some
 * cell's first number cannot be a month and no cell's second number can be a day-of-month > 12.
 */
function isDayFirstColumn(cells: readonly string[]): boolean {
  let dayFirst = false;
  for (const cell of cells) {
    const match = NUMERIC_DATE.exec(cell.trim());
    if (match === null) continue;
    if (Number(match[3]) > 12) return false;
    if (Number(match[1]) > 12) dayFirst = true;
  }
  return dayFirst;
}

/** "05/03/1980" read day first becomes "3/5/1980", which the date reader takes as March 5. */
function monthFirst(cell: string): string {
  const match = NUMERIC_DATE.exec(cell.trim());
  return match === null ? cell : `${match[3]}/${match[1]}/${match[4]}${match[5] ?? ""}`;
}

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD; a workbook may hold dates unformatted. */
function serialDate(serial: number): string | null {
  if (serial < 1 || serial > 73_050) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function isBlankRow(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

/** Names are kept even when they look like "N/A"; any other cell meaning "no data" is empty. */
const KEEPS_EMPTY_WORDS: ReadonlySet<ColumnTarget> = new Set(["first_name", "last_name", "full_name", "last_name_2"]);

/** Fields listing conditions or people, where "Ninguno" / "None" means empty. */
const LISTS_NONE: ReadonlySet<ColumnTarget> = new Set(["health_issues", "allergies", "known_servers"]);

type Parts = Partial<Record<PartTarget, string>>;

/** Joins the parts of split fields into the row's values (a field read whole wins over its parts). */
function joinParts(values: ImportValues, parts: Parts, row: number, warnings: string[]): void {
  if (parts.full_name !== undefined && values.first_name === undefined && values.last_name === undefined) {
    const { first, last } = splitFullName(parts.full_name);
    if (first !== "") values.first_name = first;
    if (last !== "") values.last_name = last;
  }
  if (parts.last_name_2 !== undefined) {
    values.last_name = values.last_name === undefined ? parts.last_name_2 : `${String(values.last_name)} ${parts.last_name_2}`;
  }
  if (parts.street_number !== undefined) {
    values.address_line_1 = values.address_line_1 === undefined ? parts.street_number : `${String(values.address_line_1)} ${parts.street_number}`;
  }
  if ((parts.birth_day ?? parts.birth_month ?? parts.birth_year) !== undefined && values.birthday === undefined) {
    const read = readBirthdayParts(parts.birth_day, parts.birth_month, parts.birth_year);
    if (read.date !== null) values.birthday = read.date;
    else warnings.push(CSV_MESSAGES.notADate(row, FIELD_LABELS.birthday, read.shown));
  }
  for (const [part, field] of Object.entries(OTHER_PHONE_OF) as [keyof typeof OTHER_PHONE_OF, ImportField][]) {
    const other = parts[part];
    if (other !== undefined && values[field] === undefined) values[field] = other;
  }
}

export type ParseOptions = {
  attendeeType: AttendeeType;
  today?: Date;
  /** Staff's column choices, by position. */
  choices?: ColumnChoices;
  /** "throw" (default): a missing required column refuses the file; "report": listed in missingFields. */
  incomplete?: "throw" | "report";
};

/** Reads a sheet's rows (from readSpreadsheet) into rows ready to import. */
export function parseAttendeeSheet(sheet: Sheet, options: ParseOptions): ParsedAttendeeCsv {
  const { attendeeType, today = new Date(), choices = {}, incomplete = "throw" } = options;
  const { records, source } = sheet;
  const widest = records.reduce((max, cells) => Math.max(max, cells.length), 0);
  if (widest > CSV_LIMITS.maxColumns) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooManyColumns(widest));
  }
  const headerIndex = records.findIndex((cells) => !isBlankRow(cells));
  if (headerIndex < 0) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.empty);
  const dataRecords = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlankRow(cells));
  if (dataRecords.length === 0) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.headerOnly);
  if (dataRecords.length > CSV_LIMITS.maxRows) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooManyRows(dataRecords.length));
  }
  const header = records[headerIndex].map((cell) => cell.replace(/^\ufeff/, ""));
  const layout = recogniseLayout(header);
  const { plan, columns, ignoredColumns } = planColumns(
    header,
    dataRecords.slice(0, 50).map(({ cells }) => cells),
    attendeeType,
    choices,
    layout,
  );
  const base = {
    columns,
    plan,
    ignoredColumns,
    format: source.format,
    separator: source.separator,
    encoding: source.encoding,
    sheetName: source.sheetName,
    sheets: source.sheets,
    notes: source.notes,
    layout,
    headerSignature: headerSignature(header),
    dataRowCount: dataRecords.length,
  };
  const missing = missingRequired(plan);
  if (missing.length > 0) {
    if (incomplete === "throw") {
      throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.missingColumns(missing.map((field) => FIELD_LABELS[field])));
    }
    return { ...base, rows: [], errors: [], warnings: [], missingFields: missing };
  }
  const serialDates = source.format === "XLSX";
  const used = plan.filter((column): column is ColumnPlan & { target: ColumnTarget } => column.target !== null);
  const mappedFields = new Set(used.map((column) => fieldOf(column.target)));
  const dayFirstColumns = new Set(
    used
      .filter((column) => column.target === "birthday" && isDayFirstColumn(dataRecords.map(({ cells }) => cells[column.position] ?? "")))
      .map((column) => column.position),
  );
  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  const warnings: RowError[] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const { cells, row } of dataRecords) {
    const values: ImportValues = {};
    const parts: Parts = {};
    const rowWarnings: string[] = [];
    const present = new Set<ImportField>();
    for (const column of used) {
      let cell = (cells[column.position] ?? "").trim();
      if (!KEEPS_EMPTY_WORDS.has(column.target) && isEmptyWord(cell)) cell = "";
      if (LISTS_NONE.has(column.target) && isNoneWord(cell)) cell = "";
      if (cell === "") continue;
      // Text our exports neutralised against formula injection ("'-5 kg", "'@juan") reads as written.
      if (/^'[+\-@]/.test(cell)) cell = cell.slice(1);
      present.add(fieldOf(column.target));
      if (isField(column.target)) {
        if (dayFirstColumns.has(column.position)) cell = monthFirst(cell);
        const read = readCell(column.target, cell, row, today, serialDates);
        if (read.warning !== undefined) rowWarnings.push(read.warning);
        // Two columns staff sent to one field: the first with a value wins.
        if (read.value !== undefined && values[column.target] === undefined) values[column.target] = read.value;
      } else if (isFormulaCell(cell)) {
        rowWarnings.push(CSV_MESSAGES.formula(row, targetLabel(column.target)));
      } else if (parts[column.target] === undefined) {
        parts[column.target] = cell;
      }
    }
    joinParts(values, parts, row, rowWarnings);
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
    // Fields the file has a column for but this row leaves empty (cleared only when staff ask).
    const blanks = [...mappedFields].filter((field) => !present.has(field) && !REQUIRED.includes(field));
    rows.push({ row, values, payload: prepared.payload, blanks });
  }
  return { ...base, rows, errors, warnings, missingFields: [] };
}

/** A CSV or TSV file's bytes read into rows ready to import (see parseAttendeeSheet). */
export function parseAttendeeCsv(bytes: Uint8Array, options: ParseOptions): ParsedAttendeeCsv {
  return parseAttendeeSheet(readDelimitedText(bytes), options);
}
