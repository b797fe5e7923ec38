/**
 * The place that touches convex-test's private internals (with convexTestLoader.ts, which loads
 * it, and convexTestDatabase.ts, its database half).
 *
 * convex-test keeps its database, transaction manager and scheduler private. To drive it as a
 * long-lived engine we load a copy of its (pinned) dist file with one extra export statement
 * that exposes module-level bindings, then hook a few instance methods of the per-test state:
 *  - TransactionManager#commit: report every top-level commit with before/after documents;
 *  - the syscall tables: let the caller observe reads and replace a few syscalls;
 *  - DatabaseFake#storeFile/#getFile: keep blobs on disk instead of in memory;
 *  - DatabaseFake fields: restore documents, id counter, creation time and commit timestamp;
 *  - DatabaseFake query evaluation: table scans and index ranges come from sorted indexes
 *    (indexes.ts, indexedQueries.ts) built with convex-test's own field and range functions.
 * Anything else in the embedded backend goes through convex-test's public API.
 */
import { httpActionGeneric } from "convex/server";
import { docSize, installIndexedQueries, rangeKey, readsSystemTable, snapshotReads, type PageResult, type PaginateArgs, type QueryEvaluator } from "./convexTestDatabase.js";
import { pageReadOf } from "./indexedQueries.js";
import { currentTracking } from "./readSet.js";
import { ConvexTransactionLimits, LimitError, type TransactionLimits } from "./limits.js";
import { internalsChanged, loadConvexTest, type ConvexGlobal } from "./convexTestLoader.js";
import type { SerializedQuery } from "./indexedQueries.js";
import { indexFields } from "./indexes.js";
import { DocumentIds } from "./documentIds.js";
import { pageJson } from "./syscalls.js";

export { PINNED_CONVEX_TEST_VERSION, RawQueryResult } from "./convexTestLoader.js";

export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
export type Identity = Record<string, unknown> & { subject: string; issuer: string; tokenIdentifier: string };
export type FunctionPath = { componentPath: string; udfPath: string };
export type Syscall = (op: string, jsonArgs: string) => string;
export type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;

export type CommitWrite = { id: string; table: string; before: Doc | null; after: Doc | null };
export type { PageResult, PaginateArgs, QueryEvaluator } from "./convexTestDatabase.js";

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

type HttpHandler = (ctx: unknown, request: Request) => Promise<Response>;
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

let identityReadHook: () => void = () => undefined;
const watchedAuth = new WeakSet<object>();

/**
 * Calls `onRead` whenever a function reads its identity or token from convex-test's `ctx.auth`.
 * The prototype is patched once per loaded convex-test; the latest core's hook is called.
 */
function watchIdentityReads(proto: object, onRead: () => void): void {
  identityReadHook = onRead;
  if (watchedAuth.has(proto)) return;
  const auth = proto as { getUserIdentity?: (...args: unknown[]) => unknown };
  const getUserIdentity = auth.getUserIdentity;
  const token = Object.getOwnPropertyDescriptor(proto, "token");
  if (typeof getUserIdentity !== "function" || typeof token?.get !== "function") throw internalsChanged("AuthFake has a different shape");
  const readToken = token.get;
  auth.getUserIdentity = function (this: unknown, ...args: unknown[]) {
    identityReadHook();
    return getUserIdentity.apply(this, args);
  };
  Object.defineProperty(proto, "token", {
    ...token,
    get(this: unknown) {
      identityReadHook();
      return readToken.call(this) as unknown;
    },
  });
  watchedAuth.add(proto);
}

/** The live engine's ids (one engine core is live per process; see the Convex global below). */
let liveIds: DocumentIds = new DocumentIds([]);

export function tableOfId(id: string): string | null {
  return liveIds.tableOf(id);
}

