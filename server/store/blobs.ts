/**
 * File storage blobs, one file per storage id (`<id>`) plus its content type (`<id>.type`).
 * Saved with temp file + fsync + rename; `whenDurable()` waits for saves in progress.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { PRIVATE_DIR } from "./dataDirModes.js";
import { writeFileDurablyAsync } from "./wal.js";

const SAFE_ID = /^[A-Za-z0-9_]+$/;

export class BlobStore {
  private inFlight = new Set<Promise<void>>();
  private errors: Error[] = [];
  /** Backups reading files right now: removals wait until the last one is done. */
  private holds = 0;
  private removalsHeld = new Set<string>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  }

  save(id: string, blob: Blob): void {
    if (!SAFE_ID.test(id)) throw new Error(`Invalid storage id ${id}`);
    const p = (async () => {
      const bytes = Buffer.from(await blob.arrayBuffer());
      await writeFileDurablyAsync(join(this.dir, `${id}.type`), blob.type || "", this.dir);
      await writeFileDurablyAsync(join(this.dir, id), bytes, this.dir);
    })()
      .catch((e: unknown) => {
        this.errors.push(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async whenDurable(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    const err = this.errors.shift();
    if (err) throw new Error(`A stored file could not be saved: ${err.message}`);
  }

  read(id: string): Blob | null {
    if (!SAFE_ID.test(id)) return null;
    const file = join(this.dir, id);
    if (!existsSync(file)) return null;
    const typeFile = `${file}.type`;
    const type = existsSync(typeFile) ? readFileSync(typeFile, "utf8") : "";
    return new Blob([readFileSync(file)], { type });
  }

  contentType(id: string): string | null {
    const typeFile = join(this.dir, `${id}.type`);
    return SAFE_ID.test(id) && existsSync(typeFile) ? readFileSync(typeFile, "utf8") || null : null;
  }

  remove(id: string): void {
    if (!SAFE_ID.test(id)) return;
    for (const f of [id, `${id}.type`]) {
      try {
        unlinkSync(join(this.dir, f));
      } catch {
        // already gone
      }
    }
  }

  /** Keeps every file on disk until the returned function is called (a backup reading them). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds > 0) return;
      for (const id of this.removalsHeld) this.remove(id);
      this.removalsHeld.clear();
    };
  }

  /** Removes a deleted file's bytes, once no backup is reading files. */
  removeDeleted(id: string): void {
    if (this.holds > 0) this.removalsHeld.add(id);
    else this.remove(id);
  }

  /** Deletes blobs whose storage document does not exist (left by a crash or a deletion). */
  removeOrphans(exists: (id: string) => boolean): void {
    for (const name of readdirSync(this.dir)) {
      const id = name.replace(/\.type$/, "").replace(/\.tmp-\d+$/, "");
      if (name.includes(".tmp-") || !exists(id)) {
        try {
          unlinkSync(join(this.dir, name));
        } catch {
          // ignore
        }
      }
    }
  }
}
