/**
 * Reads a snapshot ZIP (written by `npm run backup` or by Convex's `npx convex export`) into
 * the embedded backend's documents and files. Documents keep their creation times; a document
 * that came from the embedded backend gets its old id back, any other gets a new one, and every
 * reference to it (any string equal to its id) follows. Everything is checked before anything
 * is written: a broken file is refused whole.
 */
import { createHash } from "node:crypto";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import { strFromU8, unzipSync, type Unzipped } from "fflate";
import type { Doc } from "../engine/types.js";
import { randomBytes } from "node:crypto";
import { defaultTableNumbers, DocumentIds } from "../engine/documentIds.js";
import { counterOfInternalId, decodeConvexId, embeddedId, encodeConvexId } from "./convexIds.js";
import { parseExportJson } from "./exportJson.js";
import { BackupError, remapIds, type Snapshot, type StoredFile } from "./snapshot.js";

/** System tables a snapshot may carry that the embedded backend restores. */
const RESTORED_SYSTEM_TABLES = new Set(["_storage", "_scheduled_functions"]);
/** `<table>/documents.jsonl`, possibly inside one enclosing folder. */
const DOCUMENTS = /^(?:[^/]+\/)?([^/]+)\/documents\.jsonl$/;
/** `_storage/<id>` with an optional extension, as Convex names stored files. */
const STORED_FILE = /^(?:[^/]+\/)?_storage\/([^/.]+)(?:\.[^/]+)?$/;

/**
 * One document line: its fields in Convex's internal JSON encoding (older backups, and exports
 * without the "uniform" marker), or already read as values (`uniform`: export_json, exportJson.ts).
 */
type Row = { table: string; fields: Record<string, unknown>; line: string; uniform?: true };

/** Whether a table's documents are in export_json: its `generated_schema.jsonl` says "uniform". */
function isUniform(entries: Unzipped, documentsName: string): boolean {
  const schema = entries[documentsName.replace(/documents\.jsonl$/, "generated_schema.jsonl")];
  if (schema === undefined) return false;
  try {
    return JSON.parse(strFromU8(schema).split("\n")[0]) === "uniform";
  } catch {
    return false;
  }
}

function parseLines(name: string, data: Uint8Array, uniform = false): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  strFromU8(data)
    .split("\n")
    .forEach((text, i) => {
      if (text.trim() === "") return;
      let value: unknown;
      try {
        value = uniform ? parseExportJson(text) : JSON.parse(text);
      } catch {
        throw new BackupError(`Line ${i + 1} of ${name} is not JSON.`);
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new BackupError(`Line ${i + 1} of ${name} is not a document.`);
      }
      rows.push(value as Record<string, unknown>);
    });
  return rows;
}

function readEntries(zip: Uint8Array): Unzipped {
  try {
    return unzipSync(zip);
  } catch {
    throw new BackupError("The file is not a snapshot ZIP (it could not be read as a ZIP file).");
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64");
}

/**
 * The table numbers of the restored data: those the snapshot lists, a system table's from its
 * documents' ids, and the next free ones for any other table.
 */
function tableNumbersOf(rows: Row[], listed: Map<string, number>): DocumentIds {
  const numbers = new Map(listed);
  const taken = new Set(numbers.values());
  for (const row of rows) {
    if (numbers.has(row.table)) continue;
    const decoded = typeof row.fields._id === "string" ? decodeConvexId(row.fields._id) : null;
    if (row.table.startsWith("_") && decoded !== null && !taken.has(decoded.tableNumber)) {
      numbers.set(row.table, decoded.tableNumber);
      taken.add(decoded.tableNumber);
    }
  }
  for (const [table, number] of defaultTableNumbers([])) {
    if (!numbers.has(table) && !taken.has(number)) numbers.set(table, number);
  }
  const ids = new DocumentIds(numbers);
  for (const row of rows) if (ids.numberOf(row.table) === undefined) ids.generate(row.table);
  return ids;
}

/**
 * The restored documents' ids. A Convex id of the table the snapshot lists it in stays as it is;
 * one made by an earlier version of the embedded backend (its internal id carries a counter)
 * gets its old id back; anything else gets a new random id, and references follow.
 */
function assignIds(rows: Row[], tableIds: DocumentIds): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const fresh: Row[] = [];
  for (const row of rows) {
    const id = row.fields._id;
    const decoded = typeof id === "string" ? decodeConvexId(id) : null;
    const counter = decoded ? counterOfInternalId(decoded.internalId) : null;
    let next: string | null = null;
    if (counter !== null) next = embeddedId(counter, row.table);
    else if (decoded !== null && decoded.tableNumber === tableIds.numberOf(row.table)) next = id as string;
    if (typeof id !== "string" || next === null) {
      fresh.push(row);
      continue;
    }
    if (ids.has(id) || taken.has(next)) throw new BackupError(`The document id ${id} appears twice (${row.line}).`);
    ids.set(id, next);
    taken.add(next);
  }
  for (const row of fresh) {
    const id = row.fields._id;
    const next = encodeConvexId(tableIds.numberOf(row.table)!, randomBytes(16));
    if (typeof id === "string") {
      if (ids.has(id)) throw new BackupError(`The document id ${id} appears twice (${row.line}).`);
      ids.set(id, next);
    } else {
      row.fields._id = next;
      ids.set(next, next);
    }
  }
  return ids;
}

