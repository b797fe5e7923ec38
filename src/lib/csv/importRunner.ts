/**
 * Runs a parsed attendee CSV against the backend: the preview (what each chunk would do) and the
 * commit (one mutation per chunk of at most 100 rows, then accounts for servers). The calls are
 * passed in, so the upload dialog, the tests and the benchmark share this code.
 */
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { AttendeeType } from "../../../convex/shared/validators";
import type { Id } from "../../../convex/_generated/dataModel";
import { CSV_LIMITS, CSV_MESSAGES, sayEnglish, summarizeErrors, type Say } from "./messages";
import type { ImportRow, ParsedAttendeeCsv, RowError } from "./parseAttendeeCsv";

/** What the server would do with one row: create, update (with the changes), leave, or refuse it. */
export type RowPlan = FunctionReturnType<typeof api.csvImport.previewChunk>[number];
export type ChunkResult = FunctionReturnType<typeof api.csvImport.importChunk>;
/** One field an update changes, from the value on file to the file's. */
export type FieldChange = Extract<RowPlan, { action: "update" }>["changes"][number];
export type FieldValue = FieldChange["from"];
type ExistingAccount = NonNullable<Extract<RowPlan, { action: "create" }>["existingAccount"]>;
type AccountSyncItem = FunctionArgs<typeof api.csvImport.syncServerAccounts>["items"][number];
type AccountSyncResult = FunctionReturnType<typeof api.csvImport.syncServerAccounts>;

type ImportCells = Partial<Record<keyof ImportRow["values"], string>>;
type ImportFieldName = keyof ImportRow["values"];
type ChunkArgs = {
  attendeeType: AttendeeType;
  rows: { row: number; values: ImportCells; blanks?: ImportFieldName[] }[];
  clearBlanks?: boolean;
};

export type ImportCalls = {
  previewChunk: (args: ChunkArgs) => Promise<RowPlan[]>;
  importChunk: (args: ChunkArgs & { batchId?: Id<"importBatches"> }) => Promise<ChunkResult>;
  /** Opens the upload's batch in the history (so it can be undone); without it the chunks carry none. */
  startImport?: (args: { fileName: string; attendeeType: AttendeeType }) => Promise<Id<"importBatches">>;
  syncServerAccounts: (args: { items: AccountSyncItem[] }) => Promise<AccountSyncResult>;
};

export type ImportPreview = {
  create: Extract<RowPlan, { action: "create" }>[];
  update: Extract<RowPlan, { action: "update" }>[];
  unchanged: number;
  /** Rows refused by the parser or by the server's check, in row order. */
  rejected: RowError[];
  /** Cells of the rows to be saved that are left empty because they cannot be read, in row order. */
  warnings: RowError[];
  /**
   * Server rows whose email already has a sign-in account without the server role (a staff
   * member's, say), in row order: the account gets the role only for rows staff confirm.
   */
  existingAccounts: (ExistingAccount & { row: number; email: string })[];
};

export type ImportOutcome = {
  created: number;
  updated: number;
  unchanged: number;
  errors: RowError[];
  /** Cells of saved rows left empty because they could not be read. */
  warnings: RowError[];
  accounts: AccountSyncResult | null;
};

export function chunksOf<T>(items: readonly T[], size: number = CSV_LIMITS.chunkSize): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Chunks in email order: the server then reads one index range per chunk instead of one lookup
 * per row. Row numbers travel with the rows, so reports keep the file's numbering.
 */
function emailOrderedChunks(rows: readonly ImportRow[]): ImportRow[][] {
  const ordered = [...rows].sort((a, b) => (a.payload.email < b.payload.email ? -1 : a.payload.email > b.payload.email ? 1 : 0));
  return chunksOf(ordered);
}

