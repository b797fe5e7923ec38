/**
 * convex-test scans every document of every table for each query and sorts the matches. Keep
 * the ids of each table (for search queries, which still scan their table) and serve table
 * scans and index ranges from sorted indexes over the committed documents (indexes.ts,
 * indexedQueries.ts), installed in place of the database's query methods.
 */
import type { ConvexTestDb, Doc } from "./adapter/index.js";
import { IndexedQueries } from "./indexedQueries.js";
import { IndexedTables } from "./indexes.js";
import { docSize } from "./snapshotReads.js";

export function installIndexedQueries(db: ConvexTestDb, tableOfId: (id: string) => string | null) {
  const tableIds = new Map<string, Set<string>>();
  const idsOf = (table: string) => {
    let set = tableIds.get(table);
    if (!set) tableIds.set(table, (set = new Set()));
    return set;
  };
  const iterateDocs = (table: string, callback: (doc: Doc) => void) => {
    const committed = tableIds.get(table);
    const layers = db.writeLayers();
    const documents = db.documents();
    const current = (id: string): Doc | null => {
      for (let i = layers.length - 1; i >= 0; i--) {
        const w = layers[i][id];
        if (w !== undefined) return w;
      }
      return documents[id] ?? null;
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
      const documents = db.documents();
      for (const id of tableIds.get(table) ?? []) yield documents[id];
    },
    schemaIndexFields: (table, index) => db.schemaIndexFields(table, index),
    readField: (path, doc) => db.readField(path, doc),
  });
  const indexed = new IndexedQueries(indexes, {
    ...indexes.source,
    writeLayers: () => db.writeLayers(),
    tableOf: tableOfId,
    queryValue: (json) => db.queryValue(json),
    validateRange: (source, fields) => db.validateRange(source, fields),
    matchesFilter: (doc, filter) => db.matchesFilter(doc, filter),
  });
  const { queries, reference } = db.overrideQueries({
    iterateDocs,
    handles: (query) => indexed.handles(query),
    resolve: (query, cursorHint) => indexed.resolve(query, cursorHint),
    evaluate: (query) => indexed.evaluate(query),
    paginate: (args) => indexed.paginate(args, docSize),
  });
  return { tableIds, idsOf, indexes, queries, referenceQueries: reference };
}
