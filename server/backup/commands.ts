/**
 * What `npm run backup` and `npm run restore` do, as functions the tests call too.
 * A backup asks the running server for its snapshot (with the data directory's admin key), or,
 * when no server runs, locks the data directory and reads it directly.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BACKUP_PATH, type ServerInfo } from "../http/backupApi.js";
import { acquireLock } from "../lock.js";
import { captureDataDir } from "./capture.js";
import { restoreIntoDataDir } from "./restoreDataDir.js";
import { BackupError, type Snapshot } from "./snapshot.js";
import { snapshotToZip } from "./snapshotZip.js";
import { snapshotFromZip } from "./snapshotUnzip.js";

export type BackupResult = { zip: Uint8Array; snapshot: Snapshot; from: "running server" | "data directory" };

function runningServer(dataDir: string): ServerInfo | null {
  const file = join(dataDir, "server.json");
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, "utf8")) as ServerInfo;
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

function loopbackUrl(info: ServerInfo): string {
  const host = ["0.0.0.0", "::", ""].includes(info.host) ? "127.0.0.1" : info.host.includes(":") ? `[${info.host}]` : info.host;
  return `http://${host}:${info.port}`;
}

async function fromRunningServer(dataDir: string, info: ServerInfo): Promise<Uint8Array> {
  const key = readFileSync(join(dataDir, "admin-key"), "utf8").trim();
  const response = await fetch(`${loopbackUrl(info)}${BACKUP_PATH}`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new BackupError(`The running server refused the backup (${response.status}): ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function backup(dataDir: string, convexDir: string): Promise<BackupResult> {
  if (!existsSync(dataDir)) throw new BackupError(`There is no data directory at ${dataDir}.`);
  const info = runningServer(dataDir);
  if (info !== null) {
    const zip = await fromRunningServer(dataDir, info);
    // Read back what was written, so a backup that could not be restored is noticed now.
    return { zip, snapshot: snapshotFromZip(zip), from: "running server" };
  }
  const release = acquireLock(dataDir);
  try {
    const captured = await captureDataDir(dataDir, convexDir);
    const zip = snapshotToZip(captured);
    return { zip, snapshot: snapshotFromZip(zip), from: "data directory" };
  } finally {
    release();
  }
}

/** Writes the file whole or not at all. */
export function saveFile(file: string, bytes: Uint8Array): void {
  const temp = `${file}.tmp-${process.pid}`;
  // A backup holds every man's data: readable by its owner only.
  writeFileSync(temp, bytes, { mode: 0o600 });
  renameSync(temp, file);
}

export function restore(file: string, dataDir: string): { snapshot: Snapshot; previous: string | null } {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const snapshot = snapshotFromZip(new Uint8Array(readFileSync(file)));
  try {
    return { snapshot, ...restoreIntoDataDir(dataDir, snapshot) };
  } catch (error) {
    if (error instanceof Error && /in use by another server/.test(error.message)) {
      throw new BackupError(`${error.message}\nStop the server first (Ctrl-C where it runs), then run the restore again.`);
    }
    throw error;
  }
}

export function describe(snapshot: Snapshot): string {
  const tableOf = (doc: { _id: string }) => snapshot.ids.tableOf(doc._id) ?? "_";
  const tables = new Set(snapshot.docs.map(tableOf).filter((table) => !table.startsWith("_")));
  const userDocs = snapshot.docs.filter((doc) => !tableOf(doc).startsWith("_")).length;
  return `${userDocs} documents in ${tables.size} tables and ${snapshot.files.size} stored files`;
}
