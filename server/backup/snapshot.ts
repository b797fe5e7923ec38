/** A consistent copy of the embedded backend's data: every document and every stored file. */
import type { Value } from "convex/values";
import type { Doc } from "../engine/types.js";
import type { DocumentIds } from "../engine/documentIds.js";

export type StoredFile = { bytes: Uint8Array; contentType: string | null };

export type Snapshot = {
  /** The schema's tables, so that empty ones travel too. */
  tables: string[];
  /** Every document, `_storage` and `_scheduled_functions` included. */
  docs: Doc[];
  /** The bytes of each stored file, by its `_storage` id. */
  files: Map<string, StoredFile>;
  /** Each table's number, which tells the table of an id. */
  ids: DocumentIds;
};

/** A backup or restore that cannot go on, with a message for the person running it. */
export class BackupError extends Error {}

export function groupByTable(docs: Iterable<Doc>, ids: DocumentIds): Map<string, Doc[]> {
  const byTable = new Map<string, Doc[]>();
  for (const doc of docs) {
    const table = ids.tableOf(doc._id) ?? "";
    const list = byTable.get(table) ?? [];
    list.push(doc);
    byTable.set(table, list);
  }
  for (const list of byTable.values()) list.sort((a, b) => a._creationTime - b._creationTime || (a._id < b._id ? -1 : 1));
  return byTable;
}

/** The value with every string that is a key of `ids` (a document id) replaced by its new id. */
export function remapIds(value: Value, ids: ReadonlyMap<string, string>): Value {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids));
  if (value !== null && typeof value === "object" && !(value instanceof ArrayBuffer)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remapIds(item as Value, ids)]));
  }
  return value;
}
