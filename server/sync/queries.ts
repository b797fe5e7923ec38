/**
 * Shared subscriptions. Clients subscribed to the same query (path, arguments, identity,
 * journal) share one SharedQuery: it runs once per invalidation and its serialized result is
 * sent to every subscriber. Invalidation uses read sets, indexed by what they read (readIndex.ts).
 */
import type { JSONValue } from "convex/values";
import type { CommitWrite, Identity } from "../engine/convexTestInternals.js";
import type { Engine } from "../engine/engine.js";
import { decodeJournal, encodeJournal, ReadSet, type RangeMemo, type Tracking } from "../engine/readSet.js";
import { ReadIndex } from "./readIndex.js";

export type QueryResult =
  | { ok: true; valueJson: string; value: Buffer; journal: string | null }
  | { ok: false; message: string; errorData?: JSONValue; journal: string | null };

/** One client's subscription; `active` once the client has been told about it. */
export type Subscriber = { queryId: number; sentVersion: number; active: boolean; owner: unknown };

export class SharedQuery {
  subs = new Set<Subscriber>();
  result: QueryResult | null = null;
  reads: ReadSet | null = null;
  liveReads: ReadSet | null = null;
  version = 0;
  dirty = true;
  computing: Promise<void> | null = null;
  pinnedEnd: string | null;

  constructor(
    readonly key: string,
    readonly udfPath: string,
    readonly args: JSONValue,
    readonly identity: Identity | null,
    journal: string | null,
  ) {
    this.pinnedEnd = decodeJournal(journal);
  }
}

export class QueryRegistry {
  private all = new Map<string, SharedQuery>();
  private readers = new ReadIndex<SharedQuery>();
  private dirty = new Set<SharedQuery>();
  private computingSet = new Set<SharedQuery>();

  constructor(
    private engine: Engine,
    private onDirty: () => void,
  ) {
    engine.onCommit((_ts, writes) => this.invalidate(writes));
  }

  get size(): number {
    return this.all.size;
  }

  get(udfPath: string, args: JSONValue, identity: Identity | null, journal: string | null): SharedQuery {
    const key = JSON.stringify([udfPath, args, identity?.tokenIdentifier ?? null, identity ? JSON.stringify(identity) : null, journal]);
    let sq = this.all.get(key);
    if (!sq) {
      sq = new SharedQuery(key, udfPath, args, identity, journal);
      this.all.set(key, sq);
    }
    return sq;
  }

  /** Drops a query nobody subscribes to any more. */
  release(sq: SharedQuery): void {
    if (sq.subs.size > 0 || sq.computing) return;
    if (this.all.get(sq.key) === sq) this.all.delete(sq.key);
    this.dirty.delete(sq);
    this.readers.set(sq, null);
  }

  /** After a code reload every result may differ. */
  markAllDirty(): void {
    for (const sq of this.all.values()) {
      sq.dirty = true;
      if (sq.subs.size > 0) this.dirty.add(sq);
    }
    if (this.dirty.size > 0) this.onDirty();
  }

  takeDirty(): SharedQuery[] {
    const out = [...this.dirty];
    this.dirty.clear();
    return out;
  }

  hasDirty(): boolean {
    return this.dirty.size > 0;
  }

  private invalidate(writes: CommitWrite[]): void {
    const hit = (sq: SharedQuery) => {
      if (sq.dirty && !sq.computing) return;
      sq.dirty = true;
      if (sq.subs.size > 0 && !sq.computing) this.dirty.add(sq);
    };
    for (const sq of this.readers.touchedBy(writes)) hit(sq);
    // Executions under way: also what they have read so far.
    const memo: RangeMemo = new Map();
    for (const sq of this.computingSet) if (sq.liveReads?.intersects(writes, memo)) hit(sq);
    if (this.dirty.size > 0) this.onDirty();
  }

  /** Brings the result up to date; returns whether it changed. */
  async ensure(sq: SharedQuery): Promise<boolean> {
    const before = sq.version;
    while (sq.computing) await sq.computing;
    if (sq.dirty) await this.compute(sq);
    return sq.version !== before;
  }

  private compute(sq: SharedQuery): Promise<void> {
    const run = async () => {
      sq.dirty = false;
      this.computingSet.add(sq);
      const track: Tracking = { reads: new ReadSet(), pinnedEnd: sq.pinnedEnd, endCursorOut: null };
      sq.liveReads = track.reads;
      const out = await this.engine.call("query", sq.udfPath, sq.args, sq.identity, { track });
      if (sq.pinnedEnd === null && track.endCursorOut !== null) sq.pinnedEnd = track.endCursorOut;
      const journal = encodeJournal(sq.pinnedEnd);
      const next: QueryResult = out.ok
        ? { ok: true, valueJson: out.valueJson, value: Buffer.from(out.valueJson), journal }
        : { ok: false, message: out.message, ...(out.errorData !== undefined ? { errorData: out.errorData } : {}), journal };
      sq.reads = track.reads;
      sq.liveReads = null;
      // Only writes to what the execution read can change its outcome (failures included).
      this.readers.set(sq, track.reads);
      if (!sameResult(sq.result, next)) {
        sq.result = next;
        sq.version += 1;
      }
    };
    sq.computing = run().finally(() => {
      sq.computing = null;
      this.computingSet.delete(sq);
      if (sq.subs.size === 0) this.release(sq);
      if (sq.dirty && sq.subs.size > 0) {
        this.dirty.add(sq);
        this.onDirty();
      }
    });
    return sq.computing;
  }
}

function sameResult(a: QueryResult | null, b: QueryResult): boolean {
  if (!a || a.ok !== b.ok || a.journal !== b.journal) return false;
  if (a.ok && b.ok) return a.valueJson === b.valueJson;
  if (!a.ok && !b.ok) return a.message.replace(/Request ID: \w+/, "") === b.message.replace(/Request ID: \w+/, "") && JSON.stringify(a.errorData) === JSON.stringify(b.errorData);
  return false;
}
