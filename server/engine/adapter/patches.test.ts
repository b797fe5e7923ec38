/**
 * The adapter is built against exact versions of `convex` and `convex-test`: every source edit and
 * runtime patch must apply to the installed packages, and one that does not must stop the
 * backend (an error), never leave it running quietly without it. `npm run check-upgrade` runs
 * this file first.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { afterAll, describe, expect, it } from "vitest";
import { applySourceEdits, loadConvexTest, SOURCE_EDIT_COUNT } from "./convexTestLoader.js";
import { queryRuntimeAt } from "./convexServerPatch.js";
import { createConvexTestCore, type AdapterHooks } from "./core.js";
import type { TransactionTracker } from "./types.js";
import { PINNED_CONVEX_TEST_VERSION, PINNED_CONVEX_VERSION } from "./versions.js";

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};
const installedVersion = (pkg: string) => (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")) as { version: string }).version;

const scratch = mkdtempSync(join(tmpdir(), "adapter-patches-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of convex's package.json claiming another version, in a directory without its dist/. */
function fakeConvexPackage(version: string): string {
  const dir = mkdtempSync(join(scratch, "convex-"));
  const pkg = JSON.parse(readFileSync(require.resolve("convex/package.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(join(dir, "package.json"), JSON.stringify({ ...pkg, version }));
  return join(dir, "package.json");
}

describe("the adapter's pinned packages", () => {
  it("are the ones package.json pins and node_modules holds", () => {
    expect(manifest.dependencies.convex).toBe(PINNED_CONVEX_VERSION);
    expect(manifest.dependencies["convex-test"]).toBe(PINNED_CONVEX_TEST_VERSION);
    expect(installedVersion("convex")).toBe(PINNED_CONVEX_VERSION);
    expect(installedVersion("convex-test")).toBe(PINNED_CONVEX_TEST_VERSION);
  });
});

describe("convex-test's source edits", () => {
  const source = readFileSync(join(dirname(require.resolve("convex-test/package.json")), "dist", "index.js"), "utf8");

  it("each apply exactly once to the installed convex-test", () => {
    expect(SOURCE_EDIT_COUNT).toBeGreaterThan(0);
    const patched = applySourceEdits(source);
    expect(patched).not.toBe(source);
    expect(patched.split("__embeddedHooks.").length - 1).toBeGreaterThanOrEqual(SOURCE_EDIT_COUNT);
  });

  it("stop the backend when one no longer applies", () => {
    const changed = source.replace("    _generateId(table) {", "    _generateId(table, prefix) {");
    expect(() => applySourceEdits(changed)).toThrow(/convex-test internals changed \(source edit does not apply: _generateId/);
  });

  it("stop the backend when one applies twice", () => {
    const doubled = source.replace("function tableNameFromId(id) {\n    const match", (m) => `${m}\n${m}`);
    expect(() => applySourceEdits(doubled)).toThrow(/source edit does not apply: function tableNameFromId/);
  });

  it("load, with every private binding the adapter reads", async () => {
    const mod = await loadConvexTest();
    expect(typeof mod.convexTest).toBe("function");
    expect(typeof mod.__embeddedInternals.runScheduledFunction).toBe("function");
  });
});

describe("the convex runtime's patch", () => {
  it("fits the installed convex", async () => {
    const runtime = await queryRuntimeAt(require.resolve("convex/package.json"));
    expect(typeof runtime.proto.collect).toBe("function");
    expect(typeof runtime.parseArgs).toBe("function");
  });

  it("refuses another convex version, naming it", async () => {
    await expect(queryRuntimeAt(fakeConvexPackage("9.9.9"))).rejects.toThrow(/convex runtime cannot be patched \(convex 9\.9\.9 is not 1\.48\.0\)/);
  });

  it("refuses a runtime whose files moved", async () => {
    await expect(queryRuntimeAt(fakeConvexPackage(PINNED_CONVEX_VERSION))).rejects.toThrow(/convex runtime cannot be patched \(cannot load .*query_impl\.js/);
  });
});

describe("an engine core over the installed packages", () => {
  it("finds every piece of private state it hooks, and runs a function through the hooks", async () => {
    const tracker: TransactionTracker = {
      startTransaction: () => undefined,
      commit: () => undefined,
      rollback: () => undefined,
      trackRead: () => undefined,
      trackWrite: () => undefined,
      trackIndexRange: () => undefined,
      trackScheduledFunction: () => undefined,
      getTransactionMetrics: () => ({}),
    };
    const commits: string[][] = [];
    let ids = 0;
    const hooks: AdapterHooks<TransactionTracker> = {
      ids: { generate: (table) => `${++ids}${table}`, tableOf: (id) => id.replace(/^[0-9]+/, "") || null },
      newTransaction: () => tracker,
      onCommit: (_ts, writes) => commits.push(writes.map((w) => w.table)),
      syscall: (op, json, next) => next(op, json),
      asyncSyscall: (op, json, next) => next(op, json),
      storeFile: () => undefined,
      getFile: () => null,
      wantRawQueryResult: () => false,
      onIdentityRead: () => undefined,
      resultJson: () => undefined,
      topArgs: (args) => args,
      pageJson: (result) => JSON.stringify(result),
      nestedQueries: { begin: () => ({ send: (start) => start(), answer: (text) => JSON.parse(text) as unknown }) },
    };
    const schema = defineSchema({ notes: defineTable({ text: v.string() }) });
    const core = await createConvexTestCore(schema, { "/adapter/_generated/api.js": async () => ({}) }, hooks);
    await core.accessor(null).run(async (ctx) => {
      await (ctx as { db: { insert(table: string, doc: object): Promise<string> } }).db.insert("notes", { text: "a" });
    });
    expect(commits).toEqual([["notes"]]);
    expect(Object.keys(core.db.documents())).toEqual(["1notes"]);
  });
});
