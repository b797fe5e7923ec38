/**
 * Backups hold values as Convex's own snapshot export writes them (export_json under a "uniform"
 * generated_schema.jsonl), so `npx convex import` accepts every value and a restore gives back
 * exactly what was stored: -0, NaN, ±Infinity, int64 and bytes included (e.g. inside auditLog's
 * v.any() fields).
 */
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Value } from "convex/values";
import type { Doc } from "../engine/types.js";
import { defaultTableNumbers, DocumentIds } from "../engine/documentIds";
import { exportJsonText, parseExportJson } from "./exportJson";
import { snapshotFromZip } from "./snapshotUnzip";
import { snapshotToZip } from "./snapshotZip";

const special = {
  negativeZero: -0,
  notANumber: NaN,
  infinite: Infinity,
  negativeInfinite: -Infinity,
  whole: 3,
  fraction: 2.5,
  huge: 1e21,
  tiny: 5e-324,
  big: 1234567890123456789n,
  negativeBig: -5n,
  bytes: new Uint8Array([0, 1, 254, 255]).buffer,
  nested: { list: [1, -0, NaN, "x", null, true, { deep: -Infinity }], empty: {} },
  text: "é \u{1F600} \"quoted\"",
};

/** Values compared exactly: -0 is not 0, NaN is NaN, a float is not an int64, bytes by content. */
function exact(value: unknown): unknown {
  if (typeof value === "number") return Object.is(value, -0) ? "float:-0" : `float:${String(value)}`;
  if (typeof value === "bigint") return `int64:${value}`;
  if (value instanceof ArrayBuffer) return `bytes:${[...new Uint8Array(value)].join(",")}`;
  if (Array.isArray(value)) return value.map(exact);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exact(v)]));
  return value;
}

/** Convex's import without the "uniform" marker refuses field names starting with `$` (FieldName rules). */
function dollarFields(json: unknown): string[] {
  if (Array.isArray(json)) return json.flatMap(dollarFields);
  if (json === null || typeof json !== "object") return [];
  return Object.entries(json).flatMap(([k, v]) => [...(k.startsWith("$") ? [k] : []), ...dollarFields(v)]);
}

describe("values in Convex's export format", () => {
  it("writes floats with a fraction, int64 as integers, and only non-finite floats and bytes encoded", () => {
    expect(exportJsonText(3)).toBe("3.0");
    expect(exportJsonText(-0)).toBe("-0.0");
    expect(exportJsonText(2.5)).toBe("2.5");
    expect(exportJsonText(1e21)).toBe("1e+21");
    expect(exportJsonText(7n)).toBe("7");
    expect(JSON.parse(exportJsonText(NaN))).toEqual({ $float: expect.any(String) });
    expect(JSON.parse(exportJsonText(new Uint8Array([1]).buffer))).toEqual({ $bytes: "AQ==" });
    expect(exact(parseExportJson(exportJsonText(special)))).toEqual(exact(special));
  });

  it("reads a number as Convex's import does: an integer is an int64, anything else a float", () => {
    expect(exact(parseExportJson('{"a":3,"b":3.0,"c":-0.0,"d":1e3,"e":99999999999999999999}'))).toEqual({
      a: "int64:3",
      b: "float:3",
      c: "float:-0",
      d: "float:1000",
      e: "float:100000000000000000000",
    });
  });

  it("round-trips a backup holding -0, NaN and ±Infinity in an audit entry, under the uniform marker", () => {
    const ids = new DocumentIds(defaultTableNumbers(["auditLog", "users"]));
    const user = { _id: ids.generate("users"), _creationTime: 1700000000000.5, name: "Staff" };
    const entry = { _id: ids.generate("auditLog"), _creationTime: 1700000000001, actor: user._id, details: special };
    const zip = snapshotToZip({ tables: ["auditLog", "users"], docs: [user, entry] as unknown as Doc[], files: new Map(), ids });

    const entries = unzipSync(zip);
    expect(strFromU8(entries["auditLog/generated_schema.jsonl"])).toBe('"uniform"\n');
    expect(strFromU8(entries["users/generated_schema.jsonl"])).toBe('"uniform"\n');
    const line = strFromU8(entries["auditLog/documents.jsonl"]).trim();
    // Only the values Convex itself writes encoded are: the non-finite floats and the bytes.
    expect(dollarFields(JSON.parse(line)).sort()).toEqual(["$bytes", "$float", "$float", "$float", "$float", "$float"].sort());
    expect(line).toContain('"negativeZero":-0.0');
    expect(line).toContain('"_creationTime":1700000000001.0');

    const restored = snapshotFromZip(zip);
    const back = restored.docs.find((doc) => doc._id === entry._id) as unknown as Record<string, Value>;
    expect(exact(back)).toEqual(exact(entry));
    expect(exact(restored.docs.find((doc) => doc._id === user._id))).toEqual(exact(user));
  });
});
