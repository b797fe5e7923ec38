/**
 * The DatabaseFake half of the convex-test internals (see convexTestInternals.ts, which loads
 * convex-test and checks its pinned version): its shape as the engine uses it, and the
 * replacement of its per-query scans by per-table ids and sorted indexes.
 */
import { convexToJson, getDocumentSize, type JSONValue, type Value } from "convex/values";
import type { Doc } from "./convexTestInternals.js";
import { tableOfId } from "./convexTestInternals.js";
import { IndexedQueries, scanOf, type QuerySource, type ResolvedSource, type Scan, type SerializedQuery } from "./indexedQueries.js";
import type { ConvexTransactionLimits } from "./limits.js";
import { IndexedTables } from "./indexes.js";

export type DatabaseFake = {
  _documents: Record<string, Doc>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: Array<Record<string, Doc | null>>;
  _queryResults: Record<number, Doc[]>;
  _nextQueryId: number;
  get(table: string | undefined, id: string): Doc | null;
  insert(table: string, value: Record<string, unknown>): string;
  patch(table: string, id: string, value: Record<string, unknown>): void;
  storeFile(id: string, blob: Blob): void;
  getFile(id: string): Blob | null | undefined;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
  _schema: { tables: Map<string, { indexes: Array<{ indexDescriptor: string; fields: string[] }> }> } | null;
  _resolveQuerySource(query: SerializedQuery): ResolvedSource;
  _evaluateQuery(query: SerializedQuery): Doc[];
  paginate(args: PaginateArgs): PageResult;
};
export type PaginateArgs = {
  query: SerializedQuery;
  cursor: string | null;
  endCursor?: string | null;
  pageSize: number;
  maximumRowsRead?: number | null;
  maximumBytesRead?: number | null;
  /**
   * Charges each document the page reads against the function's limits; false when that goes
   * over them (`error()`: the error to give when the page could read nothing).
   */
  admit?: ((doc: Doc) => boolean) & { error(): Error };
};
export type PageResult = { page: Doc[]; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null };
/** A way to evaluate serialized queries against the live database (and open transaction). */
export type QueryEvaluator = { evaluate(query: SerializedQuery): Doc[]; paginate(args: PaginateArgs): PageResult };
/** convex-test's own field, value, filter and range functions (module-private, exported by the loader). */
export type ConvexTestFunctions = {
  evaluateFieldPath(path: string, doc: Doc): unknown;
  evaluateQueryValue(value: JSONValue): unknown;
  evaluateFilter(doc: Doc, filter: unknown): unknown;
  validateIndexRangeExpression(source: QuerySource, fields: string[]): void;
};

/**
 * convex-test scans every document of every table for each query and sorts the matches. Keep
 * the ids of each table (for search queries, which still scan their table) and serve table
 * scans and index ranges from sorted indexes over the committed documents.
 */
