/**
 * Sorted indexes over the committed documents, per table: `by_creation_time`, `by_id` and every
 * schema index (its fields, then `_creationTime`, then `_id`, so keys are unique). An index is
 * built from the committed documents the first time a query uses it, then kept up to date by
 * every top-level commit. Range reads are binary searches; see indexedQueries.ts.
 */
import type { CommitWrite, Doc } from "./adapter/index.js";
import { compareIndexValues, compareKeyPrefix, type IndexKey } from "./indexKeys.js";

/** Reads a (possibly dotted) field the way convex-test's index ranges read it. */
export type FieldReader = (path: string, doc: Doc) => unknown;

/**
 * One index: the table's documents in key order. Keys are read from the documents when compared,
 * not stored: an index costs one array slot per document, whatever its fields.
 */
export class SortedIndex {
  docs: Doc[] = [];

  constructor(
    readonly fields: readonly string[],
    private readonly readField: FieldReader,
  ) {}

  /** The document's value of the index's i-th field. */
  private fieldOf(doc: Doc, i: number): unknown {
    const path = this.fields[i];
    const value = path.includes(".") ? undefined : doc[path];
    // Top-level scalars and null are read directly; anything else as convex-test reads it.
    return value === null || (value !== undefined && typeof value !== "object") ? value : this.readField(path, doc);
  }

  keyOf(doc: Doc): IndexKey {
    const key = new Array<unknown>(this.fields.length);
    for (let i = 0; i < this.fields.length; i++) key[i] = this.fieldOf(doc, i);
    return key;
  }

  /** The document's key against `bound` on `bound`'s length, as compareKeyPrefix(keyOf(doc), bound). */
  compare(doc: Doc, bound: IndexKey): number {
    for (let i = 0; i < bound.length; i++) {
      const c = compareIndexValues(this.fieldOf(doc, i), bound[i]);
      if (c !== 0) return c;
    }
    return 0;
  }

  build(docs: Iterable<Doc>): void {
    const keyed: Array<{ key: IndexKey; doc: Doc }> = [];
    for (const doc of docs) keyed.push({ key: this.keyOf(doc), doc });
    keyed.sort((a, b) => compareKeyPrefix(a.key, b.key));
    this.docs = keyed.map((k) => k.doc);
  }

  /**
   * The first position in [lo, hi) of `docs` (this index's documents, or a merged copy in the
   * same order) whose key, on `bound`'s length, compares above `bound` (`strict`) or at least
   * equal to it; `hi` when there is none.
   */
  boundary(bound: IndexKey, strict: boolean, lo = 0, hi = this.docs.length, docs: readonly Doc[] = this.docs): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.compare(docs[mid], bound);
      if (strict ? c > 0 : c >= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  insert(doc: Doc): void {
    this.docs.splice(this.boundary(this.keyOf(doc), false), 0, doc);
  }

  remove(doc: Doc): void {
    const at = this.boundary(this.keyOf(doc), false);
    if (this.docs[at]?._id === doc._id) {
      this.docs.splice(at, 1);
      return;
    }
    // Only reachable if a stored document changed in place; stay correct regardless.
    const i = this.docs.findIndex((d) => d._id === doc._id);
    if (i >= 0) this.docs.splice(i, 1);
  }
}

export type IndexSource = {
  /** The committed documents of a table. */
  committedDocs(table: string): Iterable<Doc>;
  /** The fields of a schema index, or undefined when the schema does not declare it. */
  schemaIndexFields(table: string, index: string): readonly string[] | undefined;
  readField: FieldReader;
};

/** The key fields of an index, or undefined for an index the schema does not declare. */
export function indexFields(source: IndexSource, table: string, index: string): readonly string[] | undefined {
  if (index === "by_creation_time") return ["_creationTime", "_id"];
  if (index === "by_id") return ["_id"];
  const fields = source.schemaIndexFields(table, index);
  return fields && [...fields, "_creationTime", "_id"];
}

export class IndexedTables {
  private tables = new Map<string, Map<string, SortedIndex>>();

  constructor(readonly source: IndexSource) {}

  /** The index, built on first use; undefined when the schema does not declare it. */
  get(table: string, index: string): SortedIndex | undefined {
    let indexes = this.tables.get(table);
    let found = indexes?.get(index);
    if (found) return found;
    const fields = indexFields(this.source, table, index);
    if (!fields) return undefined;
    found = new SortedIndex(fields, this.source.readField);
    found.build(this.source.committedDocs(table));
    if (!indexes) this.tables.set(table, (indexes = new Map()));
    indexes.set(index, found);
    return found;
  }

  /** Applies a top-level commit's writes to the indexes built so far. */
  apply(writes: readonly CommitWrite[]): void {
    for (const w of writes) {
      const indexes = this.tables.get(w.table);
      if (!indexes) continue;
      for (const index of indexes.values()) {
        if (w.before) index.remove(w.before);
        if (w.after) index.insert(w.after);
      }
    }
  }

  /** Forgets every index (the documents were replaced wholesale). */
  reset(): void {
    this.tables.clear();
  }
}
