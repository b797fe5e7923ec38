import { appendFileSync, mkdtempSync, readdirSync, rmSync, truncateSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Doc } from "../engine/types.js";
import { Store } from "./store";
import { readRecords } from "./wal";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), "retreat-store-"));
  dirs.push(d);
  return d;
};
const doc = (n: number, extra: Record<string, unknown> = {}): Doc => ({ _id: `${10000 + n}items`, _creationTime: 1000 + n + 0.001, n, ...extra });
const walFiles = (dir: string) => readdirSync(dir).filter((f) => f.startsWith("wal-"));

describe("store", () => {
  it("replays committed writes after a crash and ignores a torn last record", async () => {
    const dir = tmp();
    const s = await Store.open(dir);
    s.append(1n, [{ id: doc(1)._id, after: doc(1) }]);
    s.append(2n, [{ id: doc(2)._id, after: doc(2, { big: 2n ** 60n, bytes: new Uint8Array([1, 2, 3]).buffer }) }]);
    s.append(3n, [{ id: doc(1)._id, after: null }]);
    await s.whenDurable();
    // Simulate a crash in the middle of the next append: a partial record at the end.
    const wal = join(dir, walFiles(dir)[0]);
    appendFileSync(wal, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5]));
    expect(readRecords(wal)).toMatchObject({ torn: true });
    expect(readRecords(wal).records).toHaveLength(3);

    const again = await Store.open(dir);
    expect([...again.initialDocs.keys()]).toEqual([doc(2)._id]);
    const d2 = again.initialDocs.get(doc(2)._id)!;
    expect(d2.big).toBe(2n ** 60n);
    expect(new Uint8Array(d2.bytes as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(again.initialTs).toBe(3n);
    expect(again.recovered.tornTail).toBe(true);
  });

  it("treats a corrupt record as the end of the log", async () => {
    const dir = tmp();
    const s = await Store.open(dir);
    s.append(1n, [{ id: doc(1)._id, after: doc(1) }]);
    s.append(2n, [{ id: doc(2)._id, after: doc(2) }]);
    await s.whenDurable();
    const wal = join(dir, walFiles(dir)[0]);
    truncateSync(wal, statSync(wal).size - 1);
    const again = await Store.open(dir);
    expect([...again.initialDocs.keys()]).toEqual([doc(1)._id]);
  });

  it("compacts into a snapshot, drops covered logs and replays idempotently", async () => {
    const dir = tmp();
    const s = await Store.open(dir);
    const live: Record<string, Doc> = {};
    const commit = (ts: bigint, d: Doc | null, id: string) => {
      if (d) live[id] = d;
      else delete live[id];
      s.append(ts, [{ id, after: d }]);
    };
    s.setStateSource(() => ({ docs: { ...live }, ts: 10n }));
    for (let i = 0; i < 5; i++) commit(BigInt(i + 1), doc(i), doc(i)._id);
    s.append(6n, [{ id: doc(9)._id, after: doc(9) }], "session-a/1");
    live[doc(9)._id] = doc(9);
    await s.compact();
    s.append(13n, [{ id: doc(8)._id, after: doc(8) }], "session-a/2");
    live[doc(8)._id] = doc(8);
    commit(11n, doc(1, { changed: true }), doc(1)._id);
    commit(12n, null, doc(2)._id);
    await s.whenDurable();
    expect(walFiles(dir)).toHaveLength(1);
    const again = await Store.open(dir);
    expect(again.recovered.snapshotDocs).toBe(6);
    expect(Object.fromEntries(again.initialDocs)).toEqual(live);
    expect(again.initialTs).toBe(13n);
    // Client mutations' request keys survive compaction and replay (re-send de-duplication).
    expect(again.hasCommittedRequest("session-a/1")).toBe(true);
    expect(again.hasCommittedRequest("session-a/2")).toBe(true);
    expect(again.hasCommittedRequest("session-a/3")).toBe(false);
  });

  it("writes a snapshot of any size a slice at a time, and hands its documents over once", async () => {
    const dir = tmp();
    const s = await Store.open(dir);
    const live: Record<string, Doc> = {};
    for (let i = 0; i < 1_201; i++) live[doc(i)._id] = doc(i, { text: `é ${i} "quoted"` });
    s.setStateSource(() => {
      // A commit landing while the snapshot is written changes the live map, not what is written.
      queueMicrotask(() => {
        live[doc(5000)._id] = doc(5000);
        s.append(6n, [{ id: doc(5000)._id, after: doc(5000) }]);
      });
      return { docs: live, ts: 5n };
    });
    await s.compact();
    await s.whenDurable();
    const again = await Store.open(dir);
    expect(again.recovered.snapshotDocs).toBe(1_201);
    expect(Object.fromEntries(again.initialDocs)).toEqual(live);
    const taken = again.takeInitialDocs();
    expect(taken.size).toBe(1_202);
    expect(again.initialDocs.size).toBe(0);
  });
});
