/**
 * Read sets: what a query execution read, at the granularity of whole tables, single
 * documents and index ranges. A commit invalidates a query when one of its writes (before or
 * after image) falls in the query's read set.
 */
import { compareValues, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { tableOfId, type CommitWrite, type Doc } from "./convexTestInternals.js";
import { currentTrack } from "./scope.js";

type RangeExpr = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
type Range = { table: string; exprs: Array<{ type: RangeExpr["type"]; path: string[]; value: Value | undefined }> };

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

  intersects(writes: CommitWrite[]): boolean {
    for (const w of writes) {
      if (this.tables.has(w.table) || this.ids.has(w.id)) return true;
      for (const r of this.ranges) {
        if (r.table !== w.table) continue;
        if ((w.before && inRange(w.before, r)) || (w.after && inRange(w.after, r))) return true;
      }
    }
    return false;
  }

  touchesTables(): Set<string> {
    const out = new Set(this.tables);
    for (const r of this.ranges) out.add(r.table);
    for (const id of this.ids) {
      const t = tableOfId(id);
      if (t) out.add(t);
    }
    return out;
  }
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
    const c = compareValues(field(doc, e.path), e.value);
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
