/** Read sets: which commits invalidate a query, with one range memo shared across queries. */
import { describe, expect, it } from "vitest";
import type { CommitWrite, Doc } from "./convexTestInternals.js";
import { ReadSet, type RangeMemo } from "./readSet.js";

const doc = (n: number, room: string | null): Doc => ({ _id: `${10000 + n}attendees`, _creationTime: n, room, n });
const move = (n: number, from: string | null, to: string | null): CommitWrite => ({
  id: doc(n, null)._id,
  table: "attendees",
  before: doc(n, from),
  after: doc(n, to),
});

function roomReads(room: string | null): ReadSet {
  const reads = new ReadSet();
  reads.query({ source: { type: "IndexRange", indexName: "attendees.by_room", range: [{ type: "Eq", fieldPath: "room", value: room }] } });
  return reads;
}

describe("ReadSet", () => {
  it("is hit by a document moving into or out of its index range, not by other ranges", () => {
    const writes = [move(1, "A", "B")];
    const memo: RangeMemo = new Map();
    expect(roomReads("A").intersects(writes, memo)).toBe(true);
    expect(roomReads("B").intersects(writes, memo)).toBe(true);
    expect(roomReads("C").intersects(writes, memo)).toBe(false);
    expect(roomReads(null).intersects(writes, memo)).toBe(false);
    // The memo answers for equal ranges of other queries, and a fresh check agrees.
    expect(memo.size).toBe(4);
    for (const room of ["A", "B", "C", null]) expect(roomReads(room).intersects(writes, memo)).toBe(roomReads(room).intersects(writes));
  });

  it("checks bounds with the index value order (null below strings, numbers by value)", () => {
    const reads = new ReadSet();
    reads.range("attendees", [
      { type: "Gt", fieldPath: "n", value: 2 },
      { type: "Lte", fieldPath: "n", value: 10 },
    ]);
    const write = (n: number): CommitWrite[] => [{ id: doc(n, null)._id, table: "attendees", before: null, after: doc(n, null) }];
    expect([1, 2, 3, 10, 11].map((n) => reads.intersects(write(n)))).toEqual([false, false, true, true, false]);
    const nullRoom = new ReadSet();
    nullRoom.range("attendees", [{ type: "Lt", fieldPath: "room", value: "A" }]);
    expect(nullRoom.intersects([move(5, null, null)])).toBe(true);
    expect(nullRoom.intersects([move(5, "B", "C")])).toBe(false);
  });

  it("is hit by any write to a table it scanned or a document it read", () => {
    const reads = new ReadSet();
    reads.table("rooms");
    reads.doc("10001users");
    expect(reads.intersects([{ id: "10002rooms", table: "rooms", before: null, after: null }])).toBe(true);
    expect(reads.intersects([{ id: "10001users", table: "users", before: null, after: null }])).toBe(true);
    expect(reads.intersects([{ id: "10003users", table: "users", before: null, after: null }])).toBe(false);
  });
});
