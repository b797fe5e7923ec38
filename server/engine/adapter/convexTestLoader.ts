/**
 * Loads convex-test (pinned version, checksum-checked) as a copy with a few exact source edits
 * and one extra export statement exposing module-level bindings the engine needs.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ConvexTestModule } from "./convexTestShapes.js";
import { internalsChanged, PINNED_CONVEX_TEST_VERSION } from "./versions.js";

const PINNED_SHA256 = "3ea4664390ca4e58116b08dc62b3433a0e8d5efdd0deff823a0a9e32ec3ab6b9";

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
 * Source edits (each must match exactly once; `applySourceEdits` throws otherwise): a top-level query the engine runs for a client
 * resolves to the JSON text the function runtime produced (convexToJson: object keys sorted,
 * as Convex sends them), instead of convex-test decoding it (jsonToConvex) for the engine to
 * encode it again. Only when the function declares no `returns` validator (that one needs the
 * decoded value) and the text holds no commit timestamp placeholder (convex-test refuses those
 * in query results). A page of a paginated query is answered as JSON text built from each stored
 * document's cached text (the engine's pageAnswers.ts), instead of encoding every document of the page again on
 * every run (the same page runs once per subscribed session). A query's result is written as
 * JSON text by the engine's json.ts (the same text as convexToJson's, without its copy of the value) when it
 * is plain data; the runtime writes anything else, with its own checks and errors. A query's
 * `ctx.runQuery` is the one from convexServerPatch.ts; a query returning its answer untouched
 * has that answer's text as its own (the engine's passThrough.ts). core.ts sets the hooks.
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
  // the function looking at its identity (identityReads.ts).
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

let loaded: Promise<ConvexTestModule> | null = null;

/** The source with every edit applied; throws when one does not match exactly once. */
export function applySourceEdits(source: string, edits: ReadonlyArray<readonly [string, string]> = SOURCE_PATCHES): string {
  let patched = source;
  for (const [from, to] of edits) {
    if (patched.split(from).length !== 2) throw internalsChanged(`source edit does not apply: ${from.trim().slice(0, 60)}`);
    patched = patched.replace(from, () => to);
  }
  return patched;
}

/** The number of source edits (each one checked by `applySourceEdits`). */
export const SOURCE_EDIT_COUNT = SOURCE_PATCHES.length;

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
      let patched = applySourceEdits(source.replace(`from "./transactionMetrics.js"`, `from ${JSON.stringify(metrics)}`));
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
    return mod;
  })();
  return loaded;
}

