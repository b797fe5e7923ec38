/**
 * The engine's core: a convex-test instance (through the adapter) with the engine's parts in
 * place: document ids, Convex's per-function limits, queries from sorted indexes, reads shared
 * at one snapshot, and the database as the syscall layer uses it (`CoreDb`).
 */
import { createConvexTestCore, type Accessor, type AsyncSyscall, type CommitWrite, type Doc, type Identity, type PageResult, type PaginateArgs, type QueryEvaluator, type SerializedQuery, type Syscall } from "./adapter/index.js";
import { DocumentIds } from "./documentIds.js";
import { installIndexedQueries } from "./indexedDatabase.js";
import { pageReadOf } from "./indexedQueries.js";
import { indexFields } from "./indexes.js";
import { ConvexTransactionLimits, LimitError, type TransactionLimits } from "./limits.js";
import { pageJson } from "./pageAnswers.js";
import { nestedQueryCalls, queryResultText, watchPageId } from "./passThrough.js";
import { currentTracking } from "./readSet.js";
import { docSize, rangeKey, readsSystemTable, snapshotReads } from "./snapshotReads.js";

export type CoreHooks = {
  onCommit(ts: bigint, writes: CommitWrite[]): void;
  syscall(op: string, jsonArgs: string, next: Syscall, db: CoreDb): string;
  /** May answer synchronously (a string) on fast paths; `await` accepts both. */
  asyncSyscall(op: string, jsonArgs: string, next: AsyncSyscall, db: CoreDb): string | Promise<string>;
  storeFile(id: string, blob: Blob): void;
  getFile(id: string): Blob | null;
  /**
   * Whether the top-level query starting now may resolve to a RawQueryResult (only the
   * engine's own client-facing calls read it; nothing else may see one).
   */
  wantRawQueryResult(): boolean;
  /** A function looks at its caller's identity (`ctx.auth`). */
  onIdentityRead(): void;
};

/** Direct access to the live document store (for restore, scheduling and storage). */
export type CoreDb = {
  get(id: string): Doc | null;
  /** Inserts inside the current transaction (only call from within a syscall). */
  insert(table: string, value: Record<string, unknown>): string;
  /**
   * The next document of a query stream started by `1.0/queryStream` (convex-test evaluates
   * the whole query up front); `undefined` for an unknown stream. Exhausted streams are freed.
   */
  nextQueryResult(queryId: number): { doc: Doc | null; done: boolean } | undefined;
  /**
   * `1.0/get` as convex-test answers it (id checks, read metrics, the document's JSON), with
   * each stored document encoded once: stored documents are never changed in place.
   */
  getJson(table: string | undefined, id: string): string;
  /**
   * `1.0/queryPage` as convex-test answers it (one `paginate()` per function execution, read
   * metrics), with the page's documents as the stored objects.
   */
  page(args: PaginateArgs): PageResult;
  /** Frees a query stream (convex-test keeps them forever otherwise). */
  dropQuery(queryId: number): void;
  /**
   * `1.0/queryStream` as convex-test answers it, with the results of identical reads shared
   * while nothing is committed and the transaction has no writes of its own: the same table
   * scan, index range or search at the same snapshot gives the same documents, whoever runs
   * it. Returns the query id.
   */
  startQuery(jsonArgs: string, query: SerializedQuery): number;
  /** Counts the database's snapshots: it changes with every commit (and restore). */
  snapshot(): number;
  /** Whether reads see the committed snapshot only (the transaction has no writes of its own). */
  atSnapshot(): boolean;
  /** Id the next `1.0/queryStream` will get. */
  nextQueryId(): number;
  /** The running transaction's limits (Convex's; limits.ts), or null outside a transaction. */
  limits(): ConvexTransactionLimits | null;
  /** Patches inside the current transaction (only call from within a transaction). */
  patch(id: string, value: Record<string, unknown>): void;
  documents(): Record<string, Doc>;
  /** Queries as the engine evaluates them (sorted indexes). */
  queries: QueryEvaluator;
  /** The key fields a paginated query's cursors hold (its index's fields, then _creationTime and _id); null for a search. */
  cursorFields(query: SerializedQuery): readonly string[] | null;
  /** convex-test's own evaluation (scan and sort every time): the reference in tests. */
  referenceQueries: QueryEvaluator;
};

export type EngineCore = {
  accessor(identity: Identity | null): Accessor;
  db: CoreDb;
  lastCommitTs(): bigint;
  restore(docs: Iterable<Doc>, lastCommitTs: bigint): void;
  runScheduledJob(jobId: string, udfPath: string, args: unknown): Promise<void>;
  /** Runs a registered HTTP action (from the app's router) with `request`. */
  runHttpAction(func: unknown, request: Request, accessor: Accessor, identity: Identity | null): Promise<Response>;
  validate(validatorJson: unknown, value: unknown): void;
};

/** Convex's text (crates/isolate tests: `multiple_paginated_queries_error`). */
const ONE_PAGINATE_PER_EXECUTION =
  "This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.";

/** The live engine's ids (one engine core is live per process: the adapter points the Convex global at it). */
let liveIds: DocumentIds = new DocumentIds([]);

export function tableOfId(id: string): string | null {
  return liveIds.tableOf(id);
}

