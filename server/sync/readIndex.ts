/**
 * Which subscriptions read what, so a commit finds the ones it invalidates without checking
 * every subscription: by table (scans), by document id, and by distinct index range. Each
 * distinct range is checked against a commit's writes once, however many subscriptions read it.
 */
import type { CommitWrite } from "../engine/convexTestInternals.js";
import { rangeWritten, type Range, type ReadSet } from "../engine/readSet.js";

type RangeReaders<T> = { range: Range; readers: Set<T> };

function addTo<K, T>(map: Map<K, Set<T>>, key: K, item: T): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(item);
}

function removeFrom<K, T>(map: Map<K, Set<T>>, key: K, item: T): void {
  const set = map.get(key);
  if (set?.delete(item) && set.size === 0) map.delete(key);
}

function sameReads(a: ReadSet, b: ReadSet): boolean {
  if (a.tables.size !== b.tables.size || a.ids.size !== b.ids.size || a.ranges.length !== b.ranges.length) return false;
  for (const t of a.tables) if (!b.tables.has(t)) return false;
  for (const id of a.ids) if (!b.ids.has(id)) return false;
  return a.ranges.every((r, i) => r.key === b.ranges[i].key);
}

export class ReadIndex<T> {
  private byTable = new Map<string, Set<T>>();
  private byId = new Map<string, Set<T>>();
  /** table → range key → the range and its readers. */
  private byRange = new Map<string, Map<string, RangeReaders<T>>>();
  private current = new Map<T, ReadSet>();

  /** Records what `reader` read last (null: nothing, e.g. before it first ran or once dropped). */
  set(reader: T, reads: ReadSet | null): void {
    const old = this.current.get(reader);
    if (old && reads && sameReads(old, reads)) {
      this.current.set(reader, reads); // a re-run usually reads the same: nothing to move
      return;
    }
    if (old) {
      for (const t of old.tables) removeFrom(this.byTable, t, reader);
      for (const id of old.ids) removeFrom(this.byId, id, reader);
      for (const r of old.ranges) {
        const ranges = this.byRange.get(r.table);
        const entry = ranges?.get(r.key);
        if (entry?.readers.delete(reader) && entry.readers.size === 0) {
          ranges!.delete(r.key);
          if (ranges!.size === 0) this.byRange.delete(r.table);
        }
      }
      this.current.delete(reader);
    }
    if (!reads) return;
    this.current.set(reader, reads);
    for (const t of reads.tables) addTo(this.byTable, t, reader);
    for (const id of reads.ids) addTo(this.byId, id, reader);
    for (const r of reads.ranges) {
      let ranges = this.byRange.get(r.table);
      if (!ranges) this.byRange.set(r.table, (ranges = new Map()));
      let entry = ranges.get(r.key);
      if (!entry) ranges.set(r.key, (entry = { range: r, readers: new Set() }));
      entry.readers.add(reader);
    }
  }

  /** Every reader whose recorded reads the writes touch. */
  touchedBy(writes: readonly CommitWrite[]): Set<T> {
    const out = new Set<T>();
    const tables = new Set<string>();
    for (const w of writes) {
      tables.add(w.table);
      for (const reader of this.byTable.get(w.table) ?? []) out.add(reader);
      for (const reader of this.byId.get(w.id) ?? []) out.add(reader);
    }
    for (const table of tables) {
      for (const { range, readers } of this.byRange.get(table)?.values() ?? []) {
        if (rangeWritten(range, writes)) for (const reader of readers) out.add(reader);
      }
    }
    return out;
  }
}
