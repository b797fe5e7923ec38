/**
 * The embedded backend's data as a ZIP in the format of Convex's snapshot export (what
 * `npx convex export --include-file-storage` writes and `npx convex import` reads):
 *   README.md
 *   _tables/documents.jsonl          {"name": <table>, "id": <table number>} per user table
 *   <table>/documents.jsonl          one document per line, ids in Convex's encoding
 *   <table>/generated_schema.jsonl   "uniform": the documents are in Convex's export_json format
 *   _storage/documents.jsonl         {"_id", "_creationTime", "sha256", "size", "contentType"}
 *   _storage/<id>                    each stored file's bytes
 *   _scheduled_functions/documents.jsonl   the scheduler's jobs (Convex's import skips it)
 * Values are written as Convex's own export writes them (export_json, `exportJson.ts`): floats
 * with a fraction, int64 as integers, NaN, ±Infinity and bytes in `{"$float"|"$bytes": ...}` under
 * the table's "uniform" marker, which `npx convex import` reads back losslessly.
 */
import type { Value } from "convex/values";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Doc } from "../engine/types.js";
import { encodeConvexId, internalIdOfCounter, parseEmbeddedId } from "./convexIds.js";
import { exportJsonText, UNIFORM_SCHEMA_LINE } from "./exportJson.js";
import { BackupError, groupByTable, remapIds, type Snapshot } from "./snapshot.js";

const README = `# Retreat Admin snapshot

A snapshot of the Retreat Admin data in the format of Convex's snapshot export. Restore it with
\`npm run restore <this file>\`, or load it into a Convex deployment with
\`npx convex import --replace <this file>\`.
`;

function jsonl(lines: unknown[]): Uint8Array {
  return strToU8(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
}

/**
 * Ids in Convex's encoding: the backend's own ids are already; an id of an earlier version (a
 * counter and the table name) becomes one whose internal id carries the counter.
 */
function convexIdsOf(snapshot: Snapshot): Map<string, string> {
  const ids = new Map<string, string>();
  for (const doc of snapshot.docs) {
    const table = snapshot.ids.tableOf(doc._id);
    const legacy = parseEmbeddedId(doc._id);
    const number = table === null ? undefined : snapshot.ids.numberOf(table);
    if (legacy !== null && legacy.table === table && number !== undefined) {
      ids.set(doc._id, encodeConvexId(number, internalIdOfCounter(legacy.counter)));
    } else {
      ids.set(doc._id, doc._id);
    }
  }
  return ids;
}

/**
 * Convex Auth's one-time codes (password-reset links) are live secrets: a backup leaves them
 * out, so a stolen or shared backup opens no account. A restored data directory has none; a
 * reset simply asks for a new link.
 */
export const TABLES_LEFT_OUT = new Set(["authVerificationCodes"]);

export function snapshotToZip(snapshot: Snapshot): Uint8Array {
  const byTable = groupByTable(
    snapshot.docs.filter((doc) => !TABLES_LEFT_OUT.has(snapshot.ids.tableOf(doc._id) ?? "")),
    snapshot.ids,
  );
  const userTables = [...new Set([...snapshot.tables, ...byTable.keys()])].filter((table) => table !== "" && !table.startsWith("_")).sort();
  const numbers = new Map(userTables.map((table) => [table, snapshot.ids.numberOf(table)]));
  const ids = convexIdsOf(snapshot);
  const exported = (doc: Doc) => exportJsonText(remapIds(doc as unknown as Value, ids));

  const entries: Zippable = { "README.md": strToU8(README) };
  entries["_tables/documents.jsonl"] = jsonl(userTables.map((name) => ({ name, id: numbers.get(name) })));
  for (const table of [...userTables, "_scheduled_functions"]) {
    const docs = byTable.get(table) ?? [];
    if (table.startsWith("_") && docs.length === 0) continue;
    entries[`${table}/documents.jsonl`] = strToU8(docs.map((doc) => `${exported(doc)}\n`).join(""));
    entries[`${table}/generated_schema.jsonl`] = strToU8(UNIFORM_SCHEMA_LINE);
  }
  const stored = byTable.get("_storage") ?? [];
  entries["_storage/documents.jsonl"] = jsonl(
    stored.map((doc) => ({
      _id: ids.get(doc._id),
      _creationTime: doc._creationTime,
      sha256: doc.sha256,
      size: doc.size,
      contentType: snapshot.files.get(doc._id)?.contentType ?? null,
    })),
  );
  for (const doc of stored) {
    const file = snapshot.files.get(doc._id);
    if (file === undefined) throw new BackupError(`The stored file ${doc._id} is missing from the data directory.`);
    // Stored files (images, PDFs) are compressed already.
    entries[`_storage/${ids.get(doc._id)}`] = [file.bytes, { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}
