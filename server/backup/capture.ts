/**
 * Consistent snapshots of the embedded backend's data.
 *  - From the running server: documents are taken from memory in one step, between two
 *    commits (the engine applies a commit in one synchronous step), then the backup waits
 *    until every commit it holds is on disk. Files of stored documents deleted meanwhile stay
 *    on disk until the backup has read them (BlobStore.hold).
 *  - From a stopped server's data directory: the snapshot plus the logs, read as a restart
 *    would read them, without changing anything.
 */
import { join } from "node:path";
import type { Engine } from "../engine/engine.js";
import { createModuleSet, type ModuleSet } from "../engine/modules.js";
import { inFunctionScope } from "../engine/scope.js";
import { BlobStore } from "../store/blobs.js";
import { readStoreState } from "../store/store.js";
import type { Doc } from "../engine/types.js";
import { DocumentIds } from "../engine/documentIds.js";
import type { Snapshot, StoredFile } from "./snapshot.js";

async function filesOf(docs: Doc[], blobs: BlobStore, ids: DocumentIds): Promise<Map<string, StoredFile>> {
  const files = new Map<string, StoredFile>();
  for (const doc of docs) {
    if (ids.tableOf(doc._id) !== "_storage") continue;
    const blob = blobs.read(doc._id);
    if (blob === null) continue;
    files.set(doc._id, { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: blob.type || null });
  }
  return files;
}

/** The tables the app's schema defines. */
async function schemaTables(modules: ModuleSet, env: Record<string, string> = {}): Promise<string[]> {
  if (!modules.files.has("schema")) return [];
  const schema = (await inFunctionScope(env, () => modules.load("schema"))).default as { tables?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.tables ?? {});
}

export async function captureRunning(engine: Engine): Promise<Snapshot> {
  const store = engine.opts.store;
  // Files of documents deleted from now on stay on disk until the backup has read them.
  const release = store.blobs.hold();
  try {
    const docs = Object.values(engine.core.db.documents());
    await store.whenDurable();
    const ids = engine.ids;
    return { tables: await schemaTables(engine.modules, engine.opts.functionEnv), docs, files: await filesOf(docs, store.blobs, ids), ids };
  } finally {
    release();
  }
}

export async function captureDataDir(dataDir: string, convexDir: string): Promise<Snapshot> {
  const docs = [...readStoreState(dataDir).docs.values()];
  const tables = await schemaTables(createModuleSet(convexDir));
  const ids = DocumentIds.forDataDir(dataDir, tables);
  return { tables, docs, files: await filesOf(docs, new BlobStore(join(dataDir, "blobs")), ids), ids };
}
