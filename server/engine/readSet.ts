/**
 * Read sets: what a query execution read, at the granularity of whole tables, single
 * documents and index ranges. A commit invalidates a query when one of its writes (before or
 * after image) falls in the query's read set.
 */
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { CommitWrite, Doc } from "./convexTestInternals.js";
import { compareIndexValues } from "./indexKeys.js";
import { currentTrack } from "./scope.js";

type RangeExpr = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
/** `key` names the range (table and bounds): equal keys, equal ranges. */
export type Range = { key: string; table: string; exprs: Array<{ type: RangeExpr["type"]; path: string[]; value: Value | undefined }> };
/** Whether a commit's writes hit a range, by range key: one answer per distinct range per commit. */
export type RangeMemo = Map<string, boolean>;

export class ReadSet {
  tables = new Set<string>();
  ids = new Set<string>();
  ranges: Range[] = [];

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
    this.ranges.push({
      key: `${table}:${JSON.stringify(exprs)}`,
      table,
      exprs: exprs.map((e) => ({
        type: e.type,
        path: e.fieldPath.split("."),
        value: isUndefinedMarker(e.value) ? undefined : jsonToConvex(e.value),
      })),
    });
  }

  /** Records the read implied by a serialized query (`1.0/queryStream` / `1.0/queryPage`). */
  query(q: { source: { type: string; tableName?: string; indexName?: string; range?: RangeExpr[] } }): void {
    const src = q.source;
    if (src.type === "FullTableScan" && src.tableName) this.table(src.tableName);
    else if (src.type === "IndexRange" && src.indexName) this.range(src.indexName.split(".")[0], src.range ?? []);
    else if (src.indexName) this.table(src.indexName.split(".")[0]);
  }

  /**
   * Records the read of one page of a paginated query: its source narrowed to the index keys
   * from the page's start cursor to its end cursor (`keyFields` name the cursors' parts), so a
   * write elsewhere in the table leaves the page alone, as Convex tracks a page's read set.
   * The narrowing keeps every key of the page (equal leading parts, then the next part between
   * the two cursors' values); without bounds or key fields it is the whole source.
   */
  page(q: { source: { type: string; tableName?: string; indexName?: string; range?: RangeExpr[]; order?: string | null } }, keyFields: readonly string[] | undefined, start: string | null, end: string | null): void {
    const src = q.source;
    const table = src.type === "FullTableScan" ? src.tableName : src.type === "IndexRange" ? src.indexName?.split(".")[0] : undefined;
    if (table === undefined || keyFields === undefined) {
      this.query(q);
      return;
    }
    const first = cursorKey(start);
    const last = cursorKey(end);
    const [low, high] = src.order === "desc" ? [last, first] : [first, last];
    this.range(table, [...(src.type === "IndexRange" ? (src.range ?? []) : []), ...between(keyFields, low, high)]);
  }

  /** Whether `writes` touch what was read; pass one `memo` for all read sets checked against the same writes. */
  intersects(writes: CommitWrite[], memo: RangeMemo = new Map()): boolean {
    for (const w of writes) if (this.tables.has(w.table) || this.ids.has(w.id)) return true;
    for (const r of this.ranges) {
      let hit = memo.get(r.key);
      if (hit === undefined) memo.set(r.key, (hit = rangeWritten(r, writes)));
      if (hit) return true;
    }
    return false;
  }
}

/** Whether a write's before or after image falls in the range. */
export function rangeWritten(r: Range, writes: readonly CommitWrite[]): boolean {
  return writes.some((w) => w.table === r.table && ((w.before !== null && inRange(w.before, r)) || (w.after !== null && inRange(w.after, r))));
}

const UNDEFINED: JSONValue = { $undefined: null };

/** A cursor's key parts (convex-test's encoding: JSON text of each value, null for undefined); null at either end. */
function cursorKey(cursor: string | null): JSONValue[] | null {
  if (cursor === null || cursor === "_end_cursor") return null;
  try {
    const parts = JSON.parse(cursor) as unknown;
    if (!Array.isArray(parts)) return null;
    return parts.map((part) => (part === null ? UNDEFINED : (JSON.parse(part as string) as JSONValue)));
  } catch {
    return null;
  }
}

/** Bounds holding every key from `low` to `high` (either may be open): equal leading parts, then the next between. */
function between(fields: readonly string[], low: JSONValue[] | null, high: JSONValue[] | null): RangeExpr[] {
  const out: RangeExpr[] = [];
  let i = 0;
  if (low !== null && high !== null) {
    while (i < fields.length && i < low.length && i < high.length && JSON.stringify(low[i]) === JSON.stringify(high[i])) {
      out.push({ type: "Eq", fieldPath: fields[i], value: low[i] });
      i++;
    }
  }
  if (low !== null && i < fields.length && i < low.length) out.push({ type: "Gte", fieldPath: fields[i], value: low[i] });
  if (high !== null && i < fields.length && i < high.length) out.push({ type: "Lte", fieldPath: fields[i], value: high[i] });
  return out;
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
  return true;
}

/** Per-execution tracking context: the read set, and the pinned end cursor (journal). */
export type Tracking = { reads: ReadSet; pinnedEnd: string | null; endCursorOut: string | null };

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
