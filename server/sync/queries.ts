/**
 * Shared subscriptions. Clients subscribed to the same query (path, arguments, identity,
 * journal) share one SharedQuery: it runs once per invalidation and its serialized result is
 * sent to every subscriber. Invalidation uses read sets, indexed by what they read (readIndex.ts).
 */
import type { JSONValue } from "convex/values";
import type { CommitWrite, Identity } from "../engine/convexTestInternals.js";
import type { Engine, NestedOutcome } from "../engine/engine.js";
import { decodeJournal, encodeJournal, ReadSet, type RangeMemo, type Tracking } from "../engine/readSet.js";
import { ReadIndex } from "./readIndex.js";

type NestedCallResult = NestedOutcome & { value: Buffer };

export type QueryResult =
  | { ok: true; valueJson: string; value: Buffer; journal: string | null }
  | { ok: false; message: string; errorData?: JSONValue; journal: string | null };
/** A run's result before it is kept: its bytes are made only if it is kept as a new result. */
type ComputedResult = { ok: true; valueJson: string; value?: Buffer; journal: string | null } | Extract<QueryResult, { ok: false }>;

/** One client's subscription; `active` once the client has been told about it. */
export type Subscriber = { queryId: number; sentVersion: number; active: boolean; owner: unknown };

/**
 * A query that returned a nested call's answer untouched (server/engine/passThrough.ts): the call,
 * and everything else its last run read. While a commit changes none of the latter, the answer
 * is the call's new answer, and only the call needs running.
 */
type PassThrough = { jsonArgs: string; rest: ReadSet };

export class SharedQuery {
  subs = new Set<Subscriber>();
  result: QueryResult | null = null;
  liveReads: ReadSet | null = null;
  version = 0;
  dirty = true;
  /** Whether the next run must run the function itself (not only its pass-through call). */
  runFunction = true;
  passThrough: PassThrough | null = null;
  computing: Promise<void> | null = null;
  pinnedEnd: string | null;

  constructor(
    readonly key: string,
    /** Queries with the same path and arguments (other identities or pages): equal results are held once. */
    readonly group: string,
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
  private groups = new Map<string, Set<SharedQuery>>();
  private readers = new ReadIndex<SharedQuery>();
  private dirty = new Set<SharedQuery>();
  private computingSet = new Set<SharedQuery>();
  /** Pass-through calls run on their own at one snapshot (commit timestamp), shared by all their callers. */
  private calls = new Map<string, Promise<NestedCallResult | null>>();
  private callsAt = -1n;

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
    const group = JSON.stringify([udfPath, args]);
    const key = JSON.stringify([group, identity?.tokenIdentifier ?? null, identity ? JSON.stringify(identity) : null, journal]);
    let sq = this.all.get(key);
    if (!sq) {
      sq = new SharedQuery(key, group, udfPath, args, identity, journal);
      this.all.set(key, sq);
      let members = this.groups.get(group);
      if (!members) this.groups.set(group, (members = new Set()));
      members.add(sq);
    }
    return sq;
  }

  /** Drops a query nobody subscribes to any more. */
  release(sq: SharedQuery): void {
    if (sq.subs.size > 0 || sq.computing) return;
    if (this.all.get(sq.key) === sq) this.all.delete(sq.key);
    const members = this.groups.get(sq.group);
    if (members?.delete(sq) && members.size === 0) this.groups.delete(sq.group);
    this.dirty.delete(sq);
    this.readers.set(sq, null);
  }

  /** How many queries, and distinct reads, are kept (for tests). */
  get counts(): { queries: number; groups: number; readers: number; ranges: number; ids: number } {
    return { queries: this.all.size, groups: this.groups.size, ...this.readers.counts };
  }

  /**
   * Makes `next` the query's result. A result equal to another query's of the same group (the
   * same screen open by many clients, each under its own identity) takes that query's text and
   * bytes, so equal results are held in memory (and written to sockets from) once.
   */
  private setResult(sq: SharedQuery, computed: ComputedResult): void {
    if (sameResult(sq.result, computed)) return;
    let next: QueryResult;
    if (computed.ok) {
      let shared: { valueJson: string; value: Buffer } | null = null;
      for (const other of this.groups.get(sq.group) ?? []) {
        const r = other.result;
        if (other !== sq && r?.ok && r.valueJson.length === computed.valueJson.length && r.valueJson === computed.valueJson) {
          shared = r;
          break;
        }
      }
      // The bytes are made only for a result that is new: most runs after a commit return what
      // they returned before, and many subscribers share one result.
      next = shared
        ? { ok: true, valueJson: shared.valueJson, value: shared.value, journal: computed.journal }
        : { ok: true, valueJson: computed.valueJson, value: computed.value ?? Buffer.from(computed.valueJson), journal: computed.journal };
    } else {
      next = computed;
    }
    sq.result = next;
    sq.version += 1;
  }

