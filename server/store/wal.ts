/**
 * Append-only write-ahead log with group commit.
 * Record framing: [u32 LE payload length][u32 LE crc32(payload)][payload]. A torn or corrupt
 * record ends the log (everything after it is ignored), so a crash mid-append is harmless.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { crc32 } from "node:zlib";
import { PRIVATE_FILE } from "./dataDirModes.js";

const HEADER = 8;

export function frame(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload) >>> 0, 4);
  payload.copy(out, HEADER);
  return out;
}

/** Reads every intact record of a log file; stops at the first torn or corrupt one. */
export function readRecords(file: string): { records: Buffer[]; torn: boolean } {
  const data = readFileSync(file);
  const records: Buffer[] = [];
  let off = 0;
  while (off + HEADER <= data.length) {
    const len = data.readUInt32LE(off);
    const crc = data.readUInt32LE(off + 4);
    if (off + HEADER + len > data.length) break;
    const payload = data.subarray(off + HEADER, off + HEADER + len);
    if ((crc32(payload) >>> 0) !== crc) break;
    records.push(payload);
    off += HEADER + len;
  }
  return { records, torn: off !== data.length };
}

type Waiter = { seq: number; resolve: () => void; reject: (e: Error) => void };

export class WalWriter {
  private fh: FileHandle | null = null;
  private pending: Buffer[] = [];
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  private writing = false;
  private failure: Error | null = null;
  bytes = 0;
  /** Runs between batches, when nothing is being written (used to switch files). */
  betweenBatches: (() => Promise<void>) | null = null;

  static async create(file: string): Promise<WalWriter> {
    const w = new WalWriter();
    w.fh = await open(file, "a", PRIVATE_FILE);
    await w.fh.sync();
    return w;
  }

  get failed(): Error | null {
    return this.failure;
  }

  append(payload: Buffer): number {
    if (this.failure) throw this.failure;
    this.pending.push(frame(payload));
    this.appendedSeq += 1;
    void this.pump();
    return this.appendedSeq;
  }

  /** Resolves once everything appended so far is on disk. */
  whenDurable(seq = this.appendedSeq): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (seq <= this.durableSeq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  /** Replaces the file appended to; called only from `betweenBatches`. */
  async switchTo(file: string): Promise<void> {
    const next = await open(file, "a", PRIVATE_FILE);
    await next.sync();
    const old = this.fh;
    this.fh = next;
    this.bytes = 0;
    await old?.close();
  }

  private async pump(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length > 0 && !this.failure) {
        const batch = this.pending;
        this.pending = [];
        const seq = this.appendedSeq;
        const buf = batch.length === 1 ? batch[0] : Buffer.concat(batch);
        try {
          await this.fh!.write(buf);
          await this.fh!.datasync();
        } catch (e) {
          this.fail(e instanceof Error ? e : new Error(String(e)));
          break;
        }
        this.bytes += buf.length;
        this.durableSeq = seq;
        const ready = this.waiters.filter((w) => w.seq <= seq);
        this.waiters = this.waiters.filter((w) => w.seq > seq);
        for (const w of ready) w.resolve();
        if (this.betweenBatches && this.pending.length === 0) await this.betweenBatches();
      }
    } finally {
      this.writing = false;
    }
    if (this.pending.length > 0 && !this.failure) void this.pump();
  }

  private fail(e: Error): void {
    this.failure = new Error(`The data directory cannot be written: ${e.message}`);
    for (const w of this.waiters) w.reject(this.failure);
    this.waiters = [];
  }

  async close(): Promise<void> {
    await this.whenDurable().catch(() => undefined);
    while (this.writing) await new Promise((r) => setImmediate(r));
    await this.fh?.close();
    this.fh = null;
  }
}

/** Durable write of a whole file without blocking: temp file, fsync, rename, fsync directory. */
export async function writeFileDurablyAsync(file: string, data: Buffer | string | Iterable<string>, dir: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  const fh = await open(tmp, "w", PRIVATE_FILE);
  try {
    if (typeof data === "string" || Buffer.isBuffer(data)) await fh.writeFile(data);
    else for (const chunk of data) await fh.write(chunk);
    await fh.sync();
  } finally {
    await fh.close();
  }
  renameSyncDurable(tmp, file, dir);
}

/** Synchronous durable write of a whole file: temp file, fsync, rename, fsync directory. */
export function writeFileDurably(file: string, data: Buffer | string, dir: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = openSync(tmp, "w", PRIVATE_FILE);
  try {
    writeSync(fd, typeof data === "string" ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSyncDurable(tmp, file, dir);
}

export function renameSyncDurable(from: string, to: string, dir: string): void {
  renameSync(from, to);
  fsyncDir(dir);
}

export function fsyncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
