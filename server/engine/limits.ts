/**
 * Convex's per-function transaction limits, counted and refused as a deployed Convex backend does
 * (get-convex/convex-backend: crates/common/src/knobs.rs for the numbers; crates/database/src/
 * reads.rs, writes.rs and crates/model/src/scheduled_jobs/mod.rs for where they are checked and
 * the error texts; crates/isolate/src/environment/udf/async_syscall.rs for nested calls).
 *
 * One tracker per top-level transaction (a query or mutation, with every `ctx.runQuery` /
 * `ctx.runMutation` it makes: Convex runs those in the same transaction, so they share its
 * budget). Reads are never undone: a nested mutation that fails rolls back its writes, and
 * their count, but what it read stays counted. Reads of system tables (`_storage`,
 * `_scheduled_functions`) are not counted against the user limits, as in Convex.
 *
 * The error is thrown from the syscall into the function, as Convex's deterministic user errors
 * are (a plain `Error` with Convex's message), so it reaches the client as
 * "Uncaught Error: Too many documents read in a single function execution (limit: 32000). …".
 */
const MiB = 1 << 20;

/** Convex's defaults (knobs.rs). */
export const CONVEX_LIMITS = {
  /** TRANSACTION_MAX_READ_SIZE_ROWS */
  documentsRead: 32_000,
  /** TRANSACTION_MAX_READ_SIZE_BYTES */
  bytesRead: 16 * MiB,
  /** TRANSACTION_MAX_READ_SET_INTERVALS: distinct index ranges read (each `db.get` and each query) */
  databaseQueries: 4_096,
  /** TRANSACTION_MAX_NUM_USER_WRITES */
  documentsWritten: 16_000,
  /** TRANSACTION_MAX_USER_WRITE_SIZE_BYTES */
  bytesWritten: 16 * MiB,
  /** TRANSACTION_MAX_NUM_SCHEDULED */
  functionsScheduled: 1_000,
  /** TRANSACTION_MAX_SCHEDULED_TOTAL_ARGUMENT_SIZE_BYTES */
  scheduledFunctionArgsBytes: 16 * MiB,
} as const;

export type TransactionLimits = { -readonly [K in keyof typeof CONVEX_LIMITS]: number };

/** crates/database/src/reads.rs OVER_LIMIT_HELP */
const OVER_LIMIT_HELP =
  "Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.";

/** common::fmt::format_bytes: the unit that divides most cleanly. */
export function formatBytes(n: number): string {
  if (n === 0) return "0 bytes";
  const units: Array<[number, string]> = [
    [1 << 30, "GiB"],
    [1_000_000_000, "GB"],
    [1 << 20, "MiB"],
    [1_000_000, "MB"],
    [1 << 10, "KiB"],
    [1_000, "KB"],
  ];
  for (const [size, name] of units) {
    if (n < size) continue;
    if (n % size === 0) return `${n / size} ${name}`;
    if ((n * 10) % size === 0) return `${Math.floor(n / size)}.${Math.floor((n * 10) / size) % 10} ${name}`;
  }
  return `${n} bytes`;
}

/** A limit error: what Convex throws into the function (its `short_msg` kept as `code`). */
export class LimitError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "Error";
  }
}

type Usage = { documentsWritten: number; bytesWritten: number };

/** Records a nested run's reads, so a shared answer charges its caller the same. */
export type ReadRecord = { documents: number; bytes: number; ranges: string[] };

/**
 * The tracker convex-test's TransactionManager drives (startTransaction / commit / rollback
 * per transaction level, trackRead / trackWrite / trackIndexRange / trackScheduledFunction from
 * its syscalls), counting and refusing as Convex does.
 */
export class ConvexTransactionLimits {
  private readonly limits: TransactionLimits;
  private documentsRead = 0;
  private bytesRead = 0;
  /** Distinct index ranges read (Convex merges repeated reads of one range into one interval). */
  private readonly ranges = new Set<string>();
  private functionsScheduled = 0;
  private scheduledArgsBytes = 0;
  /** Write usage per transaction level (a failed nested mutation's writes are undone). */
  private readonly layers: Usage[] = [];
  private readonly recorders: ReadRecord[] = [];
  private unnamedRanges = 0;

  constructor(limits: Partial<TransactionLimits> = {}) {
    this.limits = { ...CONVEX_LIMITS, ...limits };
  }

  startTransaction(): void {
    const parent = this.layers[this.layers.length - 1];
    this.layers.push(parent ? { ...parent } : { documentsWritten: 0, bytesWritten: 0 });
  }

  commit(): void {
    const child = this.layers.pop();
    const parent = this.layers[this.layers.length - 1];
    if (child && parent) Object.assign(parent, child);
  }

  rollback(): void {
    this.layers.pop();
  }

  /** A document read from a user table (`system`: from a system table, not counted). */
  trackRead(bytes: number, system = false): void {
    for (const r of this.recorders) {
      if (!system) {
        r.documents += 1;
        r.bytes += bytes;
      }
    }
    if (system) return;
    this.documentsRead += 1;
    this.bytesRead += bytes;
    this.checkReads();
  }

  /** `count` documents of `bytes` in all read from a user table (a scan charged at once). */
  trackReads(count: number, bytes: number): void {
    if (count === 0) return;
    for (const r of this.recorders) {
      r.documents += count;
      r.bytes += bytes;
    }
    this.documentsRead += count;
    this.bytesRead += bytes;
    this.checkReads();
  }

