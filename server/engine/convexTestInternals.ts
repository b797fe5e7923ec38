/**
 * The one place that touches convex-test's private internals.
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
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { httpActionGeneric } from "convex/server";
import { convexToJson, getDocumentSize, type JSONValue, type Value } from "convex/values";
import { installIndexedQueries, type DatabaseFake, type QueryEvaluator } from "./convexTestDatabase.js";
import { plainJsonText } from "./json.js";
import type { QuerySource } from "./indexedQueries.js";

export const PINNED_CONVEX_TEST_VERSION = "0.0.60";
const PINNED_SHA256 = "3ea4664390ca4e58116b08dc62b3433a0e8d5efdd0deff823a0a9e32ec3ab6b9";

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
type MetricsTracker = { trackIndexRange(): void; trackRead(bytes: number): void };
type TransactionManager = { _lastCommitTs: bigint; commit(isNested: boolean): bigint | null; getMetricsTracker(): MetricsTracker | null };
type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  syscall: Syscall;
  asyncSyscall: AsyncSyscall;
  jsSyscall: unknown;
};
type Als<T> = { run<R>(store: T, fn: () => R): R; getStore(): T | undefined };
type Internals = {
  convexGlobalStorage: Als<ConvexGlobal>;
  executionContextStorage: Als<Record<string, unknown>>;
  requestMetadataStorage: Als<Record<string, unknown>>;
  getConvexGlobal(): ConvexGlobal;
  runScheduledFunction(opts: Record<string, unknown>): Promise<void>;
  runWithGlobalOverrides<R>(overrides: Record<string, unknown>, fn: () => R): R;
  newRequestId(): string;
  validateValidator(validator: unknown, value: unknown): void;
  evaluateFieldPath(path: string, doc: Doc): unknown;
  evaluateQueryValue(value: JSONValue): unknown;
  evaluateFilter(doc: Doc, filter: unknown): unknown;
  validateIndexRangeExpression(source: QuerySource, fields: string[]): void;
};
type ConvexTestModule = {
  convexTest(opts: { schema: unknown; modules: Record<string, () => Promise<unknown>> }): Accessor;
  __embeddedInternals: Internals;
  __embeddedHooks: {
    wantRawResult: () => boolean;
    wrapRawResult: (json: string) => unknown;
    plainJsonText: (value: unknown) => string | undefined;
  };
};

const EXPORTED = [
  "convexGlobalStorage",
  "executionContextStorage",
  "requestMetadataStorage",
  "getConvexGlobal",
  "runScheduledFunction",
  "runWithGlobalOverrides",
  "newRequestId",
  "validateValidator",
  "evaluateFieldPath",
  "evaluateQueryValue",
  "evaluateFilter",
  "validateIndexRangeExpression",
];

/**
 * Source edits (each must match exactly once): a top-level query the engine runs for a client
 * resolves to its result's JSON text, instead of being encoded by the function runtime
 * (convexToJson), decoded by convex-test (jsonToConvex) and encoded again by the engine. Plain
 * JSON results are written once (json.ts); others keep the runtime's text. Only when the
 * function declares no `returns` validator (that one needs the decoded value) and the text
 * holds no commit timestamp placeholder (convex-test refuses those in query results).
 */
const SOURCE_PATCHES: Array<[string, string]> = [
  [
    `    const runQueryWithHandler = async (handler, args, functionPath, isNested, transactionLimits) => {
        const q = queryGeneric({
            handler: (ctx, a) => {
                const testCtx = { ...ctx, auth: authStorage.getStore() ?? auth };
                return runWithGlobalOverrides(transactionGlobalOverrides(), () => handler(testCtx, a));
            },
        });`,
    `    const runQueryWithHandler = async (handler, args, functionPath, isNested, transactionLimits, rawResultOk = false) => {
        let plainJson = undefined;
        const q = queryGeneric({
            handler: (ctx, a) => {
                const testCtx = { ...ctx, auth: authStorage.getStore() ?? auth };
                const out = runWithGlobalOverrides(transactionGlobalOverrides(), () => handler(testCtx, a));
                if (!rawResultOk) return out;
                return Promise.resolve(out).then((value) => {
                    plainJson = __embeddedHooks.plainJsonText(value);
                    return plainJson === undefined ? value : null;
                });
            },
        });`,
  ],
  [
    `            const rawResult = await nestedTxStorage.run(childLock, invokeInContext);
            const result = jsonToConvex(JSON.parse(rawResult));
            if (!isNested && hasPendingValues(result)) {`,
    `            const rawResult = await nestedTxStorage.run(childLock, invokeInContext);
            if (plainJson !== undefined) return __embeddedHooks.wrapRawResult(plainJson);
            if (rawResultOk && !rawResult.includes('"$commitTs"')) return __embeddedHooks.wrapRawResult(rawResult);
            const result = jsonToConvex(JSON.parse(rawResult));
            if (!isNested && hasPendingValues(result)) {`,
  ],
  [
    "const result = await runQueryWithHandler(resolved.handler, args, resolved.functionPath, isNested, transactionLimits);",
    "const result = await runQueryWithHandler(resolved.handler, args, resolved.functionPath, isNested, transactionLimits, !isNested && resolved.returns === null && __embeddedHooks.wantRawResult());",
  ],
];

/** convexToJson text of stored documents (immutable objects), as convex-test's `1.0/get` writes it. */
const convexJsonOfDoc = new WeakMap<object, string>();

/** A query result as the JSON text (convexToJson form) the function runtime produced. */
export class RawQueryResult {
  constructor(readonly json: string) {}
}

let loaded: Promise<ConvexTestModule> | null = null;

