/**
 * Sorted indexes over the committed documents, per table: `by_creation_time`, `by_id` and every
 * schema index (its fields, then `_creationTime`, then `_id`, so keys are unique). An index is
 * built from the committed documents the first time a query uses it, then kept up to date by
 * every top-level commit. Range reads are binary searches; see indexedQueries.ts.
 */
import type { CommitWrite, Doc } from "./adapter/index.js";
import { compareKeyPrefix, type IndexKey } from "./indexKeys.js";

export type Entry = { key: IndexKey; doc: Doc };
/** Reads a (possibly dotted) field the way convex-test's index ranges read it. */
export type FieldReader = (path: string, doc: Doc) => unknown;

export class SortedIndex {
  entries: Entry[] = [];

  constructor(
    readonly fields: readonly string[],
    private readonly readField: FieldReader,
  ) {}

  keyOf(doc: Doc): IndexKey {
    const key = new Array<unknown>(this.fields.length);
    for (let i = 0; i < this.fields.length; i++) {
      const path = this.fields[i];
      const value = path.includes(".") ? undefined : doc[path];
      // Top-level scalars and null are read directly; anything else as convex-test reads it.
      key[i] = value === null || (value !== undefined && typeof value !== "object") ? value : this.readField(path, doc);
    }
    return key;
  }

  build(docs: Iterable<Doc>): void {
    const entries: Entry[] = [];
    for (const doc of docs) entries.push({ key: this.keyOf(doc), doc });
    entries.sort((a, b) => compareKeyPrefix(a.key, b.key));
    this.entries = entries;
  }

  /**
   * The first position in [lo, hi) whose key, on `bound`'s length, compares above `bound`
   * (`strict`) or at least equal to it; `hi` when there is none.
   */
  boundary(bound: IndexKey, strict: boolean, lo = 0, hi = this.entries.length): number {
    const entries = this.entries;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareKeyPrefix(entries[mid].key, bound);
      if (strict ? c > 0 : c >= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  insert(doc: Doc): void {
    const entry = { key: this.keyOf(doc), doc };
    this.entries.splice(this.boundary(entry.key, false), 0, entry);
  }

  remove(doc: Doc): void {
    const at = this.boundary(this.keyOf(doc), false);
    if (this.entries[at]?.doc._id === doc._id) {
      this.entries.splice(at, 1);
      return;
    }
    // Only reachable if a stored document changed in place; stay correct regardless.
    const i = this.entries.findIndex((e) => e.doc._id === doc._id);
    if (i >= 0) this.entries.splice(i, 1);
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
