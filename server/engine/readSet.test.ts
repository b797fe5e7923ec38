/** Read sets: which commits invalidate a query, with one range memo shared across queries. */
import { describe, expect, it } from "vitest";
import type { CommitWrite, Doc } from "./adapter/index.js";
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

  it("counts the reads of nested executions as its own, and flattens them with or without one of them", () => {
    const outer = roomReads("A");
    const nested = roomReads("B");
    outer.nest(nested);
    expect(outer.intersects([move(1, "B", "C")])).toBe(true);
    expect(outer.intersects([move(1, "C", "D")])).toBe(false);
    expect(outer.flatten().ranges.map((r) => r.key)).toEqual([...roomReads("A").ranges, ...roomReads("B").ranges].map((r) => r.key));
    const fixed = outer.flatten(nested);
    expect(fixed.intersects([move(1, "B", "C")])).toBe(false);
    expect(fixed.intersects([move(1, "A", "C")])).toBe(true);
    // One shared run's reads, reused by another caller, count for it too.
    const other = new ReadSet();
    other.nest(nested);
    expect(other.intersects([move(2, null, "B")])).toBe(true);
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

    it("is hit only by writes after its start cursor and up to its end cursor", () => {
      const reads = new ReadSet();
      reads.pageRead(scan()).narrow(keys, cursor(10), cursor(20));
      expect([5, 10, 11, 20, 21, 40].map((n) => reads.intersects(insert(n)))).toEqual([false, false, true, true, false, false]);
      expect(reads.intersects([move(15, "A", "B")])).toBe(true);
      expect(reads.intersects([move(25, "A", "B")])).toBe(false);
    });

    it("the first page starts at the table's start and the last one runs to its end", () => {
      const first = new ReadSet();
      first.pageRead(scan()).narrow(keys, null, cursor(20));
      expect([0, 20, 21].map((n) => first.intersects(insert(n)))).toEqual([true, true, false]);
      const last = new ReadSet();
      last.pageRead(scan()).narrow(keys, cursor(20), "_end_cursor");
      expect([19, 21, 9999].map((n) => last.intersects(insert(n)))).toEqual([false, true, true]);
    });

    it("in descending order runs from its start cursor down to its end cursor", () => {
      const reads = new ReadSet();
      reads.pageRead(scan("desc")).narrow(keys, cursor(20), cursor(10));
      expect([5, 15, 25].map((n) => reads.intersects(insert(n)))).toEqual([false, true, false]);
    });

    it("keeps its index range and falls back to it without key fields", () => {
      const byRoom = { source: { type: "IndexRange", indexName: "attendees.by_room", range: [{ type: "Eq" as const, fieldPath: "room", value: "A" }] } };
      const roomCursor = (n: number) => JSON.stringify([JSON.stringify("A"), JSON.stringify(n), JSON.stringify(doc(n, null)._id)]);
      const reads = new ReadSet();
      reads.pageRead(byRoom).narrow(["room", "_creationTime", "_id"], roomCursor(10), roomCursor(20));
      expect([insert(15, "A"), insert(15, "B"), insert(25, "A")].map((w) => reads.intersects(w))).toEqual([true, false, false]);
      const whole = new ReadSet();
      whole.pageRead(byRoom).narrow(null, roomCursor(10), roomCursor(20));
      expect([insert(15, "A"), insert(25, "A"), insert(15, "B")].map((w) => whole.intersects(w))).toEqual([true, true, false]);
    });
  });
});

describe("ReadSet pages", () => {
  const FIELDS = ["room", "_creationTime", "_id"];
  const cursorOf = (d: Doc) => JSON.stringify(FIELDS.map((f) => (d[f] === undefined ? null : JSON.stringify(d[f]))));
  const insert = (n: number, room: string | null): CommitWrite[] => [{ id: doc(n, room)._id, table: "attendees", before: null, after: doc(n, room) }];
  const byRoom = (order: "asc" | "desc") => ({
    source: { type: "IndexRange", indexName: "attendees.by_room", range: [{ type: "Eq" as const, fieldPath: "room", value: null }], order },
  });

  it("keeps only the page between its start cursor (excluded) and its end cursor (included), ascending", () => {
    const reads = new ReadSet();
    reads.pageRead(byRoom("asc")).narrow(FIELDS, cursorOf(doc(10, null)), cursorOf(doc(20, null)));
    expect([5, 10, 11, 20, 21].map((n) => reads.intersects(insert(n, null)))).toEqual([false, false, true, true, false]);
    // Outside the query's range, never.
    expect(reads.intersects(insert(15, "A"))).toBe(false);
  });

  it("descending, the page runs down from its cursor to its end; the first page is open at its start, the last at its end", () => {
    const middle = new ReadSet();
    middle.pageRead(byRoom("desc")).narrow(FIELDS, cursorOf(doc(20, null)), cursorOf(doc(10, null)));
    expect([5, 10, 11, 20, 21].map((n) => middle.intersects(insert(n, null)))).toEqual([false, true, true, false, false]);
    const first = new ReadSet();
    first.pageRead(byRoom("desc")).narrow(FIELDS, null, cursorOf(doc(10, null)));
    expect([5, 10, 1000].map((n) => first.intersects(insert(n, null)))).toEqual([false, true, true]);
    const last = new ReadSet();
    last.pageRead(byRoom("asc")).narrow(FIELDS, cursorOf(doc(10, null)), "_end_cursor");
    expect([5, 11, 1000].map((n) => last.intersects(insert(n, null)))).toEqual([false, true, true]);
  });

  it("stays the whole range until narrowed, and when a cursor cannot be read", () => {
    const pending = new ReadSet();
    pending.pageRead(byRoom("asc"));
    expect(pending.intersects(insert(5, null))).toBe(true);
    const unreadable = new ReadSet();
    unreadable.pageRead(byRoom("asc")).narrow(FIELDS, "not a cursor", null);
    expect(unreadable.intersects(insert(5, null))).toBe(true);
  });

  it("a table scan's page: its window of the creation order; a table already read whole stays whole", () => {
    const scan = { source: { type: "FullTableScan", tableName: "attendees", order: "desc" as const } };
    const creation = ["_creationTime", "_id"];
    const key = (d: Doc) => JSON.stringify(creation.map((f) => JSON.stringify(d[f])));
    const page = new ReadSet();
    page.pageRead(scan).narrow(creation, key(doc(20, null)), key(doc(10, null)));
    expect(page.tables.size).toBe(0);
    expect([5, 15, 25].map((n) => page.intersects(insert(n, null)))).toEqual([false, true, false]);
    const whole = new ReadSet();
    whole.table("attendees");
    whole.pageRead(scan).narrow(creation, key(doc(20, null)), key(doc(10, null)));
    expect(whole.intersects(insert(25, null))).toBe(true);
  });
});