function collectRows(entries: Unzipped): { rows: Row[]; tables: string[]; numbers: Map<string, number>; storedFiles: Map<string, Uint8Array> } {
  const rows: Row[] = [];
  const tables: string[] = [];
  const numbers = new Map<string, number>();
  const storedFiles = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    // Tables of Convex components: this app has none.
    if (name.includes("_components/")) continue;
    const documents = DOCUMENTS.exec(name);
    if (documents) {
      const table = documents[1];
      const uniform = table !== "_tables" && isUniform(entries, name);
      const lines = parseLines(name, data, uniform);
      if (table === "_tables") {
        for (const line of lines) {
          tables.push(String(line.name));
          if (typeof line.id === "number" && Number.isInteger(line.id) && line.id > 0) numbers.set(String(line.name), line.id);
        }
      }
      else if (!table.startsWith("_") || RESTORED_SYSTEM_TABLES.has(table)) {
        if (!table.startsWith("_")) tables.push(table);
        lines.forEach((fields, i) => rows.push({ table, fields, line: `line ${i + 1} of ${name}`, ...(uniform ? { uniform } : {}) }));
      }
      continue;
    }
    const stored = STORED_FILE.exec(name);
    if (stored && !name.endsWith("/")) storedFiles.set(stored[1], data);
  }
  return { rows, tables, numbers: distinctNumbers(numbers), storedFiles };
}

/** The listed table numbers, without any number two tables claim (their ids are then renewed). */
function distinctNumbers(numbers: Map<string, number>): Map<string, number> {
  const claims = new Map<number, number>();
  for (const number of numbers.values()) claims.set(number, (claims.get(number) ?? 0) + 1);
  return new Map([...numbers].filter(([, number]) => claims.get(number) === 1));
}

/** Stored files the ZIP holds without a `_storage/documents.jsonl` line still come back (as Convex's import does). */
function addUnlistedFiles(rows: Row[], storedFiles: Map<string, Uint8Array>): void {
  const listed = new Set(rows.filter((row) => row.table === "_storage").map((row) => row.fields._id));
  for (const id of storedFiles.keys()) {
    if (!listed.has(id)) rows.push({ table: "_storage", fields: { _id: id }, line: `_storage/${id}` });
  }
}

export function snapshotFromZip(zip: Uint8Array): Snapshot {
  const { rows, tables, numbers, storedFiles } = collectRows(readEntries(zip));
  if (rows.length === 0 && tables.length === 0) throw new BackupError("The ZIP holds no tables: it is not a snapshot.");
  addUnlistedFiles(rows, storedFiles);
  const tableIds = tableNumbersOf(rows, numbers);
  const ids = assignIds(rows, tableIds);
  const docs: Doc[] = [];
  const files = new Map<string, StoredFile>();
  let lastCreation = rows.reduce((max, row) => Math.max(max, Number(row.fields._creationTime ?? 0)), 0);
  for (const row of rows) {
    const oldId = row.fields._id as string;
    const _id = ids.get(oldId) as string;
    const given = row.fields._creationTime;
    const _creationTime = typeof given === "number" ? given : ++lastCreation;
    if (row.table === "_storage") {
      const bytes = storedFiles.get(oldId);
      if (bytes === undefined) throw new BackupError(`The stored file ${oldId} is listed but missing from the ZIP.`);
      const hash = sha256(bytes);
      if (typeof row.fields.sha256 === "string" && row.fields.sha256 !== hash) {
        throw new BackupError(`The stored file ${oldId} is damaged (its checksum does not match).`);
      }
      const contentType = typeof row.fields.contentType === "string" ? row.fields.contentType : null;
      docs.push({ _id, _creationTime, size: bytes.length, sha256: hash });
      files.set(_id, { bytes, contentType });
      continue;
    }
    let value: Value;
    try {
      value = row.uniform ? (row.fields as Value) : jsonToConvex(row.fields as JSONValue);
    } catch (error) {
      throw new BackupError(`The document on ${row.line} holds a value Convex cannot read: ${(error as Error).message}`);
    }
    const fields = remapIds(value, ids) as Record<string, Value>;
    docs.push({ ...fields, _id, _creationTime } as Doc);
  }
  for (const table of tables) if (tableIds.numberOf(table) === undefined) tableIds.generate(table);
  return { tables: [...new Set(tables)].sort(), docs, files, ids: tableIds };
}
