/**
 * What an index keeps: the table's documents themselves, in key order, and nothing per document
 * besides (keys are read from the documents when compared). A server that stores many documents
 * pays for each one once, not once more per index.
 */
import { describe, expect, it } from "vitest";
import type { Doc } from "./types.js";
import { compareKeyPrefix } from "./indexKeys.js";
import { SortedIndex } from "./indexes.js";

const readField = (path: string, doc: Doc) => path.split(".").reduce<unknown>((v, p) => (v as Record<string, unknown> | undefined)?.[p], doc);
const doc = (n: number, at: number, table: string | null): Doc => ({ _id: `id${String(n).padStart(4, "0")}`, _creationTime: 1000 + n, table, at, nested: { at } });

describe("SortedIndex", () => {
  const docs = Array.from({ length: 300 }, (_, n) => doc(n, (n * 37) % 50, n % 3 === 0 ? null : `t${n % 4}`));

  it("holds the documents themselves in key order, one slot each", () => {
    const index = new SortedIndex(["table", "at", "_creationTime", "_id"], readField);
    index.build(docs);
    expect(index.docs).toHaveLength(docs.length);
    for (const d of index.docs) expect(docs).toContain(d);
    expect(Object.keys(index).sort()).toEqual(["docs", "fields", "readField"]);
    for (let i = 1; i < index.docs.length; i++) expect(compareKeyPrefix(index.keyOf(index.docs[i - 1]), index.keyOf(index.docs[i]))).toBeLessThan(0);
  });

  it("compares a document with a bound as its key would, and keeps order through inserts and removals", () => {
    const index = new SortedIndex(["nested.at", "_creationTime", "_id"], readField);
    index.build(docs.slice(0, 150));
    for (const d of docs.slice(150)) index.insert(d);
    for (const d of docs.filter((_, n) => n % 5 === 0)) index.remove(d);
    const kept = docs.filter((_, n) => n % 5 !== 0);
    const expected = [...kept].sort((a, b) => compareKeyPrefix(index.keyOf(a), index.keyOf(b)));
    expect(index.docs).toEqual(expected);
    for (const bound of [[], [7], [7, 1100], [49, 2000, "zzz"], [-1]]) {
      for (const d of kept) expect(Math.sign(index.compare(d, bound))).toBe(Math.sign(compareKeyPrefix(index.keyOf(d), bound)));
      const first = index.boundary(bound, false);
      expect(index.docs.slice(0, first).every((d) => compareKeyPrefix(index.keyOf(d), bound) < 0)).toBe(true);
      expect(index.docs.slice(first).every((d) => compareKeyPrefix(index.keyOf(d), bound) >= 0)).toBe(true);
    }
  });
});
