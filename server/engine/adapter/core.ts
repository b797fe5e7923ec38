/**
 * A convex-test instance driven as a long-lived engine: the one place that reaches into its
 * private per-instance state (with convexTestLoader.ts, which loads it, database.ts and
 * queryOverrides.ts, its database, and identityReads.ts, its auth).
 *
 * convex-test keeps its database, transaction manager and scheduler private. The loader exposes
 * its module-level bindings; here a few instance methods of the per-test state are hooked:
 *  - TransactionManager#begin: each top-level transaction gets the engine's tracker;
 *  - TransactionManager#commit: every top-level commit reported with before/after documents;
 *  - the syscall tables: the engine observes reads and replaces a few syscalls;
 *  - DatabaseFake#storeFile/#getFile: blobs kept by the engine (on disk) instead of in memory;
 *  - DatabaseFake fields: documents, creation time and commit timestamp restored.
 * The database itself is reached through database.ts.
 * Anything else goes through convex-test's public API.
 */
import { httpActionGeneric } from "convex/server";
import { patchConvexServer, nestedQueryCtx, type NestedQueryCalls } from "./convexServerPatch.js";
import type { ConvexGlobal } from "./convexTestShapes.js";
import { loadConvexTest } from "./convexTestLoader.js";
import { watchIdentityReads } from "./identityReads.js";
import { databaseView, type ConvexTestDb } from "./database.js";
import type { Accessor, AsyncSyscall, CommitWrite, Doc, Identity, PageResult, Syscall, TransactionTracker } from "./types.js";
import { internalsChanged } from "./versions.js";

/** A query result as the JSON text (convexToJson form) the function runtime produced. */
export class RawQueryResult {
  constructor(readonly json: string) {}
}

/** What the engine brings to a convex-test instance. */
export type AdapterHooks<T extends TransactionTracker> = {
  /** A new document's id, and the table of an id (null: not an id). */
  ids: { generate(table: string): string; tableOf(id: string): string | null };
  /** The tracker of a top-level transaction starting now (replaces convex-test's own). */
  newTransaction(): T;
  /** A top-level commit that wrote something, with each document before and after. */
  onCommit(ts: bigint, writes: CommitWrite[]): void;
  syscall(op: string, jsonArgs: string, next: Syscall): string;
  /** May answer synchronously (a string) on fast paths; `await` accepts both. */
  asyncSyscall(op: string, jsonArgs: string, next: AsyncSyscall): string | Promise<string>;
  storeFile(id: string, blob: Blob): void;
  getFile(id: string): Blob | null;
  /** Whether the top-level query starting now may resolve to a RawQueryResult. */
  wantRawQueryResult(): boolean;
  /** A function looks at its caller's identity (`ctx.auth`). */
  onIdentityRead(): void;
  /** A query result's JSON text, or undefined to let the runtime write it. */
  resultJson(value: unknown): string | undefined;
  /** A top-level query's arguments as its handler gets them. */
  topArgs(args: unknown): unknown;
  /** The JSON text of a `1.0/queryPage` answer. */
  pageJson(result: PageResult): string;
  /** The engine's side of a query's nested `ctx.runQuery` calls. */
  nestedQueries: NestedQueryCalls;
};

export type ConvexTestCore<T extends TransactionTracker> = {
  accessor(identity: Identity | null): Accessor;
  db: ConvexTestDb;
  /** The running transaction's tracker, or null outside a transaction. */
  tracker(): T | null;
  lastCommitTs(): bigint;
  /** Replaces every document (creation time and commit timestamp move forward to fit); the new record. */
  restore(docs: Iterable<Doc>, lastCommitTs: bigint): Record<string, Doc>;
  runScheduledJob(jobId: string, udfPath: string, args: unknown): Promise<void>;
  /** Runs a registered HTTP action (from the app's router) with `request`. */
  runHttpAction(func: unknown, request: Request, accessor: Accessor, identity: Identity | null): Promise<Response>;
  validate(validatorJson: unknown, value: unknown): void;
};

