/**
 * Table scans and index range queries served from the sorted indexes (indexes.ts) instead of
 * convex-test's scan-and-sort of the whole table, with the same results: the same documents in
 * the same order, `.filter()` applied after the range, the first `.limit()` after the filters,
 * the running transaction's own writes included (read-your-writes), and pagination cursors
 * compared on the same key fields. Search queries keep convex-test's path.
 */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Doc, PageResult, PaginateArgs, QuerySource, RangeExpr, ResolvedSource, SerializedQuery } from "./adapter/index.js";
import { compareKeyPrefix, type IndexKey } from "./indexKeys.js";
import type { IndexedTables, IndexSource, SortedIndex } from "./indexes.js";

type Order = "asc" | "desc";

export type QueryView = IndexSource & {
  /** The running transaction's pending writes, outermost level first. */
  writeLayers(): ReadonlyArray<Record<string, Doc | null>>;
  tableOf(id: string): string | null;
  /** A range bound as convex-test evaluates it (`$undefined` → undefined). */
  queryValue(json: JSONValue): unknown;
  /** Throws convex-test's errors for a malformed `withIndex` range. */
  validateRange(source: QuerySource, fields: string[]): void;
  matchesFilter(doc: Doc, filter: unknown): boolean;
};

/**
 * What a filtered query reads from its index range to produce its results: the documents in
 * range order, the position of each result among them, and how many it reads in all once the
 * stream is exhausted.
 */
export type Scan = { source: readonly Doc[]; positions: readonly number[]; end: number };
const scans = new WeakMap<readonly Doc[], Scan>();
/** The scan behind an `evaluate` result; none when every document read is a result. */
export const scanOf = (docs: readonly Doc[]): Scan | undefined => scans.get(docs);
/** The documents a page read (matching its filters or not), by page result. */
const pageReads = new WeakMap<PageResult, readonly Doc[]>();
export const pageReadOf = (page: PageResult): readonly Doc[] | undefined => pageReads.get(page);

type Bounds = { lower: IndexKey; lowerStrict: boolean; upper: IndexKey; upperInclusive: boolean };
const EVERYTHING: Bounds = { lower: [], lowerStrict: false, upper: [], upperInclusive: true };

function inBounds(key: IndexKey, b: Bounds): boolean {
  const low = compareKeyPrefix(key, b.lower);
  if (b.lowerStrict ? low <= 0 : low < 0) return false;
  const high = compareKeyPrefix(key, b.upper);
  return b.upperInclusive ? high <= 0 : high < 0;
}

/** A cursor as convex-test's paginate writes it: each key value's JSON text, null for undefined. */
function encodeCursor(key: IndexKey): string {
  return JSON.stringify(key.map((k) => (k === undefined ? null : JSON.stringify(convexToJson(k as Value)))));
}

/** Cursor keys as convex-test's paginate parses them; null when it would not parse. */
function parseCursor(cursor: string, length: number): IndexKey | null {
  try {
    const parts = JSON.parse(cursor) as Array<string | null>;
    const keys = parts.map((k) => (k === null ? undefined : jsonToConvex(JSON.parse(k) as JSONValue)));
    return Array.from({ length }, (_, i) => keys[i]);
  } catch {
    return null;
  }
}

export class IndexedQueries {
  constructor(
    readonly indexes: IndexedTables,
    private readonly view: QueryView,
  ) {}

  handles(query: SerializedQuery): boolean {
    return query.source.type === "FullTableScan" || query.source.type === "IndexRange";
  }

  /**
   * The query's source documents in order, before filters and limit. With `cursor` (paginate),
   * only the documents after it; with `max`, at most that many from the start.
   */
  resolve(query: SerializedQuery, cursor?: string | null, max?: number): ResolvedSource {
    const span = this.span(query, cursor);
    const { docs, order } = span;
    let { lo, hi } = span;
    if (max !== undefined && hi - lo > max) {
      if (order === "asc") hi = lo + max;
      else lo = hi - max;
    }
    const sortedDocs = new Array<Doc>(hi - lo);
    if (order === "asc") for (let i = lo; i < hi; i++) sortedDocs[i - lo] = docs[i];
    else for (let i = hi - 1; i >= lo; i--) sortedDocs[hi - 1 - i] = docs[i];
    return { sortedDocs, filterFn: span.filterFn, limit: span.limit, fieldPathsToSortBy: span.fieldPathsToSortBy, order };
  }

