/**
 * The durable document store: a snapshot plus write-ahead logs (one generation per file).
 *  - Every committed transaction is appended to the current log; `whenDurable()` resolves
 *    once it is fsync'ed (group commit), and only then may a client hear of success.
 *  - Records hold whole documents (or deletions), so replaying a log suffix over a snapshot
 *    that already contains it gives the same state: compaction needs no coordination.
 *  - Compaction: switch to a new log file, capture the in-memory state, write it to a temp
 *    file, fsync, rename over snapshot.json, fsync the directory, delete the older logs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Doc } from "../engine/types.js";
import { BlobStore } from "./blobs.js";
import { PRIVATE_DIR } from "./dataDirModes.js";
import { readRecords, WalWriter, writeFileDurably, writeFileDurablyAsync } from "./wal.js";

const COMPACT_BYTES = 32 * 1024 * 1024;
const walName = (gen: number) => `wal-${String(gen).padStart(8, "0")}.log`;

type SnapshotFile = { format: 1; gen: number; ts: string; docs: JSONValue[]; requests?: string[] };
type LogRecord = { t: string; w: Array<[string, JSONValue | null]>; r?: string };
const REQUESTS_KEPT = 20_000;
export type StateSource = () => { docs: Record<string, Doc>; ts: bigint };

export const encodeDoc = (doc: Doc): JSONValue => convexToJson(doc as unknown as Value);
export const decodeDoc = (json: JSONValue): Doc => jsonToConvex(json) as unknown as Doc;

function logFilesIn(dir: string): Array<{ gen: number; file: string }> {
  return readdirSync(dir)
    .map((name) => /^wal-(\d+)\.log$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ gen: Number(m[1]), file: join(dir, m[0]) }))
    .sort((a, b) => a.gen - b.gen);
}

export type StoreState = {
  docs: Map<string, Doc>;
  ts: bigint;
  wasEmpty: boolean;
  requests: string[];
  lastGen: number;
  recovered: { snapshotDocs: number; logRecords: number; tornTail: boolean };
};

/** The committed state of a data directory (snapshot plus logs), read without changing anything. */
export function readStoreState(dir: string): StoreState {
  const state: StoreState = {
    docs: new Map(),
    ts: 0n,
    wasEmpty: true,
    requests: [],
    lastGen: 0,
    recovered: { snapshotDocs: 0, logRecords: 0, tornTail: false },
  };
  const snapFile = join(dir, "snapshot.json");
  let covered = 0;
  if (existsSync(snapFile)) {
    const snap = JSON.parse(readFileSync(snapFile, "utf8")) as SnapshotFile;
    if (snap.format !== 1) throw new Error(`Unknown snapshot format in ${snapFile}`);
    for (const json of snap.docs) {
      const doc = decodeDoc(json);
      state.docs.set(doc._id, doc);
    }
    covered = snap.gen;
    state.ts = BigInt(snap.ts);
    state.wasEmpty = false;
    state.recovered.snapshotDocs = snap.docs.length;
    state.requests.push(...(snap.requests ?? []));
  }
  state.lastGen = covered;
  for (const { gen, file } of logFilesIn(dir)) {
    state.lastGen = Math.max(state.lastGen, gen);
    if (gen <= covered) continue;
    const { records, torn } = readRecords(file);
    if (torn) state.recovered.tornTail = true;
    for (const payload of records) {
      const rec = JSON.parse(payload.toString("utf8")) as LogRecord;
      if (rec.r) state.requests.push(rec.r);
      for (const [id, json] of rec.w) {
        if (json === null) state.docs.delete(id);
        else state.docs.set(id, decodeDoc(json));
      }
      const ts = BigInt(rec.t);
      if (ts > state.ts) state.ts = ts;
      state.wasEmpty = false;
      state.recovered.logRecords += 1;
    }
  }
  return state;
}

/** Writes a data directory's whole state as its snapshot (for a restore into a stopped or new directory). */
export function writeStoreSnapshot(dir: string, docs: Iterable<Doc>, ts: bigint): void {
  const snap: SnapshotFile = { format: 1, gen: 0, ts: ts.toString(), docs: [...docs].map(encodeDoc), requests: [] };
  writeFileDurably(join(dir, "snapshot.json"), JSON.stringify(snap), dir);
}

/** A snapshot file's text in slices of SNAPSHOT_SLICE documents: its head, the documents, its end. */
function* snapshotChunks(head: string, docs: readonly Doc[]): Generator<string> {
  yield head;
  for (let i = 0; i < docs.length; i += SNAPSHOT_SLICE) {
    const slice = docs.slice(i, i + SNAPSHOT_SLICE).map((doc) => JSON.stringify(encodeDoc(doc)));
    yield (i === 0 ? "" : ",") + slice.join(",");
  }
  yield "]}";
}
const SNAPSHOT_SLICE = 500;

