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

  describe("a page of a paginated query", () => {
    const cursor = (n: number) => JSON.stringify([JSON.stringify(n), JSON.stringify(doc(n, null)._id)]);
    const insert = (n: number, room: string | null = null): CommitWrite[] => [{ id: doc(n, room)._id, table: "attendees", before: null, after: doc(n, room) }];
    const scan = (order?: "asc" | "desc") => ({ source: { type: "FullTableScan", tableName: "attendees", order } });
    const keys = ["_creationTime", "_id"];

    it("is hit only by writes between its start and end cursors", () => {
      const reads = new ReadSet();
      reads.page(scan(), keys, cursor(10), cursor(20));
      expect([5, 10, 11, 20, 21, 40].map((n) => reads.intersects(insert(n)))).toEqual([false, true, true, true, false, false]);
      expect(reads.intersects([move(15, "A", "B")])).toBe(true);
      expect(reads.intersects([move(25, "A", "B")])).toBe(false);
    });

    it("the first page starts at the table's start and the last one runs to its end", () => {
      const first = new ReadSet();
      first.page(scan(), keys, null, cursor(20));
      expect([0, 20, 21].map((n) => first.intersects(insert(n)))).toEqual([true, true, false]);
      const last = new ReadSet();
      last.page(scan(), keys, cursor(20), "_end_cursor");
      expect([19, 21, 9999].map((n) => last.intersects(insert(n)))).toEqual([false, true, true]);
    });

    it("in descending order runs from its start cursor down to its end cursor", () => {
      const reads = new ReadSet();
      reads.page(scan("desc"), keys, cursor(20), cursor(10));
      expect([5, 15, 25].map((n) => reads.intersects(insert(n)))).toEqual([false, true, false]);
    });

    it("keeps its index range and falls back to it without key fields", () => {
      const byRoom = { source: { type: "IndexRange", indexName: "attendees.by_room", range: [{ type: "Eq" as const, fieldPath: "room", value: "A" }] } };
      const roomCursor = (n: number) => JSON.stringify([JSON.stringify("A"), JSON.stringify(n), JSON.stringify(doc(n, null)._id)]);
      const reads = new ReadSet();
      reads.page(byRoom, ["room", "_creationTime", "_id"], roomCursor(10), roomCursor(20));
      expect([insert(15, "A"), insert(15, "B"), insert(25, "A")].map((w) => reads.intersects(w))).toEqual([true, false, false]);
      const whole = new ReadSet();
      whole.page(byRoom, undefined, roomCursor(10), roomCursor(20));
      expect([insert(15, "A"), insert(25, "A"), insert(15, "B")].map((w) => whole.intersects(w))).toEqual([true, true, false]);
    });
  });
});
