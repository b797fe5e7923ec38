/** The read index finds exactly the readers whose read sets a commit touches. */
import { describe, expect, it } from "vitest";
import type { CommitWrite, Doc } from "../engine/types.js";
import { ReadSet } from "../engine/readSet.js";
import { ReadIndex } from "./readIndex.js";

const ROOMS = ["A", "B", "C", null];
const doc = (n: number, room: string | null): Doc => ({ _id: `${10000 + n}attendees`, _creationTime: n, room });

function randomReads(r: () => number): ReadSet {
  const reads = new ReadSet();
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)];
  for (let i = 0; i < 1 + Math.floor(r() * 3); i++) {
    const kind = Math.floor(r() * 4);
    if (kind === 0) reads.table(pick(["attendees", "rooms"]));
    else if (kind === 1) reads.doc(doc(Math.floor(r() * 5), null)._id);
    else if (kind === 2) reads.range("attendees", [{ type: "Eq", fieldPath: "room", value: pick(ROOMS) }]);
    else reads.range("attendees", [{ type: "Gte", fieldPath: "room", value: pick(["A", "B"]) }]);
  }
  return reads;
}

describe("ReadIndex", () => {
  it("matches checking every reader's read set, as readers re-run and go away", () => {
    let seed = 5;
    const r = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const index = new ReadIndex<number>();
    const current = new Map<number, ReadSet>();
    for (let step = 0; step < 400; step++) {
      const reader = Math.floor(r() * 30);
      if (r() < 0.15) {
        index.set(reader, null);
        current.delete(reader);
      } else {
        const reads = randomReads(r);
        index.set(reader, reads);
        current.set(reader, reads);
      }
      const n = Math.floor(r() * 5);
      const writes: CommitWrite[] = [
        { id: doc(n, null)._id, table: "attendees", before: r() < 0.8 ? doc(n, ROOMS[Math.floor(r() * 4)]) : null, after: doc(n, ROOMS[Math.floor(r() * 4)]) },
      ];
      const expected = [...current].filter(([, reads]) => reads.intersects(writes)).map(([k]) => k);
      expect([...index.touchedBy(writes)].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });
});
