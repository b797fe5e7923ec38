/**
 * Loads convex-test (pinned version, checksum-checked) as a copy with a few exact source edits
 * and one extra export statement exposing module-level bindings the engine needs.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { JSONValue } from "convex/values";
import type { DatabaseFake } from "./convexTestDatabase.js";
import type { ConvexTransactionLimits } from "./limits.js";
import type { Accessor, AsyncSyscall, Doc, Syscall } from "./convexTestInternals.js";
import type { QuerySource } from "./indexedQueries.js";
import { nestedQueryCtx } from "./convexServerPatch.js";
import { queryResultText, watchPageId } from "./passThrough.js";

export const PINNED_CONVEX_TEST_VERSION = "0.0.60";
const PINNED_SHA256 = "3ea4664390ca4e58116b08dc62b3433a0e8d5efdd0deff823a0a9e32ec3ab6b9";

export type TransactionManager = {
  _lastCommitTs: bigint;
  commit(isNested: boolean): bigint | null;
  begin(isNested: boolean, transactionLimits?: unknown): Promise<void>;
  /** convex-test's own tracker, replaced by the engine's (limits.ts) at each top-level begin. */
  _metricsTracker: unknown;
  getMetricsTracker(): ConvexTransactionLimits | null;
};
export type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  syscall: Syscall;
  asyncSyscall: AsyncSyscall;
  jsSyscall: unknown;
};
type Als<T> = { run<R>(store: T, fn: () => R): R; getStore(): T | undefined };
export type Internals = {
  AuthFake: { prototype: object };
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
export type ConvexTestModule = {
  convexTest(opts: { schema: unknown; modules: Record<string, () => Promise<unknown>> }): Accessor;
  __embeddedInternals: Internals;
  __embeddedHooks: {
    wantRawResult: () => boolean;
    wrapRawResult: (json: string) => unknown;
    /** A query result's JSON text as the runtime would write it, or undefined to let the runtime write it. */
    resultJson: (value: unknown) => string | undefined;
    /** What a query's ctx gets on top of the runtime's (a faster `runQuery`). */
    queryCtx: () => object;
    topArgs: (args: unknown) => unknown;
    /** The JSON text of a `1.0/queryPage` answer (its documents' text is cached per stored document). */
    pageJson: (result: { page: object[]; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null }) => string;
    /** A new document's id, or undefined for convex-test's own counter. */
    generateId: (table: string) => string | undefined;
    /** The table of an id (null: not an id), or undefined for convex-test's own reading. */
    tableNameFromId: (id: string) => string | null | undefined;
  };
};

const EXPORTED = [
  "AuthFake",
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
 * resolves to the JSON text the function runtime produced (convexToJson: object keys sorted,
 * as Convex sends them), instead of convex-test decoding it (jsonToConvex) for the engine to
 * encode it again. Only when the function declares no `returns` validator (that one needs the
 * decoded value) and the text holds no commit timestamp placeholder (convex-test refuses those
 * in query results). A page of a paginated query is answered as JSON text built from each stored
 * document's cached text (syscalls.ts), instead of encoding every document of the page again on
 * every run (the same page runs once per subscribed session). A query's result is written as
 * JSON text by json.ts (the same text as convexToJson's, without its copy of the value) when it
 * is plain data; the runtime writes anything else, with its own checks and errors. A query's
 * `ctx.runQuery` is the one from convexServerPatch.ts; a query returning its answer untouched
 * has that answer's text as its own (passThrough.ts).
 */
const SOURCE_PATCHES: Array<[string, string]> = [
  // Document ids are random, in Convex's encoding (documentIds.ts), instead of a counter.
  [
    `    _generateId(table) {
        const counterPadLen`,
    `    _generateId(table) {
        const embeddedId = __embeddedHooks.generateId(table);
        if (embeddedId !== undefined) return embeddedId;
        const counterPadLen`,
  ],
  [
    `function tableNameFromId(id) {
    const match`,
    `function tableNameFromId(id) {
    const embeddedTable = __embeddedHooks.tableNameFromId(id);
    if (embeddedTable !== undefined) return embeddedTable;
    const match`,
  ],
  // Request metadata takes the token from its field: reading it through the getter counts as
  // the function looking at its identity (convexTestInternals.ts, watchIdentityReads).
  [
    `            authToken: auth.token,
        });`,
    `            authToken: auth._token,
        });`,
  ],
  [
    `                return JSON.stringify(convexToJson({
                    page,
                    isDone,
                    continueCursor,
                    splitCursor,
                    pageStatus,
                }));`,
    `                return __embeddedHooks.pageJson({ page, isDone, continueCursor, splitCursor, pageStatus });`,
  ],
  [
    `    const runQueryWithHandler = async (handler, args, functionPath, isNested, transactionLimits) => {
        const q = queryGeneric({
            handler: (ctx, a) => {
                const testCtx = { ...ctx, auth: authStorage.getStore() ?? auth };
                return runWithGlobalOverrides(transactionGlobalOverrides(), () => handler(testCtx, a));
            },
        });`,
    `    const runQueryWithHandler = async (handler, args, functionPath, isNested, transactionLimits, rawResultOk = false) => {
        let resultText;
        const q = queryGeneric({
            handler: async (ctx, a) => {
                const testCtx = { ...ctx, auth: authStorage.getStore() ?? auth, ...__embeddedHooks.queryCtx() };
                const result = await runWithGlobalOverrides(transactionGlobalOverrides(), () => handler(testCtx, isNested ? a : __embeddedHooks.topArgs(a)));
                resultText = __embeddedHooks.resultJson(result);
                return resultText === undefined ? result : null;
            },
        });`,
  ],
  [
    `            const rawResult = await nestedTxStorage.run(childLock, invokeInContext);
            const result = jsonToConvex(JSON.parse(rawResult));
            if (!isNested && hasPendingValues(result)) {`,
    `            const invoked = await nestedTxStorage.run(childLock, invokeInContext);
            const rawResult = resultText ?? invoked;
            if (rawResultOk && !rawResult.includes('"$commitTs"')) return __embeddedHooks.wrapRawResult(rawResult);
            const result = jsonToConvex(JSON.parse(rawResult));
            if (!isNested && hasPendingValues(result)) {`,
  ],
  [
    "const result = await runQueryWithHandler(resolved.handler, args, resolved.functionPath, isNested, transactionLimits);",
    "const result = await runQueryWithHandler(resolved.handler, args, resolved.functionPath, isNested, transactionLimits, !isNested && resolved.returns === null && __embeddedHooks.wantRawResult());",
  ],
];

/** A query result as the JSON text (convexToJson form) the function runtime produced. */
export class RawQueryResult {
  constructor(readonly json: string) {}
}

let loaded: Promise<ConvexTestModule> | null = null;

export function internalsChanged(detail: string): Error {
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
        `export const __embeddedHooks = { wantRawResult: () => false, wrapRawResult: (json) => json, resultJson: () => undefined, queryCtx: () => ({}), topArgs: (a) => a, pageJson: (result) => JSON.stringify(convexToJson(result)), generateId: () => undefined, tableNameFromId: () => undefined };\n`;
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
    mod.__embeddedHooks.resultJson = queryResultText;
    mod.__embeddedHooks.queryCtx = nestedQueryCtx;
    mod.__embeddedHooks.topArgs = watchPageId;
    return mod;
  })();
  return loaded;
}