export function installIndexedQueries(db: DatabaseFake, I: ConvexTestFunctions, internalsChanged: (detail: string) => Error) {
  const proto = Object.getPrototypeOf(db) as DatabaseFake;
  for (const name of ["_iterateDocs", "_resolveQuerySource", "_evaluateQuery", "paginate"] as const) {
    if (typeof proto[name] !== "function") throw internalsChanged(`DatabaseFake.${name} missing`);
  }
  if (!("_schema" in db)) throw internalsChanged("DatabaseFake._schema missing");
  if (typeof db._iterateDocs !== "function") throw internalsChanged("DatabaseFake._iterateDocs missing");
  const tableIds = new Map<string, Set<string>>();
  const idsOf = (table: string) => {
    let set = tableIds.get(table);
    if (!set) tableIds.set(table, (set = new Set()));
    return set;
  };
  db._iterateDocs = (table, callback) => {
    const committed = tableIds.get(table);
    const layers = db._writes;
    const current = (id: string): Doc | null => {
      for (let i = layers.length - 1; i >= 0; i--) {
        const w = layers[i][id];
        if (w !== undefined) return w;
      }
      return db._documents[id] ?? null;
    };
    if (committed) {
      for (const id of committed) {
        const doc = current(id);
        if (doc !== null) callback(doc);
      }
    }
    const seen = new Set<string>();
    for (const layer of layers) {
      for (const id in layer) {
        if (committed?.has(id) || seen.has(id) || tableOfId(id) !== table) continue;
        seen.add(id);
        const doc = current(id);
        if (doc !== null) callback(doc);
      }
    }
  };


  const indexes = new IndexedTables({
    *committedDocs(table) {
      for (const id of tableIds.get(table) ?? []) yield db._documents[id];
    },
    schemaIndexFields: (table, index) => db._schema?.tables.get(table)?.indexes.find((i) => i.indexDescriptor === index)?.fields,
    readField: (path, doc) => I.evaluateFieldPath(path, doc),
  });
  const queries = new IndexedQueries(indexes, {
    ...indexes.source,
    writeLayers: () => db._writes,
    tableOf: tableOfId,
    queryValue: (json) => I.evaluateQueryValue(json),
    validateRange: (source, fields) => I.validateIndexRangeExpression(source, fields),
    matchesFilter: (doc, filter) => Boolean(I.evaluateFilter(doc, filter)),
  });
  // paginate() resolves its source once, at its start: the cursor lets the indexes skip to it.
  let cursorHint: string | null | undefined;
  db._resolveQuerySource = (query) => (queries.handles(query) ? queries.resolve(query, cursorHint) : proto._resolveQuerySource.call(db, query));
  db._evaluateQuery = (query) => (queries.handles(query) ? queries.evaluate(query) : proto._evaluateQuery.call(db, query));
  db.paginate = (args) => {
    const page = queries.handles(args.query) ? queries.paginate(args, docSize) : null;
    if (page !== null) return page;
    cursorHint = args.cursor;
    try {
      return proto.paginate.call(db, args);
    } finally {
      cursorHint = undefined;
    }
  };

  // convex-test's own code over the same state, for tests.
  const reference = Object.create(db) as DatabaseFake;
  reference._iterateDocs = proto._iterateDocs;
  reference._resolveQuerySource = proto._resolveQuerySource;
  reference._evaluateQuery = proto._evaluateQuery;
  reference.paginate = proto.paginate;
  const referenceQueries: QueryEvaluator = {
    evaluate: (query) => reference._evaluateQuery(query),
    paginate: (args) => reference.paginate(args),
  };
  return {
    tableIds,
    idsOf,
    indexes,
    queries: { evaluate: (query) => db._evaluateQuery(query), paginate: (args) => db.paginate(args) } as QueryEvaluator,
    referenceQueries,
  };
}

const docSizes = new WeakMap<object, number>();

/** getDocumentSize of a stored document, computed once per (immutable) document object. */
export function docSize(doc: Doc): number {
  let size = docSizes.get(doc);
  if (size === undefined) docSizes.set(doc, (size = getDocumentSize(doc as unknown as Record<string, Value>)));
  return size;
}

/** The index range a query reads, named as the function's limits count distinct ranges (limits.ts). */
export function rangeKey(query: SerializedQuery): string {
  const source = query.source;
  if (source.type === "FullTableScan") return `${source.tableName}.by_creation_time|[]`;
  if (source.type === "IndexRange") return `${source.indexName}|${JSON.stringify(source.range)}`;
  return `search|${JSON.stringify(query)}`;
}

/** Whether a query reads a system table (not counted against the user limits). */
export function readsSystemTable(query: SerializedQuery): boolean {
  const source = query.source;
  return (source.type === "FullTableScan" ? source.tableName : source.indexName).startsWith("_");
}

/** What a query stream has charged against the function's limits so far. */
type StreamCharge = { scan: Scan | undefined; results: number; scanned: number; system: boolean };

const MAX_SHARED_READS = 10_000;
const isEmpty = (o: object) => {
  for (const _ in o) return false;
  return true;
};

/** convexToJson text of stored documents (immutable objects), as convex-test's `1.0/get` writes it. */
const convexJsonOfDoc = new WeakMap<object, string>();

