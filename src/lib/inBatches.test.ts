import { describe, expect, test } from "vitest";
import { inBatches, partialNote } from "./inBatches";

describe("inBatches", () => {
  test("runs every batch in order and reports progress", async () => {
    const seen: number[][] = [];
    const progress: number[] = [];
    const run = await inBatches([[1, 2], [3]], async (b) => (seen.push([...b]), b.length), (applied) => progress.push(applied));
    expect(seen).toEqual([[1, 2], [3]]);
    expect(progress).toEqual([0, 2, 3]);
    expect(run).toEqual({ applied: 3, total: 3, results: [2, 1], error: null });
  });

  test("stops at the first refusal and says how much went through before it", async () => {
    const refusal = new Error("Room 1 is full");
    let calls = 0;
    const run = await inBatches([[1, 2], [3, 4], [5]], async (b) => {
      calls += 1;
      if (b[0] === 3) throw refusal;
      return b.length;
    });
    expect(calls).toBe(2);
    expect(run).toMatchObject({ applied: 2, total: 5, error: refusal });
    expect(partialNote(run)).toBe(" 2 of 5 were applied before that; the rest were not.");
    expect(partialNote({ applied: 0, total: 5 })).toBe("");
  });
});
