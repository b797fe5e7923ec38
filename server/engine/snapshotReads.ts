/**
 * Reads at one snapshot: `1.0/get` and `1.0/queryStream` as convex-test answers them, each stored
 * document's JSON encoded once, identical reads shared while nothing is committed, and what each
 * read costs against the function's limits (limits.ts).
 */
import { convexToJson, getDocumentSize, type Value } from "convex/values";
import type { ConvexTestDb, Doc, QueryEvaluator, SerializedQuery } from "./adapter/index.js";
import { scanOf, type Scan } from "./indexedQueries.js";
import type { ConvexTransactionLimits } from "./limits.js";

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
export function snapshotReads(
  db: ConvexTestDb,
  currentTracker: () => ConvexTransactionLimits | null,
  queries: QueryEvaluator,
  tableOf: (id: string) => string | null,
) {
  /** Results of reads at the current snapshot, by their `1.0/queryStream` arguments. */
  const shared = new Map<string, Doc[]>();
  /** Open streams' charges, per transaction (a stream a failed function left open goes with it). */
  const chargesOf = new WeakMap<ConvexTransactionLimits, Map<number, StreamCharge>>();
  const charges = {
    get: (queryId: number) => {
      const tracker = currentTracker();
      return tracker ? chargesOf.get(tracker)?.get(queryId) : undefined;
    },
    set: (queryId: number, charge: StreamCharge) => {
      const tracker = currentTracker();
      if (!tracker) return;
      let map = chargesOf.get(tracker);
      if (!map) chargesOf.set(tracker, (map = new Map()));
      map.set(queryId, charge);
    },
    delete: (queryId: number) => {
      const tracker = currentTracker();
      if (tracker) chargesOf.get(tracker)?.delete(queryId);
    },
  };
  let snapshot = 0;
  const chargeSpan = (tracker: ConvexTransactionLimits, source: readonly Doc[], from: number, to: number) => {
    let bytes = 0;
    for (let i = from; i < to; i++) bytes += docSize(source[i]);
    tracker.trackReads(to - from, bytes);
  };
  const atSnapshot = () => db.writeLayers().every((layer) => isEmpty(layer));
  return {
    snapshot: () => snapshot,
    atSnapshot,
    getJson: (table: string | undefined, id: string): string => {
      const tracker = currentTracker();
      tracker?.trackIndexRange(`id|${id}`);
      const doc = db.get(table, id);
      if (doc === null) return "null";
      tracker?.trackRead(docSize(doc), (tableOf(doc._id) ?? "").startsWith("_"));
      let json = convexJsonOfDoc.get(doc);
      if (json === undefined) convexJsonOfDoc.set(doc, (json = JSON.stringify(convexToJson(doc as unknown as Value))));
      return json;
    },
    startQuery: (jsonArgs: string, query: SerializedQuery): number => {
      const shareable = atSnapshot();
      let docs = shareable ? shared.get(jsonArgs) : undefined;
      currentTracker()?.trackIndexRange(rangeKey(query));
      if (docs === undefined) {
        docs = queries.evaluate(query);
        if (shareable) {
          if (shared.size >= MAX_SHARED_READS) shared.clear();
          shared.set(jsonArgs, docs);
        }
      }
      const id = db.openStream(docs.slice()); // streams consume their copy
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
      const tracker = currentTracker();
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
