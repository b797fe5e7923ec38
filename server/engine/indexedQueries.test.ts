/**
 * The sorted indexes against convex-test's own evaluation (scan the table, sort, filter) over
 * the same state: random inserts, patches that move documents between keys, replaces and
 * deletes of mixed-type values, checked after commits, inside a mutation (read-your-writes),
 * inside a nested mutation, after a rolled-back nested mutation and after a restore.
 */
import { makeFunctionReference, type GenericMutationCtx, type GenericDataModel } from "convex/server";
import { compareValues, convexToJson, type Value } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import type { Doc, PageResult, PaginateArgs, SerializedQuery } from "./adapter/index.js";
import type { EngineCore } from "./engineCore.js";
import { compareIndexValues } from "./indexKeys.js";
import { createTestCore, int, nested, pick, random, randomItem, randomQuery, randomValue, VALUES, type Random } from "./indexTestKit.js";

type Ctx = GenericMutationCtx<GenericDataModel>;
/** The writer with values of any type (the schema fields are v.any()). */
type Writer = {
  insert(table: string, value: Record<string, unknown>): Promise<string>;
  patch(id: string, value: Record<string, unknown>): Promise<void>;
  replace(id: string, value: Record<string, unknown>): Promise<void>;
  delete(id: string): Promise<void>;
};

let core: EngineCore;
beforeAll(async () => {
  core = await createTestCore();
});

