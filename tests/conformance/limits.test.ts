/**
 * Convex's per-function limits (get-convex/convex-backend crates/common/src/knobs.rs), refused
 * with Convex's texts (crates/database/src/reads.rs, writes.rs, crates/model/src/scheduled_jobs):
 * each rule at its limit passes and one past it fails, through a real client, counting nested
 * `ctx.runQuery` / `ctx.runMutation` calls as part of their caller as Convex does.
 */
import { describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { backendForFile } from "./backendForFile";

const backend = backendForFile();

const HELP = "Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.";
const TOO_MANY_DOCUMENTS = `Uncaught Error: Too many documents read in a single function execution (limit: 32000). ${HELP}`;
const TOO_MANY_BYTES_READ = `Uncaught Error: Too many bytes read in a single function execution (limit: 16777216 bytes). ${HELP}`;
const TOO_MANY_READS = `Uncaught Error: Too many reads in a single function execution (limit: 4096). ${HELP}`;
const TOO_MANY_WRITES = "Uncaught Error: Too many writes in a single function execution (limit: 16000)";
const TOO_MANY_BYTES_WRITTEN = "Uncaught Error: Too many bytes written in a single function execution (limit: 16 MiB)";
const TOO_MANY_SCHEDULED = "Uncaught Error: Too many functions scheduled by this mutation (limit: 1000)";

describe("Convex's per-function limits", () => {
  it("writes: 16,000 documents in one mutation commit, 16,001 are refused and nothing is written", async () => {
    const c = backend.c;
    expect(await c.mutation(api.limits.seed, { from: 0, count: 16_000 })).toBe(16_000);
    await expect(c.mutation(api.limits.seed, { from: 16_000, count: 16_001 })).rejects.toThrow(TOO_MANY_WRITES);
    expect(await c.mutation(api.limits.seed, { from: 16_000, count: 16_000 })).toBe(16_000);
    // Exactly 32,000 documents read: allowed.
    expect(await c.query(api.limits.collectRows, {})).toBe(32_000);
  });

  it("documents read: 32,000 pass, 32,001 fail, rows a filter skips included", async () => {
    const c = backend.c;
    await c.mutation(api.limits.seed, { from: 32_000, count: 1 });
    await expect(c.query(api.limits.collectRows, {})).rejects.toThrow(TOO_MANY_DOCUMENTS);
    expect(await c.query(api.limits.takeRows, { n: 32_000 })).toBe(32_000);
    // A filter reads every row it looks at, matching or not.
    await expect(c.query(api.limits.findMissing, {})).rejects.toThrow(TOO_MANY_DOCUMENTS);
    // An index range reads only the rows in it.
    expect(await c.query(api.limits.findMissingIndexed, {})).toBe(true);
  });

  it("a page that would read past the limit ends early (SplitRequired) instead of failing", async () => {
    const page = await backend.c.query(api.limits.sparsePage, { n: 10, every: 5_000 });
    // Rows 0…32,000 in insertion order: the page reads the first 32,000 and keeps 0, 5,000 … 30,000.
    expect(page).toEqual({ length: 7, isDone: false, pageStatus: "SplitRequired" });
  });

  it("nested queries count against their caller, shared answers included", async () => {
    const c = backend.c;
    expect(await c.query(api.limits.readNested, { n: 20_000, times: 1 })).toBe(20_000);
    // The second identical call is answered from the first run, and still counts.
    await expect(c.query(api.limits.readNested, { n: 20_000, times: 2 })).rejects.toThrow(TOO_MANY_DOCUMENTS);
  });

  it("a subscription brought up to date by its nested call alone still counts what the function read itself", async () => {
    const c = backend.c;
    await c.mutation(api.limits.addItems, { count: 999 });
    const values: number[] = [];
    const errors: string[] = [];
    const stop = c.onUpdate(api.limits.ownThenItems, { own: 31_000 }, (v) => values.push(v.count), (e) => errors.push(e.message));
    try {
      await expect.poll(() => values, { timeout: 20_000 }).toEqual([999]);
      // 31,000 + 999 documents: within the limit. One more item than fits with the function's own reads:
      await c.mutation(api.limits.addItems, { count: 2 });
      await expect.poll(() => errors, { timeout: 20_000 }).toHaveLength(1);
      expect(errors[0]).toContain(TOO_MANY_DOCUMENTS);
      expect(values).toEqual([999]);
    } finally {
      stop();
    }
  });

  it("index ranges: 4,096 distinct ranges pass, 4,097 fail; reading one range again adds nothing", async () => {
    const c = backend.c;
    // One table scan and 4,095 db.get of different documents.
    expect(await c.query(api.limits.getEach, { n: 4_095, sameId: false })).toBe(4_095);
    await expect(c.query(api.limits.getEach, { n: 4_096, sameId: false })).rejects.toThrow(TOO_MANY_READS);
    expect(await c.query(api.limits.getEach, { n: 5_000, sameId: true })).toBe(5_000);
    expect(await c.query(api.limits.emptyRanges, { n: 4_096 })).toBe(4_096);
    await expect(c.query(api.limits.emptyRanges, { n: 4_097 })).rejects.toThrow(TOO_MANY_READS);
  });

  it("bytes: 16 MiB read and 16 MiB written per function", async () => {
    const c = backend.c;
    await c.mutation(api.limits.addBlobs, { count: 16, size: 1_000_000 });
    expect(await c.query(api.limits.readBlobs, {})).toBe(16);
    await c.mutation(api.limits.addBlobs, { count: 1, size: 1_000_000 });
    await expect(c.query(api.limits.readBlobs, {})).rejects.toThrow(TOO_MANY_BYTES_READ);
    await expect(c.mutation(api.limits.addBlobs, { count: 17, size: 1_000_000 })).rejects.toThrow(TOO_MANY_BYTES_WRITTEN);
    while ((await c.mutation(api.limits.clearBlobs, {})) > 0);
    expect(await c.query(api.limits.readBlobs, {})).toBe(0);
  });

  it("scheduled functions: 1,000 per mutation pass, 1,001 fail", async () => {
    const c = backend.c;
    expect(await c.mutation(api.limits.scheduleMany, { count: 1_000 })).toBe(1_000);
    await expect(c.mutation(api.limits.scheduleMany, { count: 1_001 })).rejects.toThrow(TOO_MANY_SCHEDULED);
  });

  it("nested mutations share their caller's write limit; a failed one's writes are undone and stop counting", async () => {
    const c = backend.c;
    await expect(c.mutation(api.limits.insertNested, { parts: [10_000, 10_000], catchFailure: false })).rejects.toThrow(TOO_MANY_WRITES);
    const failures = await c.mutation(api.limits.insertNested, { parts: [16_001, 16_000], catchFailure: true });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain("Too many writes in a single function execution (limit: 16000)");
  });
});
