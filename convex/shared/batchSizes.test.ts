import { describe, expect, test } from "vitest";
import { batchesOf, seatingBatches } from "./batchSizes";

describe("batchesOf", () => {
  test("cuts in order into slices of at most the size", () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 3)).toEqual([]);
  });
});

describe("seatingBatches", () => {
  type Change = { attendeeId: string; fromTableId: string | null; tableId: string | null };

  /** Applies batches in order to table counts, as the server checks them: each batch's final counts must fit. */
  function apply(start: Map<string, number>, capacity: number, batches: Change[][]) {
    const counts = new Map(start);
    const where = new Map<string, string | null>();
    for (const batch of batches) {
      for (const c of batch) {
        const now = where.has(c.attendeeId) ? where.get(c.attendeeId)! : c.fromTableId;
        expect(now).toBe(c.fromTableId); // each man is where the batch expects him
        if (c.fromTableId !== null) counts.set(c.fromTableId, counts.get(c.fromTableId)! - 1);
        if (c.tableId !== null) counts.set(c.tableId, (counts.get(c.tableId) ?? 0) + 1);
        where.set(c.attendeeId, c.tableId);
      }
      for (const n of counts.values()) expect(n).toBeLessThanOrEqual(capacity);
    }
    return { counts, where };
  }

  test("a plan of one batch goes as it is", () => {
    const plan: Change[] = [{ attendeeId: "a", fromTableId: "t1", tableId: "t2" }];
    expect(seatingBatches(plan, 10)).toEqual([plan]);
    expect(seatingBatches([], 10)).toEqual([]);
  });

  test("a larger plan of full tables swapping all their men fits at every step and ends where the plan says", () => {
    // Three full tables of four; every man moves one table on.
    const tables = ["t0", "t1", "t2"];
    const plan: Change[] = Array.from({ length: 12 }, (_, i) => ({
      attendeeId: `m${i}`,
      fromTableId: tables[i % 3],
      tableId: tables[(i + 1) % 3],
    }));
    const batches = seatingBatches(plan, 5);
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(5);
    const { counts, where } = apply(new Map(tables.map((t) => [t, 4])), 4, batches);
    expect([...counts.values()]).toEqual([4, 4, 4]);
    for (const c of plan) expect(where.get(c.attendeeId)).toBe(c.tableId);
  });

  test("men taken off a table and men without one are kept", () => {
    const plan: Change[] = [
      { attendeeId: "off", fromTableId: "t0", tableId: null },
      { attendeeId: "new", fromTableId: null, tableId: "t0" },
      { attendeeId: "stay", fromTableId: "t1", tableId: "t1" },
    ];
    const batches = seatingBatches(plan, 1).flat();
    expect(batches).toEqual([
      { attendeeId: "off", fromTableId: "t0", tableId: null },
      { attendeeId: "new", fromTableId: null, tableId: "t0" },
    ]);
  });
});