/** The wire form of a row: every value as text (see importCellsValidator). */
function cellsOf(values: ImportRow["values"]): ImportCells {
  const cells: ImportCells = {};
  for (const [field, value] of Object.entries(values) as [keyof ImportCells, string | number | boolean][]) {
    cells[field] = String(value);
  }
  return cells;
}

/** A chunk's arguments; empty cells travel (as `blanks`) only when staff asked that they erase. */
const toArgs = (attendeeType: AttendeeType, rows: ImportRow[], clearBlanks = false): ChunkArgs =>
  clearBlanks
    ? {
        attendeeType,
        clearBlanks,
        rows: rows.map(({ row, values, blanks }) => ({ row, values: cellsOf(values), ...(blanks && blanks.length > 0 ? { blanks } : {}) })),
      }
    : { attendeeType, rows: rows.map(({ row, values }) => ({ row, values: cellsOf(values) })) };

const byRow = (a: RowError, b: RowError) => a.row - b.row;

/** The parser's warnings, less those of rows that end up rejected (nothing of them is saved). */
function warningsOfSavedRows(parsed: ParsedAttendeeCsv, rejected: readonly RowError[]): RowError[] {
  const rejectedRows = new Set(rejected.map((error) => error.row));
  return parsed.warnings.filter((warning) => !rejectedRows.has(warning.row));
}

function reason(error: unknown): string {
  if (typeof error === "object" && error !== null && "data" in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === "object" && data !== null && "message" in data) return String(data.message);
  }
  return error instanceof Error ? error.message : String(error);
}

/** Asks the server what each row would do, a few chunks at a time. */
export async function previewImport(
  parsed: ParsedAttendeeCsv,
  attendeeType: AttendeeType,
  calls: Pick<ImportCalls, "previewChunk">,
  parallel = 4,
  clearBlanks = false,
): Promise<ImportPreview> {
  const chunks = emailOrderedChunks(parsed.rows);
  const plans: RowPlan[][] = new Array(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      plans[index] = await calls.previewChunk(toArgs(attendeeType, chunks[index], clearBlanks));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
  const preview: ImportPreview = { create: [], update: [], unchanged: 0, rejected: [...parsed.errors], warnings: [], existingAccounts: [] };
  for (const plan of plans.flat().sort((a, b) => a.row - b.row)) {
    if (plan.action !== "reject" && plan.existingAccount !== undefined) {
      preview.existingAccounts.push({ row: plan.row, email: plan.email, roles: plan.existingAccount.roles });
    }
    if (plan.action === "create") preview.create.push(plan);
    else if (plan.action === "update") preview.update.push(plan);
    else if (plan.action === "unchanged") preview.unchanged++;
    else preview.rejected.push({ row: plan.row, message: plan.message });
  }
  preview.rejected.sort(byRow);
  preview.warnings = warningsOfSavedRows(parsed, preview.rejected);
  return preview;
}

/**
 * Saves the rows chunk by chunk. Progress runs 0 → 50 while rows are saved and 50 → 100 while
 * server accounts are made (straight to 100 for retreatants). A chunk the server refuses is
 * reported row by row and the next chunk still goes. An existing account gets the server role
 * only for the rows in `linkRows` (confirmed by staff in the preview).
 */
export async function commitImport(
  parsed: ParsedAttendeeCsv,
  attendeeType: AttendeeType,
  calls: ImportCalls,
  onProgress: (percent: number) => void = () => {},
  linkRows: ReadonlySet<number> = new Set(),
  clearBlanks = false,
  fileName = "spreadsheet",
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0, errors: [...parsed.errors], warnings: [], accounts: null };
  const servers: AccountSyncItem[] = [];
  const chunks = emailOrderedChunks(parsed.rows);
  onProgress(0);
  const batchId = calls.startImport && chunks.length > 0 ? await calls.startImport({ fileName, attendeeType }) : undefined;
  for (const [index, chunk] of chunks.entries()) {
    try {
      const args = toArgs(attendeeType, chunk, clearBlanks);
      const result = await calls.importChunk(batchId === undefined ? args : { ...args, batchId });
      outcome.created += result.created;
      outcome.updated += result.updated;
      outcome.unchanged += result.unchanged;
      outcome.errors.push(...result.errors);
      for (const server of result.servers) {
        servers.push(linkRows.has(server.row) ? { ...server, linkExistingAccount: true } : server);
      }
    } catch (error) {
      const message = reason(error);
      for (const { row } of chunk) outcome.errors.push({ row, message: CSV_MESSAGES.notSaved(row, message) });
    }
    onProgress(Math.round(((index + 1) / chunks.length) * 50));
  }
  if (attendeeType === "server" && servers.length > 0) {
    const accounts: AccountSyncResult = { success_count: 0, error_count: 0, created_count: 0, errors: [], unlinked: [] };
    const batches = chunksOf(servers);
    for (const [index, items] of batches.entries()) {
      try {
        const result = await calls.syncServerAccounts({ items });
        accounts.success_count += result.success_count;
        accounts.error_count += result.error_count;
        accounts.created_count += result.created_count;
        accounts.errors.push(...result.errors);
        accounts.unlinked.push(...result.unlinked);
      } catch (error) {
        const message = reason(error);
        accounts.error_count += items.length;
        for (const { row } of items) accounts.errors.push({ row, message: CSV_MESSAGES.noAccount(row, message) });
      }
      onProgress(50 + Math.round(((index + 1) / batches.length) * 50));
    }
    outcome.accounts = accounts;
    outcome.errors.push(...accounts.errors);
  }
  outcome.errors.sort(byRow);
  outcome.warnings = warningsOfSavedRows(parsed, outcome.errors);
  onProgress(100);
  return outcome;
}

