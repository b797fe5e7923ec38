/**
 * The database of one retreat. Every function works within one retreat: the builders of
 * convex/functions.ts hand each handler a `ctx.db` made here, so a handler cannot read or write
 * another weekend's men, rooms, tables, letters or money, whatever ids it is given.
 *
 * - A query of a retreat table reads only that retreat: an index range starts with its retreat_id
 *   (the schema stores every index of a retreat table with retreat_id first, model/retreatSchema.ts);
 *   a query with no index reads the retreat's `by_retreat` range, in creation order as a table scan
 *   would; the few indexes that span retreats are filtered to it.
 * - `get` of another retreat's document answers null, as for a document that does not exist; a
 *   patch, replace or delete of one fails as Convex fails for an id that does not exist.
 * - An insert takes the retreat's id; a write cannot move a document to another retreat.
 *
 * Tables outside retreats (accounts, roles, people, retreats) pass through unchanged.
 */
import type { GenericDatabaseReader, GenericDatabaseWriter } from "convex/server";
import type { DataModel, Id } from "../_generated/dataModel";
import { BY_RETREAT, isRetreatIndex, isRetreatTable } from "./retreatSchema";

type Reader = GenericDatabaseReader<DataModel>;
type Writer = GenericDatabaseWriter<DataModel>;
type RetreatId = Id<"retreats">;

/* The builders below work on any table; the types of ctx.db are restored by the callers. */
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = any;
type AnyQuery = any;

const scopes = new WeakMap<object, { raw: Reader; retreatId: RetreatId }>();

/** The retreat a scoped database works in, or null for a database that is not scoped. */
export function retreatOfDb(db: object): RetreatId | null {
  return scopes.get(db)?.retreatId ?? null;
}

/**
 * The database beneath a scoped one, for the few functions that work across weekends on purpose
 * (a man's weekends, starting the next retreat, the migration). Everything else uses ctx.db.
 */
export function unscoped<D extends Reader>(db: D): D {
  return (scopes.get(db)?.raw as D | undefined) ?? db;
}

function refuseOtherRetreat(value: Record<string, unknown>, retreatId: RetreatId, table: string): void {
  if (value.retreat_id !== undefined && value.retreat_id !== retreatId) {
    throw new Error(`A document of ${table} cannot be written into another retreat.`);
  }
}

function scopedQuery(db: AnyDb, table: string, retreatId: RetreatId): AnyQuery {
  const all = () => db.query(table).withIndex(BY_RETREAT, (q: AnyQuery) => q.eq("retreat_id", retreatId));
  return {
    withIndex(index: string, range?: (q: AnyQuery) => AnyQuery) {
      if (isRetreatIndex(table, index)) {
        return db.query(table).withIndex(index, (q: AnyQuery) => {
          const inRetreat = q.eq("retreat_id", retreatId);
          return range === undefined ? inRetreat : range(inRetreat);
        });
      }
      // The indexes that span retreats find one document (a portal token, a person's records): the
      // filter leaves out the other retreats' few.
      return db
        .query(table)
        .withIndex(index, range)
        // eslint-disable-next-line @convex-dev/no-filter-in-query -- see above
        .filter((q: AnyQuery) => q.eq(q.field("retreat_id"), retreatId));
    },
    withSearchIndex() {
      throw new Error(`Search indexes of retreat tables are not scoped (${table}).`);
    },
    fullTableScan: () => all(),
    order: (order: "asc" | "desc") => all().order(order),
    filter: (predicate: unknown) => all().filter(predicate),
    paginate: (options: unknown) => all().paginate(options),
    collect: () => all().collect(),
    take: (n: number) => all().take(n),
    first: () => all().first(),
    unique: () => all().unique(),
    [Symbol.asyncIterator]: () => all()[Symbol.asyncIterator](),
  };
}

function requireTableName(table: unknown, method: string, id?: unknown): asserts table is string {
  if (typeof table !== "string" || (method !== "insert" && id === undefined)) {
    throw new Error(`ctx.db.${method} needs the table's name first: ctx.db.${method}("table", id, ...).`);
  }
}

function readerMethods(db: AnyDb, retreatId: RetreatId, seen?: Set<unknown>) {
  async function get(table: unknown, id?: unknown) {
    requireTableName(table, "get", id);
    const doc = await db.get(table, id);
    if (doc !== null && isRetreatTable(table) && doc.retreat_id !== retreatId) return null;
    if (doc !== null) seen?.add(id);
    return doc;
  }
  return {
    get,
    query: (table: string) => (isRetreatTable(table) ? scopedQuery(db, table, retreatId) : db.query(table)),
    normalizeId: (table: string, id: string) => db.normalizeId(table, id),
    get system() {
      return db.system;
    },
  };
}

/**
 * Marks `outer`, a database that wraps the scoped `inner` (the derived-data hooks do), as scoped
 * to the same retreat, so `unscoped` and `retreatOfDb` see through it too.
 */
export function keepScope<D extends object>(outer: D, inner: object): D {
  const scope = scopes.get(inner);
  if (scope !== undefined) scopes.set(outer, scope);
  return outer;
}

/** A reader of one retreat. */
export function scopeReader<D extends Reader>(db: D, retreatId: RetreatId): D {
  const raw = unscoped(db);
  const scoped = readerMethods(raw, retreatId);
  scopes.set(scoped, { raw, retreatId });
  return scoped as unknown as D;
}

/** A writer of one retreat (see the top of this file). */
export function scopeWriter<D extends Writer>(db: D, retreatId: RetreatId): D {
  const raw = unscoped(db) as AnyDb;
  // Ids this writer has read in its retreat or inserted there: a document's retreat never changes,
  // so a write to one of them needs no second read (the derived-data hooks read each document
  // before they write it).
  const here = new Set<unknown>();
  const reader = readerMethods(raw, retreatId, here);
  const mustBeHere = async (table: string, id: unknown, what: "Update" | "Replace" | "Delete") => {
    if (!isRetreatTable(table) || here.has(id)) return;
    if ((await reader.get(table, id)) === null) throw new Error(`${what} on nonexistent document ID ${String(id)}`);
  };
  const scoped = {
    ...reader,
    get system() {
      return raw.system;
    },
    async insert(table: string, value: Record<string, unknown>) {
      requireTableName(table, "insert");
      if (!isRetreatTable(table)) return await raw.insert(table, value);
      refuseOtherRetreat(value, retreatId, table);
      const id: unknown = await raw.insert(table, { ...value, retreat_id: retreatId });
      here.add(id);
      return id;
    },
    async patch(table: string, id: unknown, value: Record<string, unknown>) {
      requireTableName(table, "patch", id);
      await mustBeHere(table, id, "Update");
      if (isRetreatTable(table)) refuseOtherRetreat(value, retreatId, table);
      await raw.patch(table, id, value);
    },
    async replace(table: string, id: unknown, value: Record<string, unknown>) {
      requireTableName(table, "replace", id);
      await mustBeHere(table, id, "Replace");
      if (!isRetreatTable(table)) return await raw.replace(table, id, value);
      refuseOtherRetreat(value, retreatId, table);
      await raw.replace(table, id, { ...value, retreat_id: retreatId });
    },
    async delete(table: string, id: unknown) {
      requireTableName(table, "delete", id);
      await mustBeHere(table, id, "Delete");
      await raw.delete(table, id);
      here.delete(id);
    },
  };
  scopes.set(scoped, { raw, retreatId });
  return scoped as unknown as D;
}
