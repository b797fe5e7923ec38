/**
 * Shared subscriptions. Clients subscribed to the same query (path, arguments, identity,
 * journal) share one SharedQuery: it runs once per invalidation and its serialized result is
 * sent to every subscriber. Invalidation uses read sets, indexed by what they read (readIndex.ts).
 */
import type { JSONValue } from "convex/values";
import type { CommitWrite, Identity } from "../engine/types.js";
import type { Engine, NestedOutcome, Outcome } from "../engine/engine.js";
import type { IdentityWatch } from "../engine/scope.js";
import { decodeJournal, encodeJournal, ReadSet, type RangeMemo, type Tracking } from "../engine/readSet.js";
import { readsFit, readsWithout, type ReadRecord } from "../engine/limits.js";
import { ReadIndex } from "./readIndex.js";

type NestedCallResult = NestedOutcome & { value: Buffer };

/**
 * A top-level run another subscription of the same call may take as its own (see `adopt`): its
 * answer, what it read besides its identity-reading calls, those calls with their answers, and the
 * end cursor its page pinned.
 */
type TopRun = { valueJson: string; value: Buffer; shared: ReadSet; checks: Array<{ jsonArgs: string; json: string }>; endCursorOut: string | null };

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
type PassThrough = {
  jsonArgs: string;
  rest: ReadSet;
  /** What the function read besides the call (Convex counts both against one limit). */
  own: ReadRecord | null;
};

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
  /**
   * The answers of this query's identity-reading nested calls (its permission check) at its last
   * run or shared answer, with what each read; `checksStale` once a commit wrote to any of that.
   * While fresh, taking another caller's run needs no new run of them (sync/queries.ts, adopt).
   */
  checks: Array<{ jsonArgs: string; json: string; reads: ReadSet }> | null = null;
  checksStale = false;

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
  /** Top-level runs at one snapshot (commit timestamp) by call (path, arguments without the page id, journal). */
  private topRuns = new Map<string, Promise<TopRun | null>>();
  private topRunsAt = -1n;
  /** Functions whose last run could not be shared (e.g. their own code checks the caller): their runs are not waited for. */
  private unshared = new Set<string>();
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
    const group = JSON.stringify([udfPath, withoutPageId(args)]);
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
    for (const sq of this.readers.touchedBy(writes)) {
      if (sq.checks?.some((check) => check.reads.intersects(writes, memo))) sq.checksStale = true;
      hit(sq, sq.passThrough === null || sq.passThrough.rest.intersects(writes, memo));
    }
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
  private runCall(jsonArgs: string, identity: Identity | null): Promise<NestedCallResult | null> {
    const at = this.engine.lastCommitTs();
    if (at !== this.callsAt) {
      this.calls.clear();
      this.callsAt = at;
    }
    const key = jsonArgs;
    let running = this.calls.get(key);
    if (running === undefined) {
      running = this.engine.runNestedCall(jsonArgs, identity).then((out) => (out && this.engine.lastCommitTs() === at ? { ...out, value: Buffer.from(out.json) } : null));
      this.calls.set(key, running);
    }
    return running;
  }

  /** Brings a pass-through query up to date by running only its call; false when the function itself must run. */
  private async refreshCall(sq: SharedQuery, pass: PassThrough): Promise<boolean> {
    const at = this.engine.lastCommitTs();
    const out = await this.runCall(pass.jsonArgs, sq.identity);
    if (out === null || sq.runFunction || this.engine.lastCommitTs() !== at) return false;
    // Over Convex's read limits with what the function read itself: only its own run gives the error.
    if (pass.own && out.usage && !readsFit(pass.own, out.usage)) return false;
    const reads = new ReadSet();
    reads.nest(pass.rest);
    reads.nest(out.reads);
    this.readers.set(sq, reads.flatten());
    this.setResult(sq, { ok: true, valueJson: out.json, value: out.value, journal: encodeJournal(sq.pinnedEnd) });
    return true;
  }

  /**
   * Takes another caller's run of the same call at the same snapshot as this query's result, when
   * that is what its own run would give. The run's own code never looked at the identity nor at the
   * page id, and none of its nested calls failed: its answer depends only on the arguments, the
   * data and the answers of its identity-reading nested calls (a live list's permission check,
   * null for every caller it admits). So this caller's checks run, as this caller; when each
   * answers the same, the answer is the same, and the query reads this caller's checks plus the
   * rest of the run. Any difference, failure or commit meanwhile: false, and the function runs.
   */
  private async adopt(sq: SharedQuery, run: TopRun, at: bigint): Promise<boolean> {
    const reads = new ReadSet();
    reads.nest(run.shared);
    const known = sq.checksStale ? null : sq.checks;
    const mine: NonNullable<SharedQuery["checks"]> = [];
    for (const [i, check] of run.checks.entries()) {
      // This caller's own answer: unchanged since it was computed when nothing it read was written.
      const cached = known?.[i]?.jsonArgs === check.jsonArgs ? known[i] : undefined;
      const own = cached ?? (await this.engine.runIdentityCall(check.jsonArgs, sq.identity));
      if (own === null || !sameJson(own.json, check.json)) return false;
      const ownReads = cached?.reads ?? own.reads.flatten();
      mine.push({ jsonArgs: check.jsonArgs, json: own.json, reads: ownReads });
      reads.nest(ownReads);
    }
    if (sq.runFunction || this.engine.lastCommitTs() !== at) return false;
    sq.checks = mine;
    sq.checksStale = false;
    if (sq.pinnedEnd === null && run.endCursorOut !== null) sq.pinnedEnd = run.endCursorOut;
    this.readers.set(sq, reads.flatten());
    sq.passThrough = null;
    if (this.engine.opts.verbose) this.engine.opts.log(`[query] ${sq.udfPath} (shared run)`);
    this.setResult(sq, { ok: true, valueJson: run.valueJson, value: run.value, journal: encodeJournal(sq.pinnedEnd) });
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
      const at = this.engine.lastCommitTs();
      if (at !== this.topRunsAt) {
        this.topRuns.clear();
        this.topRunsAt = at;
      }
      const key = JSON.stringify([sq.udfPath, withoutPageId(sq.args), sq.pinnedEnd]);
      const earlier = this.unshared.has(sq.udfPath) ? undefined : this.topRuns.get(key);
      if (earlier !== undefined) {
        const run = await earlier;
        if (run !== null && (await this.adopt(sq, run, at))) return;
        sq.runFunction = false;
      }
      let publish: ((run: TopRun | null) => void) | null = null;
      if (earlier === undefined && !this.unshared.has(sq.udfPath) && !this.topRuns.has(key) && this.topRuns.size < MAX_TOP_RUNS) {
        this.topRuns.set(key, new Promise((resolve) => (publish = resolve)));
      }
      const track: Tracking = { reads: new ReadSet(), pinnedEnd: sq.pinnedEnd, endCursorOut: null };
      const watch: IdentityWatch = { read: false, parent: null };
      sq.liveReads = track.reads;
      let out: Outcome;
      try {
        out = await this.engine.call("query", sq.udfPath, sq.args, sq.identity, { track, watch });
      } catch (e) {
        (publish as ((run: TopRun | null) => void) | null)?.(null);
        throw e;
      }
      const shareable = out.ok && !watch.direct && !track.pageIdRead && !track.nestedFailed && this.engine.lastCommitTs() === at;
      // A function whose own code looked at the identity or the page id will again: its calls stop waiting for one another.
      if (out.ok && (watch.direct || track.pageIdRead)) this.unshared.add(sq.udfPath);
      else if (shareable) this.unshared.delete(sq.udfPath);
      (publish as ((run: TopRun | null) => void) | null)?.(
        shareable && out.ok
          ? {
              valueJson: out.valueJson,
              value: Buffer.from(out.valueJson),
              shared: track.reads.flatten(new Set((track.identityCalls ?? []).map((c) => c.reads))),
              checks: (track.identityCalls ?? []).map(({ jsonArgs, json }) => ({ jsonArgs, json })),
              endCursorOut: track.endCursorOut,
            }
          : null,
      );
      if (sq.pinnedEnd === null && track.endCursorOut !== null) sq.pinnedEnd = track.endCursorOut;
      sq.checks = shareable ? (track.identityCalls ?? []).map(({ jsonArgs, json, reads }) => ({ jsonArgs, json, reads: reads.flatten() })) : null;
      sq.checksStale = false;
      const journal = encodeJournal(sq.pinnedEnd);
      const next: ComputedResult = out.ok
        ? { ok: true, valueJson: out.valueJson, journal }
        : { ok: false, message: out.message, ...(out.errorData !== undefined ? { errorData: out.errorData } : {}), journal };
      sq.liveReads = null;
      // Only writes to what the execution read can change its outcome (failures included).
      this.readers.set(sq, track.reads.flatten());
      const through = out.ok ? track.passThrough : null;
      const total = track.usage?.() ?? null;
      const own = total && through?.charged ? readsWithout(total, through.charged) : null;
      sq.passThrough = through?.reads ? { jsonArgs: through.jsonArgs, rest: track.reads.flatten(through.reads), own } : null;
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

const MAX_TOP_RUNS = 10_000;

/**
 * The arguments without `paginationOpts.id`: it only tells one client's page queries from
 * another's (Convex's usePaginatedQuery and useLiveList set it). Used as a key only where the
 * function is known not to have looked at it (or, for equal results, where the text is compared).
 */
function withoutPageId(args: JSONValue): JSONValue {
  if (typeof args !== "object" || args === null || Array.isArray(args)) return args;
  const opts = (args as Record<string, JSONValue>).paginationOpts;
  if (typeof opts !== "object" || opts === null || Array.isArray(opts) || !("id" in opts)) return args;
  const { id: _id, ...rest } = opts;
  return { ...args, paginationOpts: rest };
}

/** Whether two answers' JSON texts hold the same value (the same text, or the same after sorting keys). */
function sameJson(a: string, b: string): boolean {
  if (a === b) return true;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
        : value;
  return JSON.stringify(sorted(JSON.parse(a))) === JSON.stringify(sorted(JSON.parse(b)));
}
