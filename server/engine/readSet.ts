/**
 * Read sets: what a query execution read, at the granularity of whole tables, single
 * documents and index ranges. A commit invalidates a query when one of its writes (before or
 * after image) falls in the query's read set.
 */
import type { ReadRecord } from "./limits.js";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { CommitWrite, Doc } from "./adapter/index.js";
import { compareIndexValues, compareKeyPrefix, type IndexKey } from "./indexKeys.js";
import { currentTrack } from "./scope.js";

type RangeExpr = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
type PagedQuery = { source: { type: string; tableName?: string; indexName?: string; range?: RangeExpr[]; order?: "asc" | "desc" | null } };
/**
 * The part of an index range one page of a paginated query covers: the index keys (`fields`, the
 * index's fields then _creationTime and _id) between its start cursor and its end, each bound
 * absent when the page is open on that side.
 */
export type KeyWindow = { fields: string[][]; low: IndexKey | null; lowInclusive: boolean; high: IndexKey | null; highInclusive: boolean };
/** `key` names the range (table, bounds and page window): equal keys, equal ranges. */
export type Range = {
  key: string;
  table: string;
  exprs: Array<{ type: RangeExpr["type"]; path: string[]; value: Value | undefined }>;
  window?: KeyWindow;
};

/** A pagination cursor's index key (convex-test's format: each value's JSON text, null for undefined); null if unreadable. */
export function cursorKey(cursor: string, length: number): IndexKey | null {
  try {
    const parts = JSON.parse(cursor) as Array<string | null>;
    if (!Array.isArray(parts) || parts.length !== length) return null;
    return parts.map((k) => (k === null ? undefined : jsonToConvex(JSON.parse(k) as JSONValue)));
  } catch {
    return null;
  }
}
/** Whether a commit's writes hit a range, by range key: one answer per distinct range per commit. */
export type RangeMemo = Map<string, boolean>;

export class ReadSet {
  tables = new Set<string>();
  ids = new Set<string>();
  ranges: Range[] = [];
  /** The reads of nested executions (ctx.runQuery): they count as this set's. */
  readonly nested: ReadSet[] = [];

  /** A nested execution starts (or a shared run's reads are reused): its reads count as this set's. */
  nest(child: ReadSet): void {
    this.nested.push(child);
  }

  /** Everything read, nested executions included, in one set (`except` and its reads left out). */
  flatten(except: ReadSet | ReadonlySet<ReadSet> | null = null): ReadSet {
    const out = new ReadSet();
    const add = (set: ReadSet) => {
      if (except instanceof ReadSet ? set === except : except?.has(set)) return;
      for (const t of set.tables) out.tables.add(t);
      for (const id of set.ids) out.ids.add(id);
      for (const r of set.ranges) out.ranges.push(r);
      for (const child of set.nested) add(child);
    };
    add(this);
    return out;
  }

  table(name: string): void {
    this.tables.add(name);
  }

  doc(id: string): void {
    this.ids.add(id);
  }

  range(table: string, exprs: RangeExpr[]): void {
    if (exprs.length === 0) {
      this.tables.add(table);
      return;
    }
    this.ranges.push({ key: `${table}:${JSON.stringify(exprs)}`, table, exprs: rangeExprs(exprs) });
  }

  /**
   * A page of a paginated query about to be read: recorded as its whole range (as `query`
   * records it) while the page is computed; `narrow` then keeps only the page's window, between
   * its start cursor (excluded) and its end cursor (included), as Convex tracks a page. A write
   * elsewhere in the range cannot change this page: its start and end are fixed cursors.
   */
  pageRead(q: PagedQuery): { narrow(fields: readonly string[] | null, cursor: string | null, end: string | null): void } {
    const src = q.source;
    const table = src.type === "FullTableScan" ? src.tableName : src.type === "IndexRange" ? src.indexName?.split(".")[0] : undefined;
    const exprs = src.type === "IndexRange" ? (src.range ?? []) : [];
    if (table === undefined || (exprs.length === 0 && this.tables.has(table))) {
      // Nothing narrower to keep: not a paged index read, or the whole table was read already.
      this.query(q);
      return { narrow: () => undefined };
    }
    const whole = exprs.length === 0 ? null : { key: `${table}:${JSON.stringify(exprs)}`, table, exprs: rangeExprs(exprs) };
    if (whole) this.ranges.push(whole);
    else this.tables.add(table);
    return {
      narrow: (fields, cursor, end) => {
        const order = src.order ?? "asc";
        if (fields === null || cursor === "_end_cursor") return;
        const start = cursor === null ? null : cursorKey(cursor, fields.length);
        const stop = end === null || end === "_end_cursor" ? null : cursorKey(end, fields.length);
        if ((cursor !== null && start === null) || (end !== null && end !== "_end_cursor" && stop === null)) return;
        // Ascending, a page holds the keys after its cursor up to its end; descending, the keys
        // before its cursor down to its end.
        const window: KeyWindow = {
          fields: fields.map((f) => f.split(".")),
          low: order === "asc" ? start : stop,
          lowInclusive: order === "desc",
          high: order === "asc" ? stop : start,
          highInclusive: order === "asc",
        };
        const key = `${table}:${src.indexName ?? "by_creation_time"}:${JSON.stringify(exprs)}:${order}:${cursor}:${end}`;
        const page: Range = { key, table, exprs: rangeExprs(exprs), window };
        if (whole) this.ranges.splice(this.ranges.lastIndexOf(whole), 1, page);
        else {
          this.tables.delete(table);
          this.ranges.push(page);
        }
      },
    };
  }

