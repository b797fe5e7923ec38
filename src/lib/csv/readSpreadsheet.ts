/**
 * Any registration spreadsheet as rows of cell text: CSV and TSV (every encoding the CSV path
 * reads: UTF-8, UTF-16, Windows-1252; comma, semicolon or tab) and Excel .xlsx (the first visible
 * sheet, or a chosen one). exceljs is loaded only when an .xlsx arrives, so it stays out of the
 * first load of every screen. What the reading changed (formulas read as their values, merged
 * cells, hidden sheets, serial dates) is listed in `notes` for the preview.
 */
import Papa from "papaparse";
import type { CellValue, Worksheet } from "exceljs";
import { decodeCsvBytes, type CsvEncoding } from "./decode";
import { CSV_LIMITS, CSV_MESSAGES, CsvImportError } from "./messages";
import { detectSeparator, type Separator } from "./separator";

export type SheetFormat = "CSV" | "TSV" | "XLSX";

export type SheetInfo = { name: string; hidden: boolean; rows: number };

export type SheetSource = {
  format: SheetFormat;
  separator: Separator | null;
  encoding: CsvEncoding | null;
  /** The workbook sheet read, and every sheet of the workbook (for the sheet picker). */
  sheetName: string | null;
  sheets: SheetInfo[];
  notes: string[];
};

export type Sheet = { records: string[][]; source: SheetSource };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function refuseTooLarge(size: number): void {
  if (size > CSV_LIMITS.maxBytes) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooLarge((size / 1024 / 1024).toFixed(1)));
  }
}

/** A CSV or TSV file's rows; a problem with the whole file throws CsvImportError. */
export function readDelimitedText(bytes: Uint8Array): Sheet {
  refuseTooLarge(bytes.length);
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === "") throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.empty);
  const separator = detectSeparator(text);
  const result = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false, header: false });
  const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
  if (unclosed) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.unclosedQuote((unclosed.row ?? 0) + 1));
  return {
    records: result.data,
    source: { format: separator === "\t" ? "TSV" : "CSV", separator, encoding, sheetName: null, sheets: [], notes: [] },
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** exceljs gives date cells as UTC midnights (plus the time of day, when there is one). */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = date.getUTCHours() * 60 + date.getUTCMinutes();
  return time === 0 ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

type Tally = { formulas: number; unresolved: number; errors: number };

/** One cell as text: a formula as its computed value (or "=…" when the file holds none). */
function cellText(value: CellValue, tally: Tally): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text).join("");
    if ("formula" in value || "sharedFormula" in value) {
      tally.formulas++;
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null || (typeof result === "object" && "error" in (result as object))) {
        tally.unresolved++;
        const formula = (value as { formula?: string; sharedFormula?: string }).formula ?? (value as { sharedFormula?: string }).sharedFormula;
        return `=${formula ?? ""}`;
      }
      return cellText(result as CellValue, tally);
    }
    if ("error" in value) {
      tally.errors++;
      return "";
    }
    if ("text" in value) return cellText((value as { text: CellValue }).text, tally);
  }
  return String(value);
}

function worksheetRows(sheet: Worksheet): number {
  return sheet.actualRowCount;
}

function visible(sheet: Worksheet): boolean {
  return sheet.state !== "hidden" && sheet.state !== "veryHidden";
}

/** Excel workbook bytes as rows of text: the chosen sheet, else the first visible sheet with data rows. */
export async function readWorkbook(bytes: Uint8Array, sheetName?: string): Promise<Sheet> {
  refuseTooLarge(bytes.length);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.unreadableWorkbook);
  }
  const worksheets = workbook.worksheets;
  const sheets: SheetInfo[] = worksheets.map((sheet) => ({ name: sheet.name, hidden: !visible(sheet), rows: worksheetRows(sheet) }));
  let sheet: Worksheet | undefined;
  if (sheetName !== undefined) {
    sheet = worksheets.find((candidate) => candidate.name === sheetName);
    if (sheet === undefined) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.noSheet(sheetName));
  } else {
    // The first visible sheet with a header and a row under it (an instructions sheet often comes first).
    sheet =
      worksheets.find((candidate) => visible(candidate) && worksheetRows(candidate) > 1) ??
      worksheets.find((candidate) => visible(candidate) && worksheetRows(candidate) > 0);
  }
  if (sheet === undefined) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.noSheets);
  // Far more rows than one upload takes: say so before turning every cell into text.
  if (sheet.actualRowCount > CSV_LIMITS.maxRows + 1) {
    throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooManyRows(sheet.actualRowCount - 1));
  }
  const tally: Tally = { formulas: 0, unresolved: 0, errors: 0 };
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values = row.values as CellValue[];
    const cells: string[] = [];
    for (let column = 1; column < values.length; column++) cells.push(cellText(values[column], tally));
    records[rowNumber - 1] = cells;
  });
  for (let i = 0; i < records.length; i++) records[i] ??= [];
  const notes: string[] = [];
  const hidden = sheets.filter((info) => info.hidden).map((info) => info.name);
  const others = sheets.filter((info) => info.name !== sheet.name && !info.hidden);
  if (others.length > 0) notes.push(CSV_MESSAGES.sheetsNote(sheets.length - hidden.length, sheet.name));
  if (hidden.length > 0) notes.push(CSV_MESSAGES.hiddenNote(hidden));
  if (tally.formulas > 0) notes.push(CSV_MESSAGES.formulasNote(tally.formulas, tally.unresolved));
  if (tally.errors > 0) notes.push(CSV_MESSAGES.errorsNote(tally.errors));
  const merges = (sheet.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0) notes.push(CSV_MESSAGES.mergesNote(merges));
  return {
    records,
    source: { format: "XLSX", separator: null, encoding: null, sheetName: sheet.name, sheets, notes },
  };
}

export function isWorkbook(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
}

/** Any supported spreadsheet: .xlsx by its contents (a zip), anything else as delimited text. */
export async function readSpreadsheet(bytes: Uint8Array, options: { sheetName?: string } = {}): Promise<Sheet> {
  if (isWorkbook(bytes)) return await readWorkbook(bytes, options.sheetName);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.oldExcel);
  return readDelimitedText(bytes);
}
