/**
 * convex-test's private state as the adapter reaches it (pinned 0.0.60): the module-level
 * bindings the loader exports from its copy, the per-instance Convex global, the transaction
 * manager and the database fake. Each shape is checked when an engine core is created
 * (core.ts, queryOverrides.ts); a change fails there with `internalsChanged`.
 */
import type { JSONValue } from "convex/values";
import type { Accessor, AsyncSyscall, Doc, PageResult, PaginateArgs, QuerySource, ResolvedSource, SerializedQuery, Syscall, TransactionTracker } from "./types.js";

export type DatabaseFake = {
  _documents: Record<string, Doc>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: Array<Record<string, Doc | null>>;
  _queryResults: Record<number, Doc[]>;
  _nextQueryId: number;
  get(table: string | undefined, id: string): Doc | null;
  insert(table: string, value: Record<string, unknown>): string;
  patch(table: string, id: string, value: Record<string, unknown>): void;
  storeFile(id: string, blob: Blob): void;
  getFile(id: string): Blob | null | undefined;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
  _schema: { tables: Map<string, { indexes: Array<{ indexDescriptor: string; fields: string[] }> }> } | null;
  _resolveQuerySource(query: SerializedQuery): ResolvedSource;
  _evaluateQuery(query: SerializedQuery): Doc[];
  paginate(args: PaginateArgs): PageResult;
};

export type TransactionManager = {
  _lastCommitTs: bigint;
  commit(isNested: boolean): bigint | null;
  begin(isNested: boolean, transactionLimits?: unknown): Promise<void>;
  /** convex-test's own tracker, replaced by the engine's at each top-level begin. */
  _metricsTracker: unknown;
  getMetricsTracker(): TransactionTracker | null;
};
export type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  syscall: Syscall;
  asyncSyscall: AsyncSyscall;
  jsSyscall: unknown;
};
type Als<T> = { run<R>(store: T, fn: () => R): R; getStore(): T | undefined };

/** convex-test's own field, value, filter and range functions (module-private, exported by the loader). */
export type ConvexTestFunctions = {
  evaluateFieldPath(path: string, doc: Doc): unknown;
  evaluateQueryValue(value: JSONValue): unknown;
  evaluateFilter(doc: Doc, filter: unknown): unknown;
  validateIndexRangeExpression(source: QuerySource, fields: string[]): void;
};
export type Internals = ConvexTestFunctions & {
  AuthFake: { prototype: object };
  convexGlobalStorage: Als<ConvexGlobal>;
  executionContextStorage: Als<Record<string, unknown>>;
  requestMetadataStorage: Als<Record<string, unknown>>;
  getConvexGlobal(): ConvexGlobal;
  runScheduledFunction(opts: Record<string, unknown>): Promise<void>;
  runWithGlobalOverrides<R>(overrides: Record<string, unknown>, fn: () => R): R;
  newRequestId(): string;
  validateValidator(validator: unknown, value: unknown): void;
};

/** The calls the source edits add to convex-test (convexTestLoader.ts); core.ts sets them. */
export type EmbeddedHooks = {
  wantRawResult: () => boolean;
  wrapRawResult: (json: string) => unknown;
  /** A query result's JSON text as the runtime would write it, or undefined to let the runtime write it. */
  resultJson: (value: unknown) => string | undefined;
  /** What a query's ctx gets on top of the runtime's (a faster `runQuery`). */
  queryCtx: () => object;
  topArgs: (args: unknown) => unknown;
  /** The JSON text of a `1.0/queryPage` answer. */
  pageJson: (result: PageResult) => string;
  /** A new document's id, or undefined for convex-test's own counter. */
  generateId: (table: string) => string | undefined;
  /** The table of an id (null: not an id), or undefined for convex-test's own reading. */
  tableNameFromId: (id: string) => string | null | undefined;
};

export type ConvexTestModule = {
  convexTest(opts: { schema: unknown; modules: Record<string, () => Promise<unknown>> }): Accessor;
  __embeddedInternals: Internals;
  __embeddedHooks: EmbeddedHooks;
};