export class Store {
  readonly blobs: BlobStore;
  private wal!: WalWriter;
  private gen = 0;
  private source: StateSource | null = null;
  private compacting: Promise<void> | null = null;
  /** The documents read at start, until the engine takes them (`takeInitialDocs`). */
  initialDocs = new Map<string, Doc>();
  initialTs = 0n;
  wasEmpty = true;
  recovered = { snapshotDocs: 0, logRecords: 0, tornTail: false };
  /** Client mutations (session/request keys) whose commit is on disk, most recent last. */
  private requests = new Set<string>();

  private constructor(readonly dir: string) {
    this.blobs = new BlobStore(join(dir, "blobs"));
  }

  static async open(dir: string): Promise<Store> {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
    const store = new Store(dir);
    await store.load();
    return store;
  }

  private async load(): Promise<void> {
    const state = readStoreState(this.dir);
    this.initialDocs = state.docs;
    this.initialTs = state.ts;
    this.wasEmpty = state.wasEmpty;
    this.recovered = state.recovered;
    for (const key of state.requests) this.rememberRequest(key);
    this.gen = state.lastGen + 1;
    this.wal = await WalWriter.create(join(this.dir, walName(this.gen)));
    this.wal.betweenBatches = () => (this.wal.bytes > COMPACT_BYTES ? this.compact() : Promise.resolve());
    this.blobs.removeOrphans((id) => this.initialDocs.has(id));
  }

  /**
   * The documents read at start, handed over once: the store lets go of them, so versions
   * replaced or deleted later are not kept alive for the life of the server.
   */
  takeInitialDocs(): Map<string, Doc> {
    const docs = this.initialDocs;
    this.initialDocs = new Map();
    return docs;
  }

  private logFiles() {
    return logFilesIn(this.dir);
  }

  /** Where compaction reads the current state from (the engine's live documents). */
  setStateSource(source: StateSource): void {
    this.source = source;
  }

  get failed(): Error | null {
    return this.wal.failed;
  }

  /** Appends a commit; `requestKey` marks the client mutation it belongs to. */
  append(ts: bigint, writes: Array<{ id: string; after: Doc | null }>, requestKey: string | null = null): void {
    const rec: LogRecord = { t: ts.toString(), w: writes.map((w) => [w.id, w.after === null ? null : encodeDoc(w.after)]) };
    if (requestKey) {
      rec.r = requestKey;
      this.rememberRequest(requestKey);
    }
    this.wal.append(Buffer.from(JSON.stringify(rec), "utf8"));
  }

  private rememberRequest(key: string): void {
    this.requests.add(key);
    if (this.requests.size > REQUESTS_KEPT) this.requests.delete(this.requests.values().next().value as string);
  }

  /** Whether a client mutation with this key committed (before a restart, too). */
  hasCommittedRequest(key: string): boolean {
    return this.requests.has(key);
  }

  /** Resolves when every commit appended so far, and every blob being saved, is on disk. */
  async whenDurable(): Promise<void> {
    await Promise.all([this.wal.whenDurable(), this.blobs.whenDurable()]);
  }

  /** Writes the whole state to snapshot.json and drops the logs it covers. */
  async compact(): Promise<void> {
    if (!this.source) return;
    if (this.compacting) return this.compacting;
    this.compacting = (async () => {
      const coveredGen = this.gen;
      this.gen += 1;
      await this.wal.switchTo(join(this.dir, walName(this.gen)));
      const { docs, ts } = this.source!();
      // The documents as they are now (stored documents are immutable objects; later commits
      // replace them in the map, not in place), written a slice at a time: the snapshot's text
      // never exists whole in memory, so compaction costs the same small change at any size.
      const current = Object.values(docs);
      const head = `{"format":1,"gen":${coveredGen},"ts":${JSON.stringify(ts.toString())},"requests":${JSON.stringify([...this.requests])},"docs":[`;
      await writeFileDurablyAsync(join(this.dir, "snapshot.json"), snapshotChunks(head, current), this.dir);
      for (const { gen, file } of this.logFiles()) if (gen <= coveredGen) unlinkSync(file);
    })().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  async close(snapshot = true): Promise<void> {
    await this.whenDurable().catch(() => undefined);
    if (snapshot && !this.wal.failed) {
      this.wal.betweenBatches = null;
      await this.compact().catch(() => undefined);
    }
    await this.wal.close();
  }
}
