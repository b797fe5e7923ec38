/**
 * convex-test's database (its DatabaseFake, private fields included) as the engine reads and
 * writes it.
 */
import type { JSONValue } from "convex/values";
import type { DatabaseFake, Internals } from "./convexTestShapes.js";
import { overrideQueries, type QueryOverride } from "./queryOverrides.js";
import type { Doc, PageResult, PaginateArgs, QueryEvaluator, QuerySource } from "./types.js";

/** convex-test's database as the engine reads and writes it. */
export type ConvexTestDb = {
  /** The committed documents by id (the live record: never change it). */
  documents(): Record<string, Doc>;
  /** The running transaction's pending writes, outermost level first. */
  writeLayers(): ReadonlyArray<Record<string, Doc | null>>;
  /** A document as the running transaction sees it (convex-test's `get`: id checks included). */
  get(table: string | undefined, id: string): Doc | null;
  /** Inserts inside the current transaction (only call from within a syscall). */
  insert(table: string, value: Record<string, unknown>): string;
  /** Patches inside the current transaction (only call from within a transaction). */
  patch(table: string, id: string, value: Record<string, unknown>): void;
  /** A schema index's fields (as declared), undefined when there is none. */
  schemaIndexFields(table: string, index: string): string[] | undefined;
  /** Opens a query stream over `docs` (consumed from the front); its id. */
  openStream(docs: Doc[]): number;
  /** A stream's remaining results (the live list), undefined for an unknown stream. */
  stream(queryId: number): Doc[] | undefined;
  dropStream(queryId: number): void;
  /** Id the next stream will get. */
  nextQueryId(): number;
  /** Counts a paginated query in the running function execution: how many it ran so far (0 outside one). */
  countPaginatedQuery(): number;
  /** A field, a query value, a range check and a filter as convex-test evaluates them. */
  readField(path: string, doc: Doc): unknown;
  queryValue(json: JSONValue): unknown;
  validateRange(source: QuerySource, fields: string[]): void;
  matchesFilter(doc: Doc, filter: unknown): boolean;
  /** Replaces the query methods (queryOverrides.ts): the queries as answered now, and convex-test's own. */
  overrideQueries(override: QueryOverride): { queries: QueryEvaluator; reference: QueryEvaluator };
  /** `paginate` as the database answers it (after `overrideQueries`, the engine's). */
  paginate(args: PaginateArgs): PageResult;
};

/** The engine's view of `db` (`I`: convex-test's module-level bindings). */
export function databaseView(db: DatabaseFake, I: Internals): ConvexTestDb {
  return {
    documents: () => db._documents,
    writeLayers: () => db._writes,
    get: (table, id) => db.get(table, id),
    insert: (table, value) => db.insert(table, value),
    patch: (table, id, value) => db.patch(table, id, value),
    schemaIndexFields: (table, index) => db._schema?.tables.get(table)?.indexes.find((i) => i.indexDescriptor === index)?.fields,
    openStream: (docs) => {
      const id = db._nextQueryId++;
      db._queryResults[id] = docs;
      return id;
    },
    stream: (queryId) => db._queryResults[queryId],
    dropStream: (queryId) => {
      delete db._queryResults[queryId];
    },
    nextQueryId: () => db._nextQueryId,
    countPaginatedQuery: () => {
      const execution = I.executionContextStorage.getStore() as { paginatedQueries?: number } | undefined;
      if (!execution) return 0;
      execution.paginatedQueries = (execution.paginatedQueries ?? 0) + 1;
      return execution.paginatedQueries;
    },
    readField: (path, doc) => I.evaluateFieldPath(path, doc),
    queryValue: (json) => I.evaluateQueryValue(json),
    validateRange: (source, fields) => I.validateIndexRangeExpression(source, fields),
    matchesFilter: (doc, filter) => Boolean(I.evaluateFilter(doc, filter)),
    overrideQueries: (override) => overrideQueries(db, override),
    paginate: (args) => db.paginate(args),
  };
}