const ids = (docs: readonly Doc[]) => docs.map((d) => d._id);
const outcome = <T>(fn: () => T): { value?: T; error?: string } => {
  try {
    return { value: fn() };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
};

function expectSameDocs(got: readonly Doc[], want: readonly Doc[], what: string): void {
  expect(ids(got), what).toEqual(ids(want));
  // The very objects of the current version, not stale copies.
  expect(got.every((d, i) => d === want[i]), what).toBe(true);
}

function checkQuery(query: SerializedQuery): void {
  const what = JSON.stringify(query);
  const got = outcome(() => core.db.queries.evaluate(query));
  const want = outcome(() => core.db.referenceQueries.evaluate(query));
  expect(got.error, what).toBe(want.error);
  if (want.value) expectSameDocs(got.value!, want.value, what);
}

function samePage(got: PageResult, want: PageResult, what: string): void {
  expectSameDocs(got.page, want.page, what);
  const rest = (p: PageResult) => ({ isDone: p.isDone, continueCursor: p.continueCursor, splitCursor: p.splitCursor, pageStatus: p.pageStatus });
  expect(rest(got), what).toEqual(rest(want));
}

function checkPages(r: Random, query: SerializedQuery): void {
  const base = {
    query,
    pageSize: int(r, 5),
    maximumRowsRead: r() < 0.2 ? 1 + int(r, 3) : null,
    maximumBytesRead: r() < 0.15 ? 1 + int(r, 400) : null,
  };
  const page = (args: PaginateArgs) => {
    const what = `${JSON.stringify(query)} ${JSON.stringify({ ...args, query: undefined })}`;
    const got = outcome(() => core.db.queries.paginate(args));
    const want = outcome(() => core.db.referenceQueries.paginate(args));
    expect(got.error, what).toBe(want.error);
    if (want.value) samePage(got.value!, want.value, what);
    return want.value;
  };
  let cursor: string | null = null;
  const cursors: string[] = [];
  for (let i = 0; i < 40; i++) {
    const p = page({ ...base, cursor, endCursor: null });
    if (!p || p.isDone) break;
    cursor = p.continueCursor;
    cursors.push(cursor);
  }
  // A page pinned to an end cursor (as subscriptions pin them), and past the end.
  if (cursors.length > 0) page({ ...base, cursor: null, endCursor: pick(r, cursors) });
  if (cursors.length > 1) page({ ...base, cursor: cursors[0], endCursor: cursors[cursors.length - 1] });
  page({ ...base, cursor: "_end_cursor", endCursor: null });
  // To the end of the range whatever the page size, and cursors that do not parse.
  page({ ...base, cursor: cursors[0] ?? null, endCursor: "_end_cursor" });
  page({ ...base, cursor: "not a cursor", endCursor: null });
  if (cursors.length > 0) page({ ...base, cursor: null, endCursor: "[1" });
}

function checkMany(r: Random, count: number): void {
  const docs = Object.values(core.db.documents()).filter((d) => d._id.endsWith("items") && !d._id.endsWith("bigitems"));
  for (let i = 0; i < count; i++) {
    const query = randomQuery(r, docs);
    checkQuery(query);
    if (i % 3 === 0) checkPages(r, query);
  }
}

/** Random writes through the function runtime: inserts, patches, replaces, deletes. */
async function randomWrites(r: Random, ctx: Ctx, count: number): Promise<void> {
  const db = ctx.db as unknown as Writer;
  for (let i = 0; i < count; i++) {
    const existing = await ctx.db.query("items").collect();
    const op = existing.length === 0 ? 0 : int(r, 10);
    const target = existing.length > 0 ? (pick(r, existing)._id as string) : null;
    if (op <= 3) await db.insert("items", randomItem(r));
    else if (op <= 6) await db.patch(target!, { a: randomValue(r), ...(r() < 0.5 ? { b: randomValue(r) } : {}) });
    else if (op === 7) await db.replace(target!, randomItem(r));
    else if (op === 8) await db.delete(target!);
    else await db.insert("bigitems", { a: randomValue(r) ?? null, tag: "t0" });
  }
}

const runNested = makeFunctionReference<"mutation">("items:nested");

describe("compareIndexValues", () => {
  it("orders every pair of values exactly as compareValues does", () => {
    const values = VALUES.map((make) => make());
    for (const a of values) {
      for (const b of values) {
        expect(Math.sign(compareIndexValues(a, b)), `${String(a)} vs ${String(b)}`).toBe(Math.sign(compareValues(a as Value, b as Value)));
      }
    }
    const r = random(7);
    const text = () => Array.from({ length: int(r, 4) }, () => pick(r, ["a", "b", "é", "\u{1F600}", "\uE000", "\uFFFF", "Z"])).join("");
    for (let i = 0; i < 2000; i++) {
      const [s, t] = [text(), text()];
      expect(Math.sign(compareIndexValues(s, t)), `${s} vs ${t}`).toBe(Math.sign(compareValues(s, t)));
    }
  });
});

describe("sorted indexes", () => {
  it("answer like a full scan after every commit, with mixed types, orders, filters and pages", async () => {
    for (const seed of [1, 2, 3]) {
      const r = random(seed);
      for (let round = 0; round < 12; round++) {
        await core.accessor(null).mutation(async (ctx: Ctx) => await randomWrites(r, ctx, 8));
        checkMany(r, 15);
      }
    }
  });

  it("include the transaction's own writes, also of a nested mutation and after its rollback", async () => {
    const r = random(11);
    for (let round = 0; round < 10; round++) {
      await core.accessor(null).mutation(async (ctx: Ctx) => {
        await randomWrites(r, ctx, 6);
        checkMany(r, 10);
        nested.work = async (inner) => {
          await randomWrites(r, inner as Ctx, 5);
          checkMany(r, 10);
        };
        await ctx.runMutation(runNested, {});
        checkMany(r, 10);
        nested.work = async (inner) => {
          await randomWrites(r, inner as Ctx, 5);
          checkMany(r, 5);
          throw new Error("roll back");
        };
        await expect(ctx.runMutation(runNested, {})).rejects.toThrow("roll back");
        checkMany(r, 10);
      });
      checkMany(r, 10);
    }
  });

  it("serve withIndex, order, take, first and paginate through the function runtime", async () => {
    const r = random(21);
    await core.accessor(null).mutation(async (ctx: Ctx) => {
      await randomWrites(r, ctx, 20);
      for (let i = 0; i < 20; i++) {
        const value = randomValue(r);
        const query = ctx.db.query("items").withIndex("by_a", (q) => q.eq("a", value as never));
        const bound = value === undefined ? { $undefined: null } : convexToJson(value as Value);
        const reference = core.db.referenceQueries.evaluate({
          source: { type: "IndexRange", indexName: "items.by_a", range: [{ type: "Eq", fieldPath: "a", value: bound }], order: "desc" },
          operators: [],
        });
        const got = await query.order("desc").collect();
        expect(got.map((d) => d._id)).toEqual(ids(reference));
      }
      const all = core.db.referenceQueries.evaluate({ source: { type: "FullTableScan", tableName: "items", order: "desc" }, operators: [] });
      expect((await ctx.db.query("items").order("desc").take(3)).map((d) => d._id)).toEqual(ids(all.slice(0, 3)));
      expect((await ctx.db.query("items").first())?._id).toBe([...all].reverse()[0]?._id);
      const t1 = core.db.referenceQueries.evaluate({ source: { type: "IndexRange", indexName: "items.by_tag", range: [{ type: "Eq", fieldPath: "tag", value: "t1" }], order: null }, operators: [] });
      const t1Page = (c: Ctx, cursor: string | null) => c.db.query("items").withIndex("by_tag", (q) => q.eq("tag", "t1")).paginate({ numItems: 3, cursor });
      const page = await t1Page(ctx, null);
      expect(page.page.map((d) => d._id)).toEqual(ids(t1.slice(0, 3)));
      nested.work = async (inner) => {
        const next = await t1Page(inner as Ctx, page.continueCursor);
        expect(next.page.map((d) => d._id)).toEqual(ids(t1.slice(3, 6)));
      };
      await ctx.runMutation(runNested, {}); // one paginate() per function execution
    });
  });

  it("are rebuilt from the documents after a restore", async () => {
    const r = random(31);
    await core.accessor(null).mutation(async (ctx: Ctx) => await randomWrites(r, ctx, 10));
    checkMany(r, 10); // builds every index
    const docs = Object.values(core.db.documents()).filter(() => int(r, 3) > 0);
    core.restore(docs, core.lastCommitTs());
    checkMany(r, 30);
  });
});

describe("ctx.db.get", () => {
  it("returns the transaction's own version, null once deleted, and convex-test's errors", async () => {
    await core.accessor(null).mutation(async (ctx: Ctx) => {
      const db = ctx.db as unknown as Writer & { get(table: string, id: string): Promise<Record<string, unknown> | null> };
      const id = await db.insert("items", { tag: "t1", a: 1n, b: { z: 1, y: [2] } });
      const stored = core.db.documents()[id] ?? null;
      expect(stored).toBeNull(); // not committed yet
      expect(await db.get("items", id)).toEqual({ _id: id, _creationTime: expect.any(Number), tag: "t1", a: 1n, b: { z: 1, y: [2] } });
      await db.patch(id, { a: "two" });
      expect((await db.get("items", id))?.a).toBe("two");
      await expect(db.get("bigitems", id)).rejects.toThrow(/expected ID in table 'bigitems'/);
      await db.delete(id);
      expect(await db.get("items", id)).toBeNull();
    });
    const id = (await core.accessor(null).mutation(async (ctx: Ctx) => await (ctx.db as unknown as Writer).insert("items", { tag: "t2", a: 3 }))) as string;
    const read = async () => (await core.accessor(null).query(async (ctx: Ctx) => await ctx.db.get(id as never))) as Record<string, unknown>;
    const [first, second] = [await read(), await read()];
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    // Fields in convexToJson's (sorted) order, as convex-test hands documents to functions.
    expect(Object.keys(first)).toEqual(["_creationTime", "_id", "a", "tag"]);
  });
});

describe("reads shared between executions", () => {
  it("hold only at one snapshot and never hide the transaction's own writes", async () => {
    const read = async (ctx: Ctx) => (await ctx.db.query("items").withIndex("by_tag", (q) => q.eq("tag", "shared")).collect()).map((d) => d.a);
    const list = async () => (await core.accessor(null).query(async (ctx: Ctx) => await read(ctx))) as unknown[];
    const write = (fn: (db: Writer, ctx: Ctx) => Promise<unknown>) => core.accessor(null).mutation(async (ctx: Ctx) => await fn(ctx.db as unknown as Writer, ctx));
    expect(await list()).toEqual([]);
    expect(await list()).toEqual([]);
    const first = (await write((db) => db.insert("items", { tag: "shared", a: 1 }))) as string;
    expect(await list()).toEqual([1]);
    await write(async (db, ctx) => {
      expect(await read(ctx)).toEqual([1]);
      await db.insert("items", { tag: "shared", a: 2 });
      expect(await read(ctx)).toEqual([1, 2]);
      await db.patch(first, { a: 3 });
      expect(await read(ctx)).toEqual([3, 2]);
    });
    expect(await list()).toEqual([3, 2]);
    await write((db) => db.delete(first));
    expect(await list()).toEqual([2]);
  });
});