/** Creates a convex-test instance and wires the hooks into its private state. */
export async function createEngineCore(
  schema: unknown,
  modules: Record<string, () => Promise<unknown>>,
  hooks: CoreHooks,
  ids: DocumentIds,
  /** Convex's limits unless a test lowers some (limits.ts). */
  limits: Partial<TransactionLimits> = {},
): Promise<EngineCore> {
  const mod = await loadConvexTest();
  const I = mod.__embeddedInternals;
  liveIds = ids;
  mod.__embeddedHooks.generateId = (table) => ids.generate(table);
  mod.__embeddedHooks.tableNameFromId = (id) => ids.tableOf(id);
  const t = mod.convexTest({ schema, modules });
  mod.__embeddedHooks.wantRawResult = () => hooks.wantRawQueryResult();
  mod.__embeddedHooks.pageJson = pageJson;
  let global: ConvexGlobal | undefined;
  await t.query(async () => {
    global = I.getConvexGlobal();
    return null;
  });
  const g = global;
  if (!g || !g.components[""]?.db || !g.transactionManager || typeof g.asyncSyscall !== "function") {
    throw internalsChanged("per-instance state has a different shape");
  }
  const db = g.components[""].db;
  const tm = g.transactionManager;
  for (const field of ["_documents", "_nextDocId", "_lastCreationTime", "_writes", "_queryResults", "_nextQueryId"] as const) {
    if (!(field in db)) throw internalsChanged(`DatabaseFake.${field} missing`);
  }
  if (typeof tm._lastCommitTs !== "bigint") throw internalsChanged("TransactionManager._lastCommitTs missing");
  if (typeof tm.getMetricsTracker !== "function") throw internalsChanged("TransactionManager.getMetricsTracker missing");
  if (typeof tm.begin !== "function" || !("_metricsTracker" in tm)) throw internalsChanged("TransactionManager.begin or _metricsTracker missing");
  // Every top-level transaction counts against Convex's limits (limits.ts), nested calls
  // included; convex-test's own tracker (off unless asked, other texts) is replaced.
  const begin = tm.begin.bind(tm);
  tm.begin = async (isNested, transactionLimits) => {
    await begin(isNested, transactionLimits);
    if (!isNested) {
      const tracker = new ConvexTransactionLimits(limits);
      tracker.startTransaction();
      tm._metricsTracker = tracker;
      const track = currentTracking();
      if (track) track.usage = () => tracker.usage();
    }
  };

  const { tableIds, idsOf, indexes, queries, referenceQueries } = installIndexedQueries(db, I, internalsChanged);
  const reads = snapshotReads(db, tm, queries);

  const coreDb: CoreDb = {
    get: (id) => db._documents[id] ?? null,
    insert: (table, value) => db.insert(table, value),
    patch: (id, value) => db.patch(tableOfId(id) ?? "", id, value),
    nextQueryResult: (queryId) => {
      const results = db._queryResults[queryId];
      if (results === undefined) return undefined;
      if (results.length === 0) {
        delete db._queryResults[queryId];
        reads.chargeStream(queryId, null);
        return { doc: null, done: true };
      }
      const doc = results.shift()!;
      reads.chargeStream(queryId, doc);
      return { doc, done: false };
    },
    getJson: reads.getJson,
    page: (args) => {
      const execution = I.executionContextStorage.getStore() as { paginatedQueries?: number } | undefined;
      if (execution) {
        execution.paginatedQueries = (execution.paginatedQueries ?? 0) + 1;
        if (execution.paginatedQueries > 1) throw new Error(ONE_PAGINATE_PER_EXECUTION);
      }
      const tracker = tm.getMetricsTracker();
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
      delete db._queryResults[queryId];
      reads.dropStream(queryId);
    },
    limits: () => tm.getMetricsTracker(),
    startQuery: reads.startQuery,
    snapshot: reads.snapshot,
    atSnapshot: reads.atSnapshot,
    nextQueryId: () => db._nextQueryId,
    documents: () => db._documents,
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

  const commit = tm.commit.bind(tm);
  tm.commit = (isNested: boolean) => {
    if (isNested) return commit(isNested);
    const layer = db._writes[db._writes.length - 1] ?? {};
    const ids = Object.keys(layer);
    const before = ids.map((id) => db._documents[id] ?? null);
    const ts = commit(isNested) as bigint;
    for (const id of ids) {
      if (db._documents[id]) idsOf(tableOfId(id) ?? "").add(id);
      else tableIds.get(tableOfId(id) ?? "")?.delete(id);
    }
    if (ids.length > 0) {
      const writes = ids.map((id, i) => ({
        id,
        table: tableOfId(id) ?? "",
        before: before[i],
        after: db._documents[id] ?? null,
      }));
      indexes.apply(writes);
      reads.newSnapshot();
      hooks.onCommit(ts, writes);
    }
    return ts;
  };
  const syscall = g.syscall;
  const asyncSyscall = g.asyncSyscall;
  g.syscall = (op, jsonArgs) => hooks.syscall(op, jsonArgs, syscall, coreDb);
  g.asyncSyscall = (op, jsonArgs) => hooks.asyncSyscall(op, jsonArgs, asyncSyscall, coreDb) as Promise<string>;
  // convex-test's `Convex` global looks the instance up in an AsyncLocalStorage on every
  // syscall; with a single live instance, point it at this one directly.
  const convexTestGlobal = (globalThis as { Convex?: unknown }).Convex;
  if (typeof convexTestGlobal !== "object" || convexTestGlobal === null) throw internalsChanged("the Convex global is missing");
  Object.defineProperty(globalThis, "Convex", {
    value: { syscall: g.syscall, asyncSyscall: g.asyncSyscall, jsSyscall: g.jsSyscall },
    writable: true,
    configurable: true,
  });
  watchIdentityReads(I.AuthFake.prototype, () => hooks.onIdentityRead());
  db.storeFile = (id, blob) => hooks.storeFile(id, blob);
  db.getFile = (id) => (db._documents[id] ? hooks.getFile(id) : null);

  const accessors = new Map<string, Accessor>();
  return {
    accessor(identity) {
      if (identity === null) return t;
      const key = JSON.stringify(identity);
      let a = accessors.get(key);
      if (!a) {
        if (accessors.size > 1000) accessors.clear();
        a = t.withIdentity(identity);
        accessors.set(key, a);
      }
      return a;
    },
    db: coreDb,
    lastCommitTs: () => tm._lastCommitTs,
    restore(docs, lastCommitTs) {
      let maxCreation = db._lastCreationTime;
      const all: Record<string, Doc> = {};
      for (const doc of docs) {
        all[doc._id] = doc;
        if (doc._creationTime > maxCreation) maxCreation = doc._creationTime;
      }
      db._documents = all;
      tableIds.clear();
      for (const id of Object.keys(all)) idsOf(tableOfId(id) ?? "").add(id);
      indexes.reset();
      reads.newSnapshot();
      db._lastCreationTime = maxCreation;
      if (lastCommitTs > tm._lastCommitTs) tm._lastCommitTs = lastCommitTs;
    },
    runScheduledJob(jobId, udfPath, args) {
      return I.convexGlobalStorage.run(g, () =>
        I.runScheduledFunction({
          db,
          jobId,
          componentPath: "",
          functionPath: { componentPath: "", udfPath },
          args,
          name: udfPath,
        }),
      );
    },
    runHttpAction(func, request, accessor, identity) {
      const f = func as { _handler?: HttpHandler };
      const handler = (f._handler ?? func) as HttpHandler;
      const action = httpActionGeneric((ctx, req) => {
        const fullCtx = {
          ...ctx,
          runQuery: accessor.query,
          runMutation: accessor.mutation,
          runAction: accessor.action,
          auth: { getUserIdentity: async () => identity },
        };
        return I.runWithGlobalOverrides({}, () => handler(fullCtx, req));
      }) as unknown as { invokeHttpAction(r: Request): Promise<Response> };
      const httpCtx = { componentPath: "", udfPath: "http", udfType: "http", depth: 0, paginatedQueries: 0 };
      const metadata = { ip: null, userAgent: request.headers.get("user-agent"), requestId: I.newRequestId(), scheduledFunctionId: null, authToken: null };
      return I.convexGlobalStorage.run(g, () =>
        I.executionContextStorage.run(httpCtx, () =>
          I.requestMetadataStorage.run(metadata, () =>
            action.invokeHttpAction(request),
          ),
        ),
      );
    },
    validate: (validatorJson, value) => I.validateValidator(validatorJson, value),
  };
}
