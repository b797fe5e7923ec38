/** The attendee CSV import's user-facing texts (SPEC.md §8 "CSV (attendees)") and limits. */
import { cellWarning } from "../../../convex/shared/importRow";
import { AMOUNT_PROBLEMS, type AmountProblem } from "../../../convex/shared/money";

export const CSV_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxColumns: 1000,
  maxRows: 20_000,
  chunkSize: 100,
} as const;

export const CSV_MESSAGES = {
  invalidTitle: "Invalid CSV Data",
  noValidDataTitle: "No valid data found",
  uploadErrorTitle: "Upload Error",
  encodingTitle: "Encoding issue detected",
  encodingDescription: "Failed to read CSV file. Please save your CSV as UTF-8 encoded.",
  completeTitle: "CSV Upload Complete",
  empty: "The file is empty.",
  headerOnly: "The file needs a header row and at least one data row.",
  tooLarge: (megabytes: string) =>
    `The file is ${megabytes} MB; the largest file the import reads is ${CSV_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyColumns: (count: number) =>
    `The file has ${count} columns; an attendee file has at most ${CSV_LIMITS.maxColumns}. Check that this is the registration export.`,
  tooManyRows: (count: number) =>
    `The file has ${count} rows; one upload takes at most ${CSV_LIMITS.maxRows}. Split it into smaller files.`,
  missingColumns: (labels: string[]) =>
    `The header row has no ${labels.join(", ")} column. The file needs First Name, Last Name and Email columns (first_name, last_name and email also work).`,
  unclosedQuote: (row: number) => `Row ${row} opens a quote that is never closed, so the rest of the file cannot be read.`,
  spreadsheetNotCsv: "This is an Excel workbook, not a CSV file. In Excel choose Save As › CSV UTF-8 and upload that file.",
  oldExcel: "This is an Excel 97-2003 workbook (.xls). In Excel choose Save As › Excel Workbook (.xlsx) or CSV UTF-8 and upload that file.",
  unreadableWorkbook: "This .xlsx file cannot be opened as a workbook. Open it in Excel or Google Sheets, save it again as .xlsx or CSV UTF-8, and upload that file.",
  noSheets: "This workbook has no sheet with data.",
  noSheet: (name: string) => `This workbook has no sheet named "${name}".`,
  notCsv: "This file is not a CSV file. Export the registrations as CSV and upload that file.",
  missingRequired: (row: number, labels: string[]) => `Row ${row}: Missing required fields... (${labels.join(", ")})`,
  formula: (row: number, label: string) =>
    `Row ${row}: ${label} holds a spreadsheet formula instead of a value; left empty. Export the sheet with values only.`,
  notAnAmount: (row: number, label: string, cell: string, problem: AmountProblem) =>
    `Row ${row}: ${cellWarning(label, cell, AMOUNT_PROBLEMS[problem])}`,
  notADate: (row: number, label: string, cell: string) => `Row ${row}: ${cellWarning(label, cell, "not a date")}`,
  notYesNo: (row: number, label: string, cell: string) => `Row ${row}: ${cellWarning(label, cell, "not yes or no")}`,
  duplicateEmail: (row: number, email: string, firstRow: number) =>
    `Row ${row}: ${email} is already in row ${firstRow} of this file`,
} as const;

/** A whole-file problem: nothing from the file is imported. */
export class CsvImportError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
    this.name = "CsvImportError";
  }
}

/** "Row 3: …; Row 7: …; Row 9: …; and 4 more errors" — the first three errors and a count of the rest. */
export function summarizeErrors(errors: readonly string[], shown = 3, noun = "error"): string {
  const head = errors.slice(0, shown).join("; ");
  const more = errors.length - shown;
  if (more <= 0) return head;
  return `${head}; and ${more} more ${noun}${more === 1 ? "" : "s"}`;
}