  /**
   * One page, as convex-test's `paginate` reads it from the resolved documents (same page,
   * cursors, split cursor and page status), walking the index's documents in place: no copy of the
   * rest of the range, and a cursor is encoded only for the documents that need one. Null when
   * a cursor does not parse (convex-test's own paginate then gives its error).
   */
  paginate(args: PaginateArgs, sizeOf: (doc: Doc) => number): PageResult | null {
    const { cursor, endCursor, pageSize, maximumRowsRead, maximumBytesRead } = args;
    const span = this.span(args.query, cursor);
    if (cursor && cursor !== "_end_cursor" && !span.cursorParsed) return null;
    const { docs, index, lo, hi, filterFn } = span;
    const asc = span.order === "asc";
    const step = asc ? 1 : -1;
    const hasEnd = !!endCursor && endCursor !== "_end_cursor";
    const endKey = hasEnd ? parseCursor(endCursor, span.fieldCount) : null;
    if (hasEnd && endKey === null) return null;
    const page: Doc[] = [];
    const read: Doc[] = [];
    let rows = 0;
    let bytes = 0;
    let continueCursor = "_end_cursor";
    let pageStatus: string | null = null;
    const admit = args.admit;
    for (let i = asc ? lo : hi - 1; asc ? i < hi : i >= lo; i += step) {
      const e = docs[i];
      if (admit && (endKey === null || index.compare(e, endKey) * step <= 0) && !admit(e)) {
        // Over the function's read limits: Convex ends the page before this document
        // (SplitRequired), or fails when the page has read nothing yet.
        if (read.length === 0) throw admit.error();
        pageStatus = "SplitRequired";
        continueCursor = encodeCursor(index.keyOf(read[read.length - 1]));
        break;
      }
      if (endKey !== null) {
        // Where the document lies against the end cursor, in the query's order.
        const past = index.compare(e, endKey) * step;
        if (past > 0) break;
        if (past === 0) {
          read.push(e);
          rows += 1;
          if (filterFn(e)) page.push(e);
          continueCursor = encodeCursor(index.keyOf(e));
          break;
        }
      }
      read.push(e);
      rows += 1;
      if (maximumBytesRead) bytes += sizeOf(e);
      const limitHit = (!!maximumRowsRead && rows >= maximumRowsRead) || (!!maximumBytesRead && bytes >= maximumBytesRead);
      if (filterFn(e)) page.push(e);
      if (limitHit) {
        pageStatus = "SplitRequired";
        continueCursor = encodeCursor(index.keyOf(e));
        break;
      }
      if (!endCursor && page.length >= pageSize) {
        const last = asc ? i === hi - 1 : i === lo;
        if (!last) continueCursor = encodeCursor(index.keyOf(e));
        break;
      }
    }
    let splitCursor: string | null = null;
    const middle = () => encodeCursor(index.keyOf(read[Math.floor((read.length - 1) / 2)]));
    if (pageStatus === "SplitRequired" && read.length >= 2) splitCursor = middle();
    else if (pageStatus === null && rows > pageSize + 1 && read.length >= 2) {
      pageStatus = "SplitRecommended";
      splitCursor = middle();
    }
    const result: PageResult = { page, isDone: continueCursor === "_end_cursor", continueCursor, splitCursor, pageStatus };
    pageReads.set(result, read);
    return result;
  }

  /** The query's index, its documents (with the transaction's writes) and the positions [lo, hi) of its range after `cursor`. */
  private span(query: SerializedQuery, cursor?: string | null) {
    const source = query.source;
    if (source.type === "Search") throw new Error("Search queries are not served from sorted indexes");
    const order: Order = source.order ?? "asc";
    let table: string;
    let indexName: string;
    let bounds = EVERYTHING;
    if (source.type === "FullTableScan") {
      table = source.tableName;
      indexName = "by_creation_time";
    } else {
      [table, indexName] = source.indexName.split(".");
    }
    const index = this.indexes.get(table, indexName);
    if (!index) {
      throw new Error(`Cannot use index "${indexName}" for table "${table}" because it is not declared in the schema.`);
    }
    if (source.type === "IndexRange") {
      this.view.validateRange(source, [...index.fields]);
      bounds = this.bounds(source.range);
    }

    let docs: readonly Doc[] = index.docs;
    let lo = index.boundary(bounds.lower, bounds.lowerStrict);
    let hi = Math.max(lo, index.boundary(bounds.upper, bounds.upperInclusive, lo));
    const overlay = this.overlay(table);
    if (overlay) {
      docs = this.merge(index, lo, hi, overlay, bounds);
      lo = 0;
      hi = docs.length;
    }
    let cursorParsed = false;
    if (cursor === "_end_cursor") hi = lo;
    else if (cursor) {
      const at = parseCursor(cursor, index.fields.length);
      cursorParsed = at !== null;
      // Documents after the cursor in this order: above it ascending, below it descending.
      if (at && order === "asc") lo = index.boundary(at, true, lo, hi, docs);
      else if (at) hi = index.boundary(at, false, lo, hi, docs);
    }
    const filters = query.operators.filter((op) => "filter" in op).map((op) => op.filter);
    const limitOp = query.operators.filter((op) => "limit" in op)[0];
    return {
      docs,
      index,
      lo,
      hi,
      order,
      cursorParsed,
      fieldCount: index.fields.length,
      filterFn: (doc: Doc) => filters.every((f) => this.view.matchesFilter(doc, f)),
      limit: limitOp?.limit ?? null,
      fieldPathsToSortBy: source.type === "FullTableScan" ? ["_creationTime"] : [...index.fields],
    };
  }