/** Creates a convex-test instance with the engine's parts in place. */
export async function createEngineCore(
  schema: unknown,
  modules: Record<string, () => Promise<unknown>>,
  hooks: CoreHooks,
  ids: DocumentIds,
  /** Convex's limits unless a test lowers some (limits.ts). */
  limits: Partial<TransactionLimits> = {},
): Promise<EngineCore> {
  liveIds = ids;
  // `onCommit` and `coreDb` are defined below, before any function runs.
  const core = await createConvexTestCore(schema, modules, {
    ids: { generate: (table) => ids.generate(table), tableOf: (id) => ids.tableOf(id) },
    // Every top-level transaction counts against Convex's limits (limits.ts), nested calls included.
    newTransaction: () => {
      const tracker = new ConvexTransactionLimits(limits);
      tracker.startTransaction();
      const track = currentTracking();
      if (track) track.usage = () => tracker.usage();
      return tracker;
    },
    onCommit: (ts, writes) => onCommit(ts, writes),
    syscall: (op, jsonArgs, next) => hooks.syscall(op, jsonArgs, next, coreDb),
    asyncSyscall: (op, jsonArgs, next) => hooks.asyncSyscall(op, jsonArgs, next, coreDb),
    storeFile: (id, blob) => hooks.storeFile(id, blob),
    getFile: (id) => hooks.getFile(id),
    wantRawQueryResult: () => hooks.wantRawQueryResult(),
    onIdentityRead: () => hooks.onIdentityRead(),
    resultJson: queryResultText,
    topArgs: watchPageId,
    pageJson,
    nestedQueries: nestedQueryCalls,
  });
  const db = core.db;
  const { tableIds, idsOf, indexes, queries, referenceQueries } = installIndexedQueries(db, tableOfId);
  const reads = snapshotReads(db, core.tracker, queries, tableOfId);
  const onCommit = (ts: bigint, writes: CommitWrite[]) => {
    for (const { id, after } of writes) {
      if (after) idsOf(tableOfId(id) ?? "").add(id);
      else tableIds.get(tableOfId(id) ?? "")?.delete(id);
    }
    indexes.apply(writes);
    reads.newSnapshot();
    hooks.onCommit(ts, writes);
  };

  const coreDb: CoreDb = {
    get: (id) => db.documents()[id] ?? null,
    insert: (table, value) => db.insert(table, value),
    patch: (id, value) => db.patch(tableOfId(id) ?? "", id, value),
    nextQueryResult: (queryId) => {
      const results = db.stream(queryId);
      if (results === undefined) return undefined;
      if (results.length === 0) {
        db.dropStream(queryId);
        reads.chargeStream(queryId, null);
        return { doc: null, done: true };
      }
      const doc = results.shift()!;
      reads.chargeStream(queryId, doc);
      return { doc, done: false };
    },
    getJson: reads.getJson,
    page: (args) => {
      if (db.countPaginatedQuery() > 1) throw new Error(ONE_PAGINATE_PER_EXECUTION);
      const tracker = core.tracker();
      // A page's range: from its cursor on (one paginate per function execution).
      tracker?.trackIndexRange(`${rangeKey(args.query)}|page|${args.cursor ?? ""}`);
      if (!tracker || readsSystemTable(args.query)) return db.paginate(args);
      // Every document the page reads counts, matching its filters or not; a page that would go
      // over the limits ends early (read_page_from_query: a limit error ends the page).
      let over: Error | null = null;
      const admit = Object.assign(
        (doc: Doc) => {
          try {
            tracker.trackRead(docSize(doc));
            return true;
          } catch (e) {
            if (!(e instanceof LimitError)) throw e;
            over = e;
            return false;
          }
        },
        { error: () => over ?? new Error("page over the limits") },
      );
      const result = db.paginate({ ...args, admit });
      if (!pageReadOf(result)) for (const doc of result.page) tracker.trackRead(docSize(doc));
      return result;
    },
    dropQuery: (queryId) => {
      db.dropStream(queryId);
      reads.dropStream(queryId);
    },
    limits: core.tracker,
    startQuery: reads.startQuery,
    snapshot: reads.snapshot,
    atSnapshot: reads.atSnapshot,
    nextQueryId: () => db.nextQueryId(),
    documents: () => db.documents(),
    queries,
    cursorFields: (query) => {
      const source = query.source;
      if (source.type === "FullTableScan") return indexFields(indexes.source, source.tableName, "by_creation_time") ?? null;
      if (source.type !== "IndexRange") return null;
      const [table, index] = source.indexName.split(".");
      return indexFields(indexes.source, table, index) ?? null;
    },
    referenceQueries,
  };

  return {
    accessor: core.accessor,
    db: coreDb,
    lastCommitTs: core.lastCommitTs,
    restore(docs, lastCommitTs) {
      const all = core.restore(docs, lastCommitTs);
      tableIds.clear();
      for (const id of Object.keys(all)) idsOf(tableOfId(id) ?? "").add(id);
      indexes.reset();
      reads.newSnapshot();
    },
    runScheduledJob: core.runScheduledJob,
    runHttpAction: core.runHttpAction,
    validate: core.validate,
  };
}