  /** After a code reload every result may differ. */
  markAllDirty(): void {
    for (const sq of this.all.values()) {
      sq.dirty = true;
      sq.runFunction = true;
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
    const memo: RangeMemo = new Map();
    const hit = (sq: SharedQuery, runFunction: boolean) => {
      if (runFunction) sq.runFunction = true;
      if (sq.dirty && !sq.computing) return;
      sq.dirty = true;
      if (sq.subs.size > 0 && !sq.computing) this.dirty.add(sq);
    };
    for (const sq of this.readers.touchedBy(writes)) hit(sq, sq.passThrough === null || sq.passThrough.rest.intersects(writes, memo));
    // Executions under way: also what they have read so far.
    for (const sq of this.computingSet) if (sq.liveReads?.intersects(writes, memo)) hit(sq, true);
    if (this.dirty.size > 0) this.onDirty();
  }

  /** Brings the result up to date; returns whether it changed. */
  async ensure(sq: SharedQuery): Promise<boolean> {
    const before = sq.version;
    while (sq.computing) await sq.computing;
    if (sq.dirty) await this.compute(sq);
    return sq.version !== before;
  }

  /** A pass-through call's answer at the current snapshot, run once for all the queries making it. */
  private runCall(jsonArgs: string, identity: Identity | null, pinnedEnd: string | null): Promise<NestedCallResult | null> {
    const at = this.engine.lastCommitTs();
    if (at !== this.callsAt) {
      this.calls.clear();
      this.callsAt = at;
    }
    const key = `${pinnedEnd ?? ""}\n${jsonArgs}`;
    let running = this.calls.get(key);
    if (running === undefined) {
      running = this.engine.runNestedCall(jsonArgs, identity, pinnedEnd).then((out) => (out && this.engine.lastCommitTs() === at ? { ...out, value: Buffer.from(out.json) } : null));
      this.calls.set(key, running);
    }
    return running;
  }

  /** Brings a pass-through query up to date by running only its call; false when the function itself must run. */
  private async refreshCall(sq: SharedQuery, pass: PassThrough): Promise<boolean> {
    const at = this.engine.lastCommitTs();
    const out = await this.runCall(pass.jsonArgs, sq.identity, sq.pinnedEnd);
    if (out === null || sq.runFunction || this.engine.lastCommitTs() !== at) return false;
    const reads = new ReadSet();
    reads.nest(pass.rest);
    reads.nest(out.reads);
    this.readers.set(sq, reads.flatten());
    this.setResult(sq, { ok: true, valueJson: out.json, value: out.value, journal: encodeJournal(sq.pinnedEnd) });
    return true;
  }

  private compute(sq: SharedQuery): Promise<void> {
    const run = async () => {
      sq.dirty = false;
      this.computingSet.add(sq);
      const pass = sq.runFunction ? null : sq.passThrough;
      sq.runFunction = false;
      if (pass !== null && (await this.refreshCall(sq, pass))) return;
      sq.runFunction = false;
      const track: Tracking = { reads: new ReadSet(), pinnedEnd: sq.pinnedEnd, endCursorOut: null };
      sq.liveReads = track.reads;
      const out = await this.engine.call("query", sq.udfPath, sq.args, sq.identity, { track });
      if (sq.pinnedEnd === null && track.endCursorOut !== null) sq.pinnedEnd = track.endCursorOut;
      const journal = encodeJournal(sq.pinnedEnd);
      const next: ComputedResult = out.ok
        ? { ok: true, valueJson: out.valueJson, journal }
        : { ok: false, message: out.message, ...(out.errorData !== undefined ? { errorData: out.errorData } : {}), journal };
      sq.liveReads = null;
      // Only writes to what the execution read can change its outcome (failures included).
      this.readers.set(sq, track.reads.flatten());
      const through = out.ok ? track.passThrough : null;
      sq.passThrough = through?.reads ? { jsonArgs: through.jsonArgs, rest: track.reads.flatten(through.reads) } : null;
      this.setResult(sq, next);
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

function sameResult(a: QueryResult | null, b: ComputedResult): boolean {
  if (!a || a.ok !== b.ok || a.journal !== b.journal) return false;
  if (a.ok && b.ok) return a.valueJson === b.valueJson;
  if (!a.ok && !b.ok) return a.message.replace(/Request ID: \w+/, "") === b.message.replace(/Request ID: \w+/, "") && JSON.stringify(a.errorData) === JSON.stringify(b.errorData);
  return false;
}
