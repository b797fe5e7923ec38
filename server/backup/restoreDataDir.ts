/**
 * Puts a snapshot into a data directory whose server is stopped. The new data is written in full
 * to a directory beside it first; then the current directory (if any) is renamed to
 * `<dir>.before-restore-<time>` and the new one takes its place, so nothing is lost and a
 * failure part-way leaves the current data as it was. The signing keys and the storage URL
 * secret stay, so signed-in sessions and file URLs of restored data keep working.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { acquireLock } from "../lock.js";
import { fsyncDir, writeFileDurably } from "../store/wal.js";
import { writeStoreSnapshot } from "../store/store.js";
import { TABLES_FILE } from "../engine/documentIds.js";
import { BackupError, type Snapshot } from "./snapshot.js";

/** Files of a data directory that are not its data and stay with it. */
const KEPT_FILES = ["auth-keys.json", "storage-secret", "admin-key", "outbox.log"];

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).filter((name) => name !== "LOCK").length === 0;
}

function writeInto(dir: string, snapshot: Snapshot): void {
  const blobs = join(dir, "blobs");
  mkdirSync(blobs, { recursive: true, mode: 0o700 });
  for (const [id, file] of snapshot.files) {
    if (!/^[A-Za-z0-9_]+$/.test(id)) throw new BackupError(`Invalid stored file id ${id}.`);
    writeFileDurably(join(blobs, `${id}.type`), file.contentType ?? "", blobs);
    writeFileDurably(join(blobs, id), Buffer.from(file.bytes), blobs);
  }
  const ts = BigInt(Date.now()) * 1_000_000n;
  writeFileDurably(join(dir, TABLES_FILE), JSON.stringify({ format: 1, tables: snapshot.ids.numbers() }, null, 2), dir);
  writeStoreSnapshot(dir, snapshot.docs, ts);
  fsyncDir(dir);
}

/** Restores the snapshot into `dataDir`; returns where the previous data went (null if there was none). */
export function restoreIntoDataDir(dataDir: string, snapshot: Snapshot): { previous: string | null } {
  const target = resolve(dataDir);
  const release = acquireLock(target);
  let staging: string | null = null;
  try {
    staging = mkdtempSync(join(dirname(target), `${basename(target)}.restoring-`));
    for (const name of KEPT_FILES) {
      const file = join(target, name);
      if (existsSync(file) && statSync(file).isFile()) copyFileSync(file, join(staging, name));
    }
    writeInto(staging, snapshot);
    let previous: string | null = null;
    if (!isEmptyDir(target)) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(target, previous);
      try {
        unlinkSync(join(previous, "LOCK"));
      } catch {
        // no lock left behind
      }
    } else {
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    staging = null;
    fsyncDir(dirname(target));
    return { previous };
  } finally {
    if (staging !== null) rmSync(staging, { recursive: true, force: true });
    release();
  }
}
