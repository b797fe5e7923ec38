/**
 * convex-test's DatabaseFake answers every query by scanning and sorting its table. Its query
 * methods are replaced by the engine's (sorted indexes: the engine's indexedQueries.ts) for the
 * queries the engine handles; convex-test's own code answers the rest, and stays reachable as
 * the reference the engine is tested against.
 */
import type { DatabaseFake } from "./convexTestShapes.js";
import type { Doc, PageResult, PaginateArgs, QueryEvaluator, ResolvedSource, SerializedQuery } from "./types.js";
import { internalsChanged } from "./versions.js";

/** The engine's answers to the queries it `handles`. */
export type QueryOverride = {
  /** Every document of a table as the running transaction sees it (convex-test's scans, e.g. for search). */
  iterateDocs(table: string, callback: (doc: Doc) => void): void;
  handles(query: SerializedQuery): boolean;
  /** The query's source, skipping to `cursorHint` when a page of convex-test's paginate asks. */
  resolve(query: SerializedQuery, cursorHint: string | null | undefined): ResolvedSource;
  evaluate(query: SerializedQuery): Doc[];
  /** A page, or null to leave it to convex-test's paginate (over the engine's `resolve`). */
  paginate(args: PaginateArgs): PageResult | null;
};

/**
 * Installs `override` on the database; returns the database's queries as the engine answers them
 * and convex-test's own code over the same state (`reference`).
 */
export function overrideQueries(db: DatabaseFake, override: QueryOverride): { queries: QueryEvaluator; reference: QueryEvaluator } {
  const proto = Object.getPrototypeOf(db) as DatabaseFake;
  for (const name of ["_iterateDocs", "_resolveQuerySource", "_evaluateQuery", "paginate"] as const) {
    if (typeof proto[name] !== "function") throw internalsChanged(`DatabaseFake.${name} missing`);
  }
  db._iterateDocs = override.iterateDocs;
  // paginate() resolves its source once, at its start: the cursor lets the indexes skip to it.
  let cursorHint: string | null | undefined;
  db._resolveQuerySource = (query) => (override.handles(query) ? override.resolve(query, cursorHint) : proto._resolveQuerySource.call(db, query));
  db._evaluateQuery = (query) => (override.handles(query) ? override.evaluate(query) : proto._evaluateQuery.call(db, query));
  db.paginate = (args) => {
    const page = override.handles(args.query) ? override.paginate(args) : null;
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
  return {
    queries: { evaluate: (query) => db._evaluateQuery(query), paginate: (args) => db.paginate(args) },
    reference: { evaluate: (query) => reference._evaluateQuery(query), paginate: (args) => reference.paginate(args) },
  };
}