function internalsChanged(detail: string): Error {
  return new Error(
    `The embedded backend cannot run: convex-test internals changed (${detail}). ` +
      `It is built against convex-test ${PINNED_CONVEX_TEST_VERSION} exactly; ` +
      `reinstall that version (npm ci) or update server/engine/convexTestInternals.ts.`,
  );
}

/** Loads convex-test with its private bindings exported, after checking the pinned version. */
export function loadConvexTest(): Promise<ConvexTestModule> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgPath = require.resolve("convex-test/package.json");
    const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string };
    if (pkg.version !== PINNED_CONVEX_TEST_VERSION) throw internalsChanged(`found version ${pkg.version}`);
    const distDir = join(dirname(pkgPath), "dist");
    const source = readFileSync(join(distDir, "index.js"), "utf8");
    const sha = createHash("sha256").update(source).digest("hex");
    if (sha !== PINNED_SHA256) throw internalsChanged(`dist/index.js checksum ${sha.slice(0, 12)}`);
    // Bare imports (convex/server, convex/values) resolve from the project's node_modules,
    // so the copy lives in node_modules/.cache and shares the app's `convex` instance.
    const nodeModules = dirname(dirname(pkgPath));
    const cacheDir = join(nodeModules, ".cache", "retreat-embedded");
    const editsSha = createHash("sha256").update(JSON.stringify([EXPORTED, SOURCE_PATCHES])).digest("hex");
    const file = join(cacheDir, `convex-test-${PINNED_CONVEX_TEST_VERSION}-${sha.slice(0, 12)}-${editsSha.slice(0, 8)}.mjs`);
    if (!existsSync(file)) {
      const metrics = pathToFileURL(join(distDir, "transactionMetrics.js")).href;
      let patched = source.replace(`from "./transactionMetrics.js"`, `from ${JSON.stringify(metrics)}`);
      for (const [from, to] of SOURCE_PATCHES) {
        if (patched.split(from).length !== 2) throw internalsChanged(`source edit does not apply: ${from.trim().slice(0, 60)}`);
        patched = patched.replace(from, () => to);
      }
      patched +=
        `\nexport const __embeddedInternals = { ${EXPORTED.join(", ")} };\n` +
        `export const __embeddedHooks = { wantRawResult: () => false, wrapRawResult: (json) => json, plainJsonText: () => undefined };\n`;
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, patched);
      renameSync(tmp, file);
    }
    const mod = (await import(pathToFileURL(file).href)) as ConvexTestModule;
    for (const name of EXPORTED) {
      if ((mod.__embeddedInternals as Record<string, unknown>)[name] === undefined) throw internalsChanged(`${name} missing`);
    }
    mod.__embeddedHooks.wrapRawResult = (json) => new RawQueryResult(json);
    mod.__embeddedHooks.plainJsonText = plainJsonText;
    return mod;
  })();
  return loaded;
}

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
  /** Frees a query stream (convex-test keeps them forever otherwise). */
  dropQuery(queryId: number): void;
  /** Id the next `1.0/queryStream` will get. */
  nextQueryId(): number;
  /** Patches inside the current transaction (only call from within a transaction). */
  patch(id: string, value: Record<string, unknown>): void;
  documents(): Record<string, Doc>;
  /** Queries as the engine evaluates them (sorted indexes). */
  queries: QueryEvaluator;
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

export function tableOfId(id: string): string | null {
  const m = /^[0-9]+/.exec(id);
  return m && m[0].length < id.length ? id.slice(m[0].length) : null;
}

/** Creates a convex-test instance and wires the hooks into its private state. */
export async function createEngineCore(
  schema: unknown,
  modules: Record<string, () => Promise<unknown>>,
  hooks: CoreHooks,
): Promise<EngineCore> {
  const mod = await loadConvexTest();
  const I = mod.__embeddedInternals;
  const t = mod.convexTest({ schema, modules });
  mod.__embeddedHooks.wantRawResult = () => hooks.wantRawQueryResult();
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

  const { tableIds, idsOf, indexes, queries, referenceQueries } = installIndexedQueries(db, I, internalsChanged);

  const coreDb: CoreDb = {
    get: (id) => db._documents[id] ?? null,
    insert: (table, value) => db.insert(table, value),
    patch: (id, value) => db.patch(tableOfId(id) ?? "", id, value),
    nextQueryResult: (queryId) => {
      const results = db._queryResults[queryId];
      if (results === undefined) return undefined;
      if (results.length === 0) {
        delete db._queryResults[queryId];
        return { doc: null, done: true };
      }
      return { doc: results.shift()!, done: false };
    },
    getJson: (table, id) => {
      const tracker = tm.getMetricsTracker();
      tracker?.trackIndexRange();
      const doc = db.get(table, id);
      if (doc === null) return "null";
      tracker?.trackRead(getDocumentSize(doc as unknown as Record<string, Value>));
      let json = convexJsonOfDoc.get(doc);
      if (json === undefined) convexJsonOfDoc.set(doc, (json = JSON.stringify(convexToJson(doc as unknown as Value))));
      return json;
    },
    dropQuery: (queryId) => {
      delete db._queryResults[queryId];
    },
    nextQueryId: () => db._nextQueryId,
    documents: () => db._documents,
    queries,
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
      let maxCounter = db._nextDocId - 1;
      let maxCreation = db._lastCreationTime;
      const all: Record<string, Doc> = {};
      for (const doc of docs) {
        all[doc._id] = doc;
        const counter = Number(/^[0-9]+/.exec(doc._id)?.[0] ?? "0");
        if (counter > maxCounter) maxCounter = counter;
        if (doc._creationTime > maxCreation) maxCreation = doc._creationTime;
      }
      db._documents = all;
      tableIds.clear();
      for (const id of Object.keys(all)) idsOf(tableOfId(id) ?? "").add(id);
      indexes.reset();
      db._nextDocId = maxCounter + 1;
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