  /** Records the read implied by a serialized query (`1.0/queryStream` / `1.0/queryPage`). */
  query(q: { source: { type: string; tableName?: string; indexName?: string; range?: RangeExpr[] } }): void {
    const src = q.source;
    if (src.type === "FullTableScan" && src.tableName) this.table(src.tableName);
    else if (src.type === "IndexRange" && src.indexName) this.range(src.indexName.split(".")[0], src.range ?? []);
    else if (src.indexName) this.table(src.indexName.split(".")[0]);
  }

  /** Whether `writes` touch what was read; pass one `memo` for all read sets checked against the same writes. */
  intersects(writes: CommitWrite[], memo: RangeMemo = new Map()): boolean {
    for (const w of writes) if (this.tables.has(w.table) || this.ids.has(w.id)) return true;
    for (const r of this.ranges) {
      let hit = memo.get(r.key);
      if (hit === undefined) memo.set(r.key, (hit = rangeWritten(r, writes)));
      if (hit) return true;
    }
    for (const child of this.nested) if (child.intersects(writes, memo)) return true;
    return false;
  }
}

/** Whether a write's before or after image falls in the range. */
export function rangeWritten(r: Range, writes: readonly CommitWrite[]): boolean {
  return writes.some((w) => w.table === r.table && ((w.before !== null && inRange(w.before, r)) || (w.after !== null && inRange(w.after, r))));
}

function rangeExprs(exprs: RangeExpr[]): Range["exprs"] {
  return exprs.map((e) => ({ type: e.type, path: e.fieldPath.split("."), value: isUndefinedMarker(e.value) ? undefined : jsonToConvex(e.value) }));
}

function isUndefinedMarker(v: JSONValue): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v) && "$undefined" in v;
}

function field(doc: Doc, path: string[]): Value | undefined {
  let cur: unknown = doc;
  for (const p of path) {
    if (cur === null || typeof cur !== "object" || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur as Value | undefined;
}

function inRange(doc: Doc, r: Range): boolean {
  for (const e of r.exprs) {
    const c = compareIndexValues(field(doc, e.path), e.value);
    const ok =
      e.type === "Eq" ? c === 0 : e.type === "Gt" ? c > 0 : e.type === "Gte" ? c >= 0 : e.type === "Lt" ? c < 0 : c <= 0;
    if (!ok) return false;
  }
  return r.window === undefined || inWindow(doc, r.window);
}

function inWindow(doc: Doc, w: KeyWindow): boolean {
  const key = w.fields.map((path) => field(doc, path));
  if (w.low !== null) {
    const c = compareKeyPrefix(key, w.low);
    if (w.lowInclusive ? c < 0 : c <= 0) return false;
  }
  if (w.high !== null) {
    const c = compareKeyPrefix(key, w.high);
    if (w.highInclusive ? c > 0 : c >= 0) return false;
  }
  return true;
}

/** A nested query call (its `1.0/runUdf` arguments) and, once it ran under read tracking, what it read. */
export type NestedCall = { jsonArgs: string; reads: ReadSet | null; charged?: ReadRecord | null };

/** Per-execution tracking context: the read set, and the pinned end cursor (journal). */
export type Tracking = {
  reads: ReadSet;
  pinnedEnd: string | null;
  endCursorOut: string | null;
  /** The nested call whose answer the execution returned untouched (passThrough.ts). */
  passThrough?: NestedCall | null;
  /**
   * The nested calls made by this execution itself that looked at the caller's identity (the
   * permission check of a live list), in order, with their answers' text and reads.
   */
  identityCalls?: IdentityCall[];
  /** A nested call of this execution failed: its run is not shared (sync/queries.ts). */
  nestedFailed?: boolean;
  /** The function looked at `paginationOpts.id`, which tells one client's page queries from another's. */
  pageIdRead?: boolean;
  /** What the top-level function read, against Convex's limits (set when its transaction begins). */
  usage?: () => ReadRecord;
};

/** A nested query call that read the identity: its `1.0/runUdf` arguments, answer and reads. */
export type IdentityCall = { jsonArgs: string; json: string; reads: ReadSet };

export const currentTracking = (): Tracking | null => currentTrack<Tracking>();

export function encodeJournal(endCursor: string | null): string | null {
  return endCursor === null ? null : JSON.stringify({ endCursor });
}

export function decodeJournal(journal: string | null | undefined): string | null {
  if (!journal) return null;
  try {
    const j = JSON.parse(journal) as { endCursor?: unknown };
    return typeof j.endCursor === "string" ? j.endCursor : null;
  } catch {
    return null;
  }
}
