/**
 * The attendee CSV import's user-facing texts (SPEC.md §8 "CSV (attendees)") and limits. The texts
 * are the `imports` catalogue's (`csv.*`); each function here gives the English text, and every
 * text it made remembers its key and values, so the screen can say it in the person's language
 * (`csvTextOf`), while the parser, the runner and their tests keep working with plain strings.
 */
import { quoteCell } from "../../../convex/shared/importRow";
import type { AmountProblem } from "../../../convex/shared/money";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";

export const CSV_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxColumns: 1000,
  maxRows: 20_000,
  chunkSize: 100,
} as const;

export type ImportsKey = keyof typeof importsNs.en;
/** A value of a message: text, a number, or field names (English labels) that the screen translates one by one. */
export type CsvValue = string | number | readonly string[];
/** How a text was said: its key and values; `label`/`labels` hold field names, `problem` a key. */
export type CsvText = { key: ImportsKey; values: Record<string, CsvValue> };
/** The catalogue in one language: English here, the person's on screen. */
export type Say = (key: ImportsKey, values?: Record<string, string | number>) => string;

export const sayEnglish: Say = (key, values) => englishText(importsNs, key, values);

const REMEMBERED = 50_000;
const said = new Map<string, CsvText>();

/** The English text of `key` with `values` (a list of labels joined with ", "), remembered for the screen. */
function say(key: ImportsKey, values: Record<string, CsvValue> = {}): string {
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) flat[name] = typeof value === "object" ? value.join(", ") : value;
  if (typeof values.problem === "string" && values.problem.startsWith("csv.")) flat.problem = sayEnglish(values.problem as ImportsKey);
  const text = sayEnglish(key, flat);
  if (said.size >= REMEMBERED) said.clear();
  said.set(text, { key, values });
  return text;
}

/** How an English text of this module was said, or undefined (a text from elsewhere: the server's). */
export function csvTextOf(message: string): CsvText | undefined {
  return said.get(message);
}

const PROBLEM_KEYS: Record<AmountProblem, ImportsKey> = {
  empty: "csv.problem.empty",
  notANumber: "csv.problem.notANumber",
  decimals: "csv.problem.decimals",
  tooLarge: "csv.problem.tooLarge",
};

/**
 * A cell left empty: 'Row 3: Phone "12": not a date; left empty', as the shared `cellWarning`
 * words it (messages.test.ts holds the two to the same text).
 */
function cellProblem(row: number, label: string, cell: string, problem: ImportsKey): string {
  return say("csv.cellWarning", { row: String(row), label, cell: quoteCell(cell), problem });
}

export const CSV_MESSAGES = {
  invalidTitle: say("csv.invalidTitle"),
  noValidDataTitle: say("csv.noValidDataTitle"),
  uploadErrorTitle: say("csv.uploadErrorTitle"),
  encodingTitle: say("csv.encodingTitle"),
  encodingDescription: say("csv.encodingDescription"),
  completeTitle: say("csv.completeTitle"),
  empty: say("csv.empty"),
  headerOnly: say("csv.headerOnly"),
  tooLarge: (megabytes: string) => say("csv.tooLarge", { megabytes, max: String(CSV_LIMITS.maxBytes / 1024 / 1024) }),
  tooManyColumns: (count: number) => say("csv.tooManyColumns", { count: String(count), max: String(CSV_LIMITS.maxColumns) }),
  tooManyRows: (count: number) => say("csv.tooManyRows", { count: String(count), max: String(CSV_LIMITS.maxRows) }),
  missingColumns: (labels: string[]) => say("csv.missingColumns", { labels }),
  unclosedQuote: (row: number) => say("csv.unclosedQuote", { row: String(row) }),
  spreadsheetNotCsv: say("csv.spreadsheetNotCsv"),
  oldExcel: say("csv.oldExcel"),
  unreadableWorkbook: say("csv.unreadableWorkbook"),
  noSheets: say("csv.noSheets"),
  noSheet: (name: string) => say("csv.noSheet", { name }),
  notCsv: say("csv.notCsv"),
  missingRequired: (row: number, labels: string[]) => say("csv.missingRequired", { row: String(row), labels }),
  formula: (row: number, label: string) => say("csv.formula", { row: String(row), label }),
  notAnAmount: (row: number, label: string, cell: string, problem: AmountProblem) =>
    cellProblem(row, label, cell, PROBLEM_KEYS[problem]),
  notADate: (row: number, label: string, cell: string) => cellProblem(row, label, cell, "csv.problem.notADate"),
  notYesNo: (row: number, label: string, cell: string) => cellProblem(row, label, cell, "csv.problem.notYesNo"),
  duplicateEmail: (row: number, email: string, firstRow: number) =>
    say("csv.duplicateEmail", { row: String(row), email, firstRow: String(firstRow) }),
  notSaved: (row: number, reason: string) => say("csv.notSaved", { row: String(row), reason }),
  noAccount: (row: number, reason: string) => say("csv.noAccount", { row: String(row), reason }),
  unnamedColumn: (n: number) => say("csv.unnamedColumn", { n: String(n) }),
  sheetsNote: (count: number, name: string) => say("note.sheets", { count: String(count), name }),
  hiddenNote: (names: string[]) => say("note.hidden", { names: names.join(", ") }),
  formulasNote: (formulas: number, unresolved: number) =>
    unresolved > 0
      ? say("note.formulasUnresolved", { count: formulas, n: String(formulas), unresolvedCount: unresolved, unresolved: String(unresolved) })
      : say("note.formulas", { count: formulas, n: String(formulas) }),
  errorsNote: (errors: number) => say("note.errors", { count: errors, n: String(errors) }),
  mergesNote: (merges: readonly string[]) =>
    say("note.merges", { count: merges.length, n: String(merges.length), ranges: `${merges.slice(0, 3).join(", ")}${merges.length > 3 ? "…" : ""}` }),
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

const MORE: Record<"error" | "warning" | "man", ImportsKey> = { error: "csv.more.error", warning: "csv.more.warning", man: "csv.more.man" };

/**
 * "Row 3: …; Row 7: …; Row 9: …; and 4 more errors" — the first three errors and a count of the
 * rest, in English or, with `text`, in the person's language (each error translated by `text.row`).
 */
export function summarizeErrors(
  errors: readonly string[],
  shown = 3,
  noun: keyof typeof MORE = "error",
  text: { say: Say; row: (message: string) => string } = { say: sayEnglish, row: (message) => message },
): string {
  const head = errors.slice(0, shown).map(text.row).join("; ");
  const more = errors.length - shown;
  if (more <= 0) return head;
  return text.say(MORE[noun], { list: head, count: more, n: String(more) });
}
