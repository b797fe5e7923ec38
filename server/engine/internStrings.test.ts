/**
 * Interning the short strings of stored documents: the documents read exactly as before, the
 * pool stays bounded, and a weekend's worth of audit entries costs the heap far less.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { StringPool } from "./internStrings.js";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const id = (n: number) => `k17${String(n).padStart(6, "0")}abcdefghjkmnpqrstvwxyz`;
/** An audit entry as a function's arguments bring it: every string a fresh copy. */
const auditEntry = (n: number) =>
  JSON.parse(
    JSON.stringify({
      _id: id(1_000_000 + n),
      _creationTime: 1.7e12 + n + 0.25,
      table: "attendees",
      doc_id: id(n % 300),
      action: "update",
      user_id: id(500_000 + (n % 40)),
      user_email: `server${n % 40}@parish.example.org`,
      summary: "Room changed",
      changes: [{ field: "room_id", before: id(900_000 + (n % 30)), after: id(900_000 + ((n + 1) % 30)) }],
      at: 1.7e12 + n,
    }),
  ) as Record<string, unknown>;

describe("StringPool", () => {
  it("leaves every document equal to what it was, its own id included", () => {
    const pool = new StringPool();
    const docs = Array.from({ length: 500 }, (_, n) => auditEntry(n));
    const before = JSON.stringify(docs);
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const odd = { _id: "x", big: 2n ** 70n, bytes, nested: [{ deep: ["a", { deeper: "b" }] }], long: "é".repeat(100), none: null };
    for (const doc of docs) pool.internDocument(doc);
    pool.internDocument(odd);
    expect(JSON.stringify(docs)).toBe(before);
    expect(odd).toEqual({ _id: "x", big: 2n ** 70n, bytes, nested: [{ deep: ["a", { deeper: "b" }] }], long: "é".repeat(100), none: null });
    // Ids of the entries themselves are unique and stay out of the pool; long strings too.
    expect(pool.size).toBeLessThan(500);
  });

  it("never holds more than its bound", () => {
    const pool = new StringPool();
    for (let n = 0; n < 250_000; n++) pool.intern(`s${n}`);
    expect(pool.size).toBeLessThanOrEqual(100_000);
  });

  it("halves what 20,000 audit entries cost the heap", () => {
    const pool = new StringPool();
    gc();
    const start = process.memoryUsage().heapUsed;
    const docs = Array.from({ length: 20_000 }, (_, n) => auditEntry(n));
    gc();
    const plain = process.memoryUsage().heapUsed - start;
    for (const doc of docs) pool.internDocument(doc);
    gc();
    const interned = process.memoryUsage().heapUsed - start;
    expect(docs).toHaveLength(20_000);
    expect(interned).toBeLessThan(plain * 0.6);
  });
});