/**
 * `1.0/get` and `1.0/queryStream` as convex-test answers them (id checks, read metrics), with
 * each stored document's JSON encoded once, and the results of identical reads shared while
 * nothing is committed and the transaction has no writes of its own: the same table scan,
 * index range or search at the same snapshot gives the same documents, whoever runs it.
 */
export function snapshotReads(db: DatabaseFake, tm: { getMetricsTracker(): ConvexTransactionLimits | null }, queries: QueryEvaluator) {
  /** Results of reads at the current snapshot, by their `1.0/queryStream` arguments. */
  const shared = new Map<string, Doc[]>();
  /** Open streams' charges, per transaction (a stream a failed function left open goes with it). */
  const chargesOf = new WeakMap<ConvexTransactionLimits, Map<number, StreamCharge>>();
  const charges = {
    get: (queryId: number) => {
      const tracker = tm.getMetricsTracker();
      return tracker ? chargesOf.get(tracker)?.get(queryId) : undefined;
    },
    set: (queryId: number, charge: StreamCharge) => {
      const tracker = tm.getMetricsTracker();
      if (!tracker) return;
      let map = chargesOf.get(tracker);
      if (!map) chargesOf.set(tracker, (map = new Map()));
      map.set(queryId, charge);
    },
    delete: (queryId: number) => {
      const tracker = tm.getMetricsTracker();
      if (tracker) chargesOf.get(tracker)?.delete(queryId);
    },
  };
  let snapshot = 0;
  const chargeSpan = (tracker: ConvexTransactionLimits, source: readonly Doc[], from: number, to: number) => {
    let bytes = 0;
    for (let i = from; i < to; i++) bytes += docSize(source[i]);
    tracker.trackReads(to - from, bytes);
  };
  const atSnapshot = () => db._writes.every((layer) => isEmpty(layer));
  return {
    snapshot: () => snapshot,
    atSnapshot,
    getJson: (table: string | undefined, id: string): string => {
      const tracker = tm.getMetricsTracker();
      tracker?.trackIndexRange(`id|${id}`);
      const doc = db.get(table, id);
      if (doc === null) return "null";
      tracker?.trackRead(docSize(doc), (tableOfId(doc._id) ?? "").startsWith("_"));
      let json = convexJsonOfDoc.get(doc);
      if (json === undefined) convexJsonOfDoc.set(doc, (json = JSON.stringify(convexToJson(doc as unknown as Value))));
      return json;
    },
    startQuery: (jsonArgs: string, query: SerializedQuery): number => {
      const shareable = atSnapshot();
      let docs = shareable ? shared.get(jsonArgs) : undefined;
      tm.getMetricsTracker()?.trackIndexRange(rangeKey(query));
      if (docs === undefined) {
        docs = queries.evaluate(query);
        if (shareable) {
          if (shared.size >= MAX_SHARED_READS) shared.clear();
          shared.set(jsonArgs, docs);
        }
      }
      const id = db._nextQueryId++;
      db._queryResults[id] = docs.slice(); // streams consume their copy
      charges.set(id, { scan: scanOf(docs), results: 0, scanned: 0, system: readsSystemTable(query) });
      return id;
    },
    /**
     * Charges the function's limits for what the stream read to give its next result (`doc`),
     * or, once done (null), for the rest of the range it read without a match.
     */
    chargeStream(queryId: number, doc: Doc | null): void {
      const charge = charges.get(queryId);
      if (charge === undefined) return;
      if (doc === null) charges.delete(queryId);
      const tracker = tm.getMetricsTracker();
      if (!tracker || charge.system) return;
      const scan = charge.scan;
      if (scan === undefined) {
        if (doc !== null) tracker.trackRead(docSize(doc));
        return;
      }
      const to = doc === null ? scan.end : scan.positions[charge.results] + 1;
      charge.results += 1;
      if (to > charge.scanned) chargeSpan(tracker, scan.source, charge.scanned, to);
      charge.scanned = Math.max(charge.scanned, to);
    },
    dropStream(queryId: number): void {
      charges.delete(queryId);
    },
    /** After a commit (or a restore) nothing read before may be shared. */
    newSnapshot: () => {
      shared.clear();
      snapshot += 1;
    },
  };
}