  /** Documents a shared nested run read, charged to this caller as if it ran the call itself. */
  chargeReads(record: ReadRecord): void {
    for (const r of this.recorders) {
      r.documents += record.documents;
      r.bytes += record.bytes;
    }
    for (const key of record.ranges) this.trackIndexRange(key);
    this.documentsRead += record.documents;
    this.bytesRead += record.bytes;
    this.checkReads();
  }

  private checkReads(): void {
    if (this.documentsRead > this.limits.documentsRead) {
      throw new LimitError(
        "TooManyDocumentsRead",
        `Too many documents read in a single function execution (limit: ${this.limits.documentsRead}). ${OVER_LIMIT_HELP}`,
      );
    }
    if (this.bytesRead > this.limits.bytesRead) {
      throw new LimitError(
        "TooManyBytesRead",
        `Too many bytes read in a single function execution (limit: ${this.limits.bytesRead} bytes). ${OVER_LIMIT_HELP}`,
      );
    }
  }

  /**
   * An index range read: `key` names the range (a document id for `db.get`, the index and its
   * range expressions for a query). Reading the same range again adds nothing, as in Convex,
   * which counts the distinct intervals of the read set. No key: a range of its own.
   */
  trackIndexRange(key?: string): void {
    const k = key ?? `#unnamed:${this.unnamedRanges++}`;
    for (const r of this.recorders) r.ranges.push(k);
    if (this.ranges.has(k)) return;
    this.ranges.add(k);
    if (this.ranges.size > this.limits.databaseQueries) {
      throw new LimitError(
        "TooManyReads",
        `Too many reads in a single function execution (limit: ${this.limits.databaseQueries}). ${OVER_LIMIT_HELP}`,
      );
    }
  }

  trackWrite(bytes: number): void {
    const layer = this.layers[this.layers.length - 1];
    if (!layer) return;
    layer.documentsWritten += 1;
    layer.bytesWritten += bytes;
    if (layer.documentsWritten > this.limits.documentsWritten) {
      throw new LimitError("TooManyWrites", `Too many writes in a single function execution (limit: ${this.limits.documentsWritten})`);
    }
    if (layer.bytesWritten > this.limits.bytesWritten) {
      throw new LimitError(
        "TooManyBytesWritten",
        `Too many bytes written in a single function execution (limit: ${formatBytes(this.limits.bytesWritten)})`,
      );
    }
  }

  /** Checked before the job is written (SchedulerModel::check_scheduling_limits). */
  trackScheduledFunction(argsBytes: number): void {
    if (this.functionsScheduled >= this.limits.functionsScheduled) {
      throw new LimitError("TooManyFunctionsScheduled", `Too many functions scheduled by this mutation (limit: ${this.limits.functionsScheduled})`);
    }
    if (this.scheduledArgsBytes + argsBytes > this.limits.scheduledFunctionArgsBytes) {
      throw new LimitError(
        "ScheduledFunctionsArgumentsTooLarge",
        `Too large total size of the arguments of scheduled functions from this mutation (limit: ${this.limits.scheduledFunctionArgsBytes} bytes)`,
      );
    }
    this.functionsScheduled += 1;
    this.scheduledArgsBytes += argsBytes;
  }

  /** Starts recording reads (for a nested run whose answer may be shared). */
  record(): ReadRecord {
    const r: ReadRecord = { documents: 0, bytes: 0, ranges: [] };
    this.recorders.push(r);
    return r;
  }

  stopRecording(r: ReadRecord): void {
    const i = this.recorders.lastIndexOf(r);
    if (i >= 0) this.recorders.splice(i, 1);
  }

  /** What the function has read so far (for a pass-through answer refreshed alone, see readsFit). */
  usage(): ReadRecord {
    return { documents: this.documentsRead, bytes: this.bytesRead, ranges: [...this.ranges] };
  }

  get readLimits(): TransactionLimits {
    return this.limits;
  }

  /** `ctx.db` transaction metrics (convex-test's `getTransactionMetrics` shape). */
  getTransactionMetrics() {
    const layer = this.layers[this.layers.length - 1] ?? { documentsWritten: 0, bytesWritten: 0 };
    const m = (used: number, limit: number) => ({ used, remaining: limit - used });
    return {
      bytesRead: m(this.bytesRead, this.limits.bytesRead),
      bytesWritten: m(layer.bytesWritten, this.limits.bytesWritten),
      databaseQueries: m(this.ranges.size, this.limits.databaseQueries),
      documentsRead: m(this.documentsRead, this.limits.documentsRead),
      documentsWritten: m(layer.documentsWritten, this.limits.documentsWritten),
      functionsScheduled: m(this.functionsScheduled, this.limits.functionsScheduled),
      scheduledFunctionArgsBytes: m(this.scheduledArgsBytes, this.limits.scheduledFunctionArgsBytes),
    };
  }
}

/** `total` without what `part` read (its ranges taken out: a new run of `part` reads them again). */
export function readsWithout(total: ReadRecord, part: ReadRecord): ReadRecord {
  const theirs = new Set(part.ranges);
  return { documents: total.documents - part.documents, bytes: total.bytes - part.bytes, ranges: total.ranges.filter((r) => !theirs.has(r)) };
}

/** Whether a function reading `own` and then `call` stays within the read limits. */
export function readsFit(own: ReadRecord, call: ReadRecord, limits: TransactionLimits = CONVEX_LIMITS): boolean {
  if (own.documents + call.documents > limits.documentsRead) return false;
  if (own.bytes + call.bytes > limits.bytesRead) return false;
  return new Set([...own.ranges, ...call.ranges]).size <= limits.databaseQueries;
}
