/**
 * Test kit for the sorted indexes: an engine core over a small schema with indexes on fields
 * that take values of every Convex type, random values and random queries (valid `withIndex`
 * ranges, orders, filters and limits) in the serialized form the runtime sends.
 */
import { defaultTableNumbers, DocumentIds } from "./documentIds.js";
import { defineSchema, defineTable, mutationGeneric } from "convex/server";
import { convexToJson, v, type JSONValue, type Value } from "convex/values";
import type { SerializedQuery } from "./adapter/index.js";
import { createEngineCore, type EngineCore } from "./engineCore.js";
import { makeSyscallHooks } from "./syscalls.js";
import { StorageUrlSigner } from "./storageUrls.js";

export const schema = defineSchema({
  items: defineTable({
    a: v.optional(v.any()),
    b: v.optional(v.any()),
    nested: v.optional(v.any()),
    tag: v.string(),
  })
    .index("by_a", ["a"])
    .index("by_a_b", ["a", "b"])
    .index("by_nested_x", ["nested.x"])
    .index("by_tag", ["tag"]),
  // A table whose name ends with the other's: its writes must never show up in `items` reads.
  bigitems: defineTable({ a: v.optional(v.any()), tag: v.string() }).index("by_a", ["a"]),
});

export const INDEX_FIELDS: Record<string, string[]> = {
  by_creation_time: ["_creationTime", "_id"],
  by_id: ["_id"],
  by_a: ["a", "_creationTime", "_id"],
  by_a_b: ["a", "b", "_creationTime", "_id"],
  by_nested_x: ["nested.x", "_creationTime", "_id"],
  by_tag: ["tag", "_creationTime", "_id"],
};

/** Work a nested mutation (`items:nested`) runs, set by the test before calling it. */
export const nested: { work: (ctx: unknown) => Promise<void> } = { work: async () => undefined };

/** An engine core with the engine's syscall hooks and collect() patch, without a store. */
export async function createTestCore(): Promise<EngineCore> {
  const modules: Record<string, () => Promise<unknown>> = {
    "/kit/_generated/api.js": async () => ({}),
    "/kit/items.js": async () => ({
      nested: mutationGeneric({ args: {}, handler: async (ctx) => await nested.work(ctx) }),
    }),
  };
  return await createEngineCore(schema, modules, {
    onCommit: () => undefined,
    ...makeSyscallHooks({
      baseUrl: () => "http://127.0.0.1",
      uploadTokens: new Map(),
      storageUrls: new StorageUrlSigner(Buffer.alloc(32)),
    }),
    storeFile: () => undefined,
    getFile: () => null,
    wantRawQueryResult: () => false,
    onIdentityRead: () => undefined,
  }, new DocumentIds(defaultTableNumbers(Object.keys(schema.tables))));
}

export type Random = () => number;

/** A seeded generator (mulberry32), so a failure can be replayed. */
export function random(seed: number): Random {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Random, n: number) => Math.floor(r() * n);
export const pick = <T>(r: Random, items: readonly T[]): T => items[int(r, items.length)];

const bytes = (...b: number[]) => new Uint8Array(b).buffer;
/** Values of every type, with near neighbours, in no particular order. */
export const VALUES: ReadonlyArray<() => unknown> = [
  () => undefined, () => null, () => -3n, () => 0n, () => 7n, () => -0, () => 0, () => 1, () => 2.5, () => -7,
  () => NaN, () => Infinity, () => -Infinity, () => false, () => true, () => "", () => "a", () => "ab", () => "b",
  () => "Z", () => "é", () => "\u{1F600}", () => "\uE000", () => bytes(), () => bytes(1), () => bytes(1, 2),
  () => [], () => [1], () => ["a", null], () => [0n], () => ({}), () => ({ x: 1 }), () => ({ x: "a" }), () => ({ y: null }),
];
export const randomValue = (r: Random): unknown => pick(r, VALUES)();

/** A document body for `items`: any field may be missing; `nested` may not be an object. */
export function randomItem(r: Random): Record<string, unknown> {
  const doc: Record<string, unknown> = { tag: `t${int(r, 4)}` };
  for (const field of ["a", "b"]) {
    const value = randomValue(r);
    if (value !== undefined) doc[field] = value;
  }
  const shape = int(r, 3);
  if (shape === 1) doc.nested = { x: randomValue(r) ?? null };
  else if (shape === 2) doc.nested = randomValue(r) ?? "plain";
  return doc;
}

const toJson = (value: unknown): JSONValue => (value === undefined ? { $undefined: null } : convexToJson(value as Value));

/** The value of a (dotted) field, for building ranges around stored values. */
function fieldOf(doc: Record<string, unknown>, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split(".")) cur = cur !== null && typeof cur === "object" && !Array.isArray(cur) ? (cur as Record<string, unknown>)[part] : undefined;
  return cur;
}

/** A random valid query on `items`: table scan or index range, order, filter and limit. */
export function randomQuery(r: Random, docs: ReadonlyArray<Record<string, unknown>>): SerializedQuery {
  const order = pick(r, [null, "asc", "desc"] as const);
  const operators: SerializedQuery["operators"] = [];
  if (r() < 0.3) operators.push({ filter: { $eq: [{ $field: "tag" }, { $literal: `t${int(r, 4)}` }] } });
  if (r() < 0.15) operators.push({ filter: { $gt: [{ $field: "a" }, { $literal: 1 }] } });
  if (r() < 0.4) operators.push({ limit: int(r, 6) });
  if (r() < 0.15) return { source: { type: "FullTableScan", tableName: "items", order }, operators };

  const indexName = pick(r, Object.keys(INDEX_FIELDS));
  const fields = INDEX_FIELDS[indexName];
  const near = () => (docs.length > 0 && r() < 0.7 ? pick(r, docs) : null);
  const valueFor = (path: string) => {
    const doc = near();
    return doc ? fieldOf(doc, path) : randomValue(r);
  };
  const range: Array<{ type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue }> = [];
  const eqCount = int(r, Math.min(fields.length, 3) + 1);
  const anchor = near();
  for (let i = 0; i < eqCount; i++) {
    const value = anchor ? fieldOf(anchor, fields[i]) : valueFor(fields[i]);
    range.push({ type: "Eq", fieldPath: fields[i], value: toJson(value) });
  }
  if (eqCount < fields.length) {
    const path = fields[eqCount];
    const lower = r() < 0.5 ? { type: pick(r, ["Gt", "Gte"] as const), fieldPath: path, value: toJson(valueFor(path)) } : null;
    const upper = r() < 0.5 ? { type: pick(r, ["Lt", "Lte"] as const), fieldPath: path, value: toJson(valueFor(path)) } : null;
    const bounds = [lower, upper].filter((b) => b !== null);
    if (r() < 0.5) bounds.reverse();
    range.push(...bounds);
  }
  return { source: { type: "IndexRange", indexName: `items.${indexName}`, range, order }, operators };
}