type HttpHandler = (ctx: unknown, request: Request) => Promise<Response>;

/**
 * Patches the `convex` runtime (once), loads convex-test, creates an instance and wires the
 * hooks into its private state. Throws `internalsChanged` / `runtimeChanged` when a package
 * does not look as pinned.
 */
export async function createConvexTestCore<T extends TransactionTracker>(
  schema: unknown,
  modules: Record<string, () => Promise<unknown>>,
  hooks: AdapterHooks<T>,
): Promise<ConvexTestCore<T>> {
  await patchConvexServer(hooks.nestedQueries);
  const mod = await loadConvexTest();
  const I = mod.__embeddedInternals;
  const embedded = mod.__embeddedHooks;
  embedded.wrapRawResult = (json) => new RawQueryResult(json);
  embedded.resultJson = hooks.resultJson;
  embedded.queryCtx = nestedQueryCtx;
  embedded.topArgs = hooks.topArgs;
  embedded.generateId = (table) => hooks.ids.generate(table);
  embedded.tableNameFromId = (id) => hooks.ids.tableOf(id);
  const t = mod.convexTest({ schema, modules });
  embedded.wantRawResult = () => hooks.wantRawQueryResult();
  embedded.pageJson = hooks.pageJson;
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
  for (const field of ["_documents", "_nextDocId", "_lastCreationTime", "_writes", "_queryResults", "_nextQueryId", "_schema"] as const) {
    if (!(field in db)) throw internalsChanged(`DatabaseFake.${field} missing`);
  }
  if (typeof db._iterateDocs !== "function") throw internalsChanged("DatabaseFake._iterateDocs missing");
  if (typeof tm._lastCommitTs !== "bigint") throw internalsChanged("TransactionManager._lastCommitTs missing");
  if (typeof tm.getMetricsTracker !== "function") throw internalsChanged("TransactionManager.getMetricsTracker missing");
  if (typeof tm.begin !== "function" || !("_metricsTracker" in tm)) throw internalsChanged("TransactionManager.begin or _metricsTracker missing");
  // Every top-level transaction gets the engine's tracker, nested calls included; convex-test's
  // own tracker (off unless asked, other texts) is replaced.
  const begin = tm.begin.bind(tm);
  tm.begin = async (isNested, transactionLimits) => {
    await begin(isNested, transactionLimits);
    if (!isNested) tm._metricsTracker = hooks.newTransaction();
  };
  const tracker = () => tm.getMetricsTracker() as T | null;

  const coreDb = databaseView(db, I);

  const commit = tm.commit.bind(tm);
  tm.commit = (isNested: boolean) => {
    if (isNested) return commit(isNested);
    const layer = db._writes[db._writes.length - 1] ?? {};
    const ids = Object.keys(layer);
    const before = ids.map((id) => db._documents[id] ?? null);
    const ts = commit(isNested) as bigint;
    if (ids.length > 0) {
      const writes = ids.map((id, i) => ({
        id,
        table: hooks.ids.tableOf(id) ?? "",
        before: before[i],
        after: db._documents[id] ?? null,
      }));
      hooks.onCommit(ts, writes);
    }
    return ts;
  };
  const syscall = g.syscall;
  const asyncSyscall = g.asyncSyscall;
  g.syscall = (op, jsonArgs) => hooks.syscall(op, jsonArgs, syscall);
  g.asyncSyscall = (op, jsonArgs) => hooks.asyncSyscall(op, jsonArgs, asyncSyscall) as Promise<string>;
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
    tracker,
    lastCommitTs: () => tm._lastCommitTs,
    restore(docs, lastCommitTs) {
      let maxCreation = db._lastCreationTime;
      const all: Record<string, Doc> = {};
      for (const doc of docs) {
        all[doc._id] = doc;
        if (doc._creationTime > maxCreation) maxCreation = doc._creationTime;
      }
      db._documents = all;
      db._lastCreationTime = maxCreation;
      if (lastCommitTs > tm._lastCommitTs) tm._lastCommitTs = lastCommitTs;
      return all;
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
