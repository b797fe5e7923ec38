/**
 * Which subscriptions read what, so a commit finds the ones it invalidates without checking
 * every subscription: by table (scans), by document id, and by distinct index range. Each
 * distinct range is checked against a commit's writes once, however many subscriptions read it.
 *
 * Memory: many subscriptions read the same things (one per signed-in client of a screen, each
 * running the screen's query on its own), and a query over a long list reads a range per row.
 * Each distinct range, id and table is held once, by its entry here, however many readers read
 * it; a reader keeps only arrays pointing at those entries, and everything goes with the last
 * reader that read it.
 */
import type { CommitWrite } from "../engine/types.js";
import { rangeWritten, type Range, type ReadSet } from "../engine/readSet.js";

type Entry<K, T> = { key: K; readers: Set<T> };
type RangeEntry<T> = Entry<string, T> & { range: Range };
/** What a reader read, as the index's own entries (arrays: smaller than sets, and only walked). */
type Recorded<T> = { tables: Entry<string, T>[]; ids: Entry<string, T>[]; ranges: RangeEntry<T>[] };

function sameReads<T>(a: Recorded<T>, b: ReadSet): boolean {
  if (a.tables.length !== b.tables.size || a.ids.length !== b.ids.size || a.ranges.length !== b.ranges.length) return false;
  let i = 0;
  for (const t of b.tables) if (a.tables[i++].key !== t) return false;
  i = 0;
  for (const id of b.ids) if (a.ids[i++].key !== id) return false;
  return a.ranges.every((r, j) => r.key === b.ranges[j].key);
}

function enter<T>(map: Map<string, Entry<string, T>>, key: string, reader: T): Entry<string, T> {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { key, readers: new Set() }));
  entry.readers.add(reader);
  return entry;
}

function leave<T>(map: Map<string, Entry<string, T>>, entry: Entry<string, T>, reader: T): void {
  if (entry.readers.delete(reader) && entry.readers.size === 0 && map.get(entry.key) === entry) map.delete(entry.key);
}

export class ReadIndex<T> {
  private byTable = new Map<string, Entry<string, T>>();
  private byId = new Map<string, Entry<string, T>>();
  /** table → range key → the range and its readers. */
  private byRange = new Map<string, Map<string, RangeEntry<T>>>();
  private current = new Map<T, Recorded<T>>();

  /** How many readers, and distinct tables, ids and ranges, are recorded (for tests). */
  get counts(): { readers: number; tables: number; ids: number; ranges: number } {
    let ranges = 0;
    for (const byKey of this.byRange.values()) ranges += byKey.size;
    return { readers: this.current.size, tables: this.byTable.size, ids: this.byId.size, ranges };
  }

  /** Records what `reader` read last (null: nothing, e.g. before it first ran or once dropped). */
  set(reader: T, reads: ReadSet | null): void {
    const old = this.current.get(reader);
    if (old && reads && sameReads(old, reads)) return; // a re-run usually reads the same: nothing to move
    if (old) {
      for (const e of old.tables) leave(this.byTable, e, reader);
      for (const e of old.ids) leave(this.byId, e, reader);
      for (const e of old.ranges) {
        const ranges = this.byRange.get(e.range.table);
        if (e.readers.delete(reader) && e.readers.size === 0 && ranges?.get(e.key) === e) {
          ranges.delete(e.key);
          if (ranges.size === 0) this.byRange.delete(e.range.table);
        }
      }
      this.current.delete(reader);
    }
    if (!reads) return;
    const recorded: Recorded<T> = { tables: [], ids: [], ranges: [] };
    for (const t of reads.tables) recorded.tables.push(enter(this.byTable, t, reader));
    for (const id of reads.ids) recorded.ids.push(enter(this.byId, id, reader));
    for (const r of reads.ranges) {
      let ranges = this.byRange.get(r.table);
      if (!ranges) this.byRange.set(r.table, (ranges = new Map()));
      let entry = ranges.get(r.key);
      if (!entry) ranges.set(r.key, (entry = { key: r.key, range: r, readers: new Set() }));
      entry.readers.add(reader);
      recorded.ranges.push(entry);
    }
    this.current.set(reader, recorded);
  }

  /** Every reader whose recorded reads the writes touch. */
  touchedBy(writes: readonly CommitWrite[]): Set<T> {
    const out = new Set<T>();
    const tables = new Set<string>();
    for (const w of writes) {
      tables.add(w.table);
      for (const reader of this.byTable.get(w.table)?.readers ?? []) out.add(reader);
      for (const reader of this.byId.get(w.id)?.readers ?? []) out.add(reader);
    }
    for (const table of tables) {
      for (const { range, readers } of this.byRange.get(table)?.values() ?? []) {
        if (rangeWritten(range, writes)) for (const reader of readers) out.add(reader);
      }
    }
    return out;
  }
}