export type Toast = { title: string; description: string; variant: "success" | "warning" | "error" };

/**
 * The result toast: 'CSV Upload Complete' with counts and ignored columns, and the first 3 errors
 * plus a count of more; in English, or with `text` in the person's language.
 */
export function outcomeToast(
  outcome: ImportOutcome,
  ignoredColumns: readonly string[],
  text: { say: Say; row: (message: string) => string } = { say: sayEnglish, row: (message) => message },
): Toast {
  const { say } = text;
  const saved = outcome.created + outcome.updated + outcome.unchanged;
  const messages = outcome.errors.map((error) => error.message);
  if (saved === 0 && messages.length > 0) {
    return { title: say("csv.noValidDataTitle"), description: summarizeErrors(messages, 3, "error", text), variant: "error" };
  }
  const counts = { created: String(outcome.created), updated: String(outcome.updated), unchanged: String(outcome.unchanged) };
  const parts = [say(outcome.unchanged > 0 ? "toast.countsUnchanged" : "toast.counts", counts)];
  if (outcome.accounts !== null) {
    const { success_count, created_count, error_count, unlinked } = outcome.accounts;
    const values = {
      ready: String(success_count),
      created: String(created_count),
      errorCount: error_count,
      errors: String(error_count),
      untouchedCount: unlinked.length,
      untouched: String(unlinked.length),
    };
    parts.push(say(unlinked.length > 0 ? "toast.accountsUntouched" : "toast.accounts", values));
  }
  if (ignoredColumns.length > 0) parts.push(say("toast.ignored", { columns: ignoredColumns.join(", ") }));
  if (messages.length > 0) {
    parts.push(say("toast.problems", { count: messages.length, n: String(messages.length), list: summarizeErrors(messages, 3, "error", text) }));
  }
  const warnings = outcome.warnings.map((warning) => warning.message);
  if (warnings.length > 0) {
    parts.push(say("toast.cells", { count: warnings.length, n: String(warnings.length), list: summarizeErrors(warnings, 3, "warning", text) }));
  }
  const variant = messages.length + warnings.length > 0 ? "warning" : "success";
  return { title: say("csv.completeTitle"), description: parts.join(" "), variant };
}
