import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { counterOfInternalId, decodeConvexId, embeddedId } from "../backup/convexIds.js";
import { defaultTableNumbers, DocumentIds, TABLES_FILE } from "./documentIds.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "retreat-ids-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("document ids", () => {
  it("are Convex ids of the table's number with random internal ids", () => {
    const ids = new DocumentIds(defaultTableNumbers(["rooms", "attendees"]));
    const made = Array.from({ length: 2000 }, () => ids.generate("attendees"));
    expect(new Set(made).size).toBe(made.length);
    for (const id of made) {
      expect(id).toHaveLength(32);
      const decoded = decodeConvexId(id)!;
      expect(decoded.tableNumber).toBe(10_001);
      expect(counterOfInternalId(decoded.internalId)).toBeNull();
      expect(ids.tableOf(id)).toBe("attendees");
    }
    // Nothing runs in sequence: no two ids share their first eight internal bytes.
    const prefixes = new Set(made.map((id) => Buffer.from(decodeConvexId(id)!.internalId.subarray(0, 8)).toString("hex")));
    expect(prefixes.size).toBe(made.length);
    expect(ids.tableOf(ids.generate("rooms"))).toBe("rooms");
    expect(ids.tableOf(ids.generate("_storage"))).toBe("_storage");
  });

  it("reads ids of earlier versions and refuses text that is no id", () => {
    const ids = new DocumentIds(defaultTableNumbers(["attendees"]));
    expect(ids.tableOf(embeddedId(10_743, "attendees"))).toBe("attendees");
    expect(ids.tableOf(embeddedId(12, "_storage"))).toBe("_storage");
    const id = ids.generate("attendees");
    // One changed character breaks the checksum.
    const broken = id.slice(0, 20) + (id[20] === "a" ? "b" : "a") + id.slice(21);
    expect(ids.tableOf(broken)).toBeNull();
    expect(ids.tableOf("attendees")).toBeNull();
    expect(ids.tableOf("")).toBeNull();
  });

  it("keeps each table's number in the data directory, and numbers a new table after the others", () => {
    const dir = tempDir();
    const first = DocumentIds.forDataDir(dir, ["rooms", "attendees"]);
    expect(first.numbers()).toEqual({ _storage: 540, _scheduled_functions: 539, attendees: 10_001, rooms: 10_002 });
    const room = first.generate("rooms");
    // A table added later sorts first by name, yet the others keep their numbers.
    const second = DocumentIds.forDataDir(dir, ["rooms", "attendees", "adorationSlots"]);
    expect(second.numbers()).toMatchObject({ attendees: 10_001, rooms: 10_002, adorationSlots: 10_003 });
    expect(second.tableOf(room)).toBe("rooms");
    expect(DocumentIds.read(dir).numbers()).toEqual(second.numbers());
    const stored = JSON.parse(readFileSync(join(dir, TABLES_FILE), "utf8")) as { tables: Record<string, number> };
    expect(stored.tables.adorationSlots).toBe(10_003);
  });

  it("refuses a table-number file that gives two tables one number", () => {
    const dir = tempDir();
    writeFileSync(join(dir, TABLES_FILE), JSON.stringify({ format: 1, tables: { rooms: 10_001, attendees: 10_001 } }));
    expect(() => DocumentIds.forDataDir(dir, ["rooms"])).toThrow("Tables rooms and attendees have the same number 10001");
  });
});
