/**
 * Documents in the value format of Convex's snapshot export ("export_json", ValueFormat::
 * ConvexExportJSON in get-convex/convex-backend crates/value/src/export.rs): a ZIP export writes
 * each table's documents with `export_clean_lossless` and marks the table with a
 * `generated_schema.jsonl` holding `"uniform"` (crates/exports/src/zip_uploader.rs,
 * write_legacy_generated_schema); the import reads such a table with `from_clean_lossless`
 * (crates/shape_inference/src/export_context.rs, GeneratedSchema::Uniform).
 *
 *  - a float64 is a JSON number with a fraction or exponent (`3.0`, `-0.0`, `1e+21`), so it reads
 *    back as a float; NaN and ±Infinity are `{"$float": <base64>}`;
 *  - an int64 (bigint) is a JSON number without a fraction (`3`);
 *  - bytes are `{"$bytes": <base64>}`; strings, booleans, null, arrays and objects are plain JSON.
 * On import an object whose first field name starts with `$` is read as Convex's internal JSON
 * encoding, any other object field by field. Without the `"uniform"` marker Convex's import infers
 * types from plain JSON and refuses field names starting with `$`, so `{"$float": ...}` must never be
 * written without it.
 */
import { parse as parseLossless } from "lossless-json";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";

/** What a table's `generated_schema.jsonl` holds in Convex's current export format. */
export const UNIFORM_SCHEMA_LINE = `${JSON.stringify("uniform")}\n`;

const INTEGER_LITERAL = /^-?\d+$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A float64 as a JSON number that reads back as a float (a fraction or an exponent). */
function floatText(n: number): string {
  if (Object.is(n, -0)) return "-0.0";
  const text = JSON.stringify(n);
  return INTEGER_LITERAL.test(text) ? `${text}.0` : text;
}

/** One value as export_json text. */
export function exportJsonText(value: Value): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return value.toString();
    case "number":
      return Number.isFinite(value) ? floatText(value) : JSON.stringify(convexToJson(value));
    default:
      break;
  }
  if (value instanceof ArrayBuffer) return JSON.stringify(convexToJson(value));
  if (Array.isArray(value)) return `[${value.map(exportJsonText).join(",")}]`;
  const fields = Object.entries(value as Record<string, Value | undefined>).filter(([, v]) => v !== undefined);
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${exportJsonText(v as Value)}`).join(",")}}`;
}

/** A JSON number's text as Convex's import reads it: an int64 when it is an integer that fits, else a float64. */
function numberOf(text: string): bigint | number {
  if (INTEGER_LITERAL.test(text)) {
    const n = BigInt(text);
    if (n >= INT64_MIN && n <= INT64_MAX) return n;
  }
  return Number(text);
}

function fromCleanLossless(json: unknown): Value {
  if (json === null || typeof json === "boolean" || typeof json === "string" || typeof json === "bigint" || typeof json === "number") return json;
  if (Array.isArray(json)) return json.map(fromCleanLossless);
  const object = json as Record<string, unknown>;
  const keys = Object.keys(object);
  // serde_json's map is ordered by key: its first key is the smallest.
  const first = [...keys].sort()[0];
  if (first !== undefined && first.startsWith("$")) return jsonToConvex(object as JSONValue);
  const out: Record<string, Value> = {};
  for (const key of keys) out[key] = fromCleanLossless(object[key]);
  return out;
}

/** One line of an export_json table as the value Convex's import makes of it. Throws on text that is not JSON. */
export function parseExportJson(text: string): Value {
  return fromCleanLossless(parseLossless(text, null, numberOf));
}
