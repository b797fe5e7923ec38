/** Convex values to JSON text, skipping convexToJson's copy when the value is plain JSON already. */
import { convexToJson, type Value } from "convex/values";

const MAX_FIELD_NAME_LENGTH = 1024;

/** A field name convexToJson accepts: at most 1024 non-control ASCII characters, no leading '$'. */
function validFieldName(key: string): boolean {
  if (key.length > MAX_FIELD_NAME_LENGTH || key.startsWith("$")) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 32 || c >= 127) return false;
  }
  return true;
}

function plain(v: unknown, depth: number): boolean {
  if (depth > 64) return false;
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0);
    case "object": {
      if (v === null) return true;
      if (Array.isArray(v)) {
        for (const item of v) if (item === undefined || !plain(item, depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in v) {
        if (!validFieldName(key)) return false;
        const item = (v as Record<string, unknown>)[key];
        if (item !== undefined && !plain(item, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * The JSON text convexToJson would give (up to the order of object keys), when the value is
 * plain JSON data that convexToJson accepts as is; undefined otherwise.
 */
export function plainJsonText(value: unknown): string | undefined {
  if (value === undefined) return "null";
  return plain(value, 0) ? JSON.stringify(value) : undefined;
}

export function valueToJsonText(value: unknown): string {
  return plainJsonText(value) ?? JSON.stringify(convexToJson(value as Value));
}
