/**
 * The shapes the engine and the adapter share: documents, identities, commits, serialized
 * queries and pages as convex-test and the `convex` runtime hand them over. Types only; imports nothing.
 */
import type { JSONValue } from "convex/values";

export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
export type Identity = Record<string, unknown> & { subject: string; issuer: string; tokenIdentifier: string };
export type FunctionPath = { componentPath: string; udfPath: string };
export type Syscall = (op: string, jsonArgs: string) => string;
export type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;
export type CommitWrite = { id: string; table: string; before: Doc | null; after: Doc | null };

/** The subset of a convex-test accessor (`convexTest()` / `.withIdentity()`) the engine uses. */
export type Accessor = {
  queryFromPath(path: FunctionPath, args: unknown): Promise<unknown>;
  mutationFromPath(path: FunctionPath, args: unknown): Promise<unknown>;
  actionFromPath(path: FunctionPath, args: unknown): Promise<unknown>;
  query(fnOrRef: unknown, args?: unknown): Promise<unknown>;
  mutation(fnOrRef: unknown, args?: unknown): Promise<unknown>;
  action(fnOrRef: unknown, args?: unknown): Promise<unknown>;
  run(handler: (ctx: unknown) => Promise<unknown>): Promise<unknown>;
  withIdentity(identity: Identity): Accessor;
};

export type RangeExpr = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
export type Order = "asc" | "desc";
export type QuerySource =
  | { type: "FullTableScan"; tableName: string; order?: Order | null }
  | { type: "IndexRange"; indexName: string; range: RangeExpr[]; order?: Order | null }
  | { type: "Search"; indexName: string };
export type SerializedQuery = { source: QuerySource; operators: Array<{ filter?: unknown; limit?: number }> };

/** What convex-test's `_resolveQuerySource` returns (and `paginate` consumes). */
export type ResolvedSource = {
  sortedDocs: Doc[];
  filterFn: (doc: Doc) => boolean;
  limit: number | null;
  fieldPathsToSortBy: string[];
  order: Order;
};

export type PaginateArgs = {
  query: SerializedQuery;
  cursor: string | null;
  endCursor?: string | null;
  pageSize: number;
  maximumRowsRead?: number | null;
  maximumBytesRead?: number | null;
  /**
   * Charges each document the page reads against the function's limits; false when that goes
   * over them (`error()`: the error to give when the page could read nothing).
   */
  admit?: ((doc: Doc) => boolean) & { error(): Error };
};
export type PageResult = { page: Doc[]; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null };
/** A way to evaluate serialized queries against the live database (and open transaction). */
export type QueryEvaluator = { evaluate(query: SerializedQuery): Doc[]; paginate(args: PaginateArgs): PageResult };

/**
 * What convex-test's TransactionManager drives per transaction level (startTransaction, commit,
 * rollback) and its database calls per read and write; the engine's is Convex's limits.
 */
export type TransactionTracker = {
  startTransaction(): void;
  commit(): void;
  rollback(): void;
  trackRead(bytes: number, system?: boolean): void;
  trackWrite(bytes: number): void;
  trackIndexRange(key?: string): void;
  trackScheduledFunction(argsBytes: number): void;
  getTransactionMetrics(): unknown;
};
