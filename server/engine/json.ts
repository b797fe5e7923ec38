/** Convex values to JSON text, skipping convexToJson's copy when the value is plain JSON already. */
import { convexToJson, type Value } from "convex/values";

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
        if (key.startsWith("$")) return false;
        const item = (v as Record<string, unknown>)[key];
        if (item !== undefined && !plain(item, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

export function valueToJsonText(value: unknown): string {
  if (value === undefined) return "null";
  return JSON.stringify(plain(value, 0) ? value : convexToJson(value as Value));
}