  /** convex-test's `_evaluateQuery`: the filtered documents, cut to the first limit. */
  evaluate(query: SerializedQuery): Doc[] {
    const hasFilter = query.operators.some((op) => "filter" in op);
    const limit = query.operators.filter((op) => "limit" in op)[0]?.limit ?? null;
    const exact = limit !== null && Number.isInteger(limit) && limit >= 0;
    const { sortedDocs, filterFn } = this.resolve(query, undefined, exact && !hasFilter ? limit : undefined);
    if (!hasFilter) return limit === null || exact ? sortedDocs : sortedDocs.slice(0, limit);
    // With a filter, Convex reads (and counts against the function's limits) every document of
    // the range up to the last one the stream needs, matching or not: kept as the query's scan.
    const out: Doc[] = [];
    const positions: number[] = [];
    let end = sortedDocs.length;
    for (let i = 0; i < sortedDocs.length; i++) {
      if (exact && out.length >= limit) {
        end = i;
        break;
      }
      if (filterFn(sortedDocs[i])) {
        out.push(sortedDocs[i]);
        positions.push(i);
      }
    }
    const docs = exact || limit === null ? out : out.slice(0, limit);
    scans.set(docs, { source: sortedDocs, positions, end });
    return docs;
  }

  private bounds(range: readonly RangeExpr[]): Bounds {
    // validateRange guarantees: equalities on the leading fields, then at most one lower
    // and one upper bound on the next field.
    const prefix: unknown[] = [];
    let lower: { value: unknown; strict: boolean } | null = null;
    let upper: { value: unknown; inclusive: boolean } | null = null;
    for (const e of range) {
      const value = this.view.queryValue(e.value);
      if (e.type === "Eq") prefix.push(value);
      else if (e.type === "Gt" || e.type === "Gte") lower = { value, strict: e.type === "Gt" };
      else upper = { value, inclusive: e.type === "Lte" };
    }
    return {
      lower: lower ? [...prefix, lower.value] : prefix,
      lowerStrict: lower?.strict ?? false,
      upper: upper ? [...prefix, upper.value] : prefix,
      upperInclusive: upper?.inclusive ?? true,
    };
  }

  /** The transaction's pending version of each document of `table` it wrote (null: deleted). */
  private overlay(table: string): Map<string, Doc | null> | null {
    let pending: Map<string, Doc | null> | null = null;
    for (const layer of this.view.writeLayers()) {
      for (const id in layer) {
        if (this.view.tableOf(id) !== table) continue;
        (pending ??= new Map()).set(id, layer[id]);
      }
    }
    return pending;
  }

  /** The committed range with the pending writes applied, in key order. */
  private merge(index: SortedIndex, lo: number, hi: number, pending: Map<string, Doc | null>, bounds: Bounds): Doc[] {
    const added: Array<{ key: IndexKey; doc: Doc }> = [];
    for (const doc of pending.values()) {
      if (doc === null) continue;
      const key = index.keyOf(doc);
      if (inBounds(key, bounds)) added.push({ key, doc });
    }
    added.sort((a, b) => compareKeyPrefix(a.key, b.key));
    const out: Doc[] = [];
    let j = 0;
    for (let i = lo; i < hi; i++) {
      const doc = index.docs[i];
      if (pending.has(doc._id)) continue;
      // Keys are unique (they end in _id): an added document goes before `doc` when `doc` is above it.
      while (j < added.length && index.compare(doc, added[j].key) > 0) out.push(added[j++].doc);
      out.push(doc);
    }
    while (j < added.length) out.push(added[j++].doc);
    return out;
  }
}
