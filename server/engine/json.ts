/**
 * Convex values to JSON text, exactly as `JSON.stringify(convexToJson(value))` writes them
 * (object keys sorted, undefined fields left out), without convexToJson's copy of the value
 * and its per-element error context, when the value is plain JSON data. Anything else (bigint,
 * bytes, special numbers, class instances, undefined in an array, odd field names) is left to
 * convexToJson, which encodes it or gives its error.
 */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";

const MAX_FIELD_NAME_LENGTH = 1024;
const MAX_DEPTH = 64;
/**
 * A field name convexToJson accepts (at most 1024 non-control ASCII characters, no leading
 * '$') that is not an array index: objects list those first, in numeric order, whatever the
 * sort did, so their text is left to convexToJson and JSON.stringify.
 */
function plainFieldName(key: string): boolean {
  if (key.length > MAX_FIELD_NAME_LENGTH || key.startsWith("$")) return false;
  const first = key.charCodeAt(0);
  if (first >= 48 && first <= 57 && /^(0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 4294967295) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 32 || c >= 127) return false;
  }
  return true;
}

/** What a walk over a value found: its objects' field names, and whether each object lists them sorted. */
type Walk = { keys: Set<string>; sorted: boolean };

/** Whether the value is plain JSON data; notes its field names and their order. */
function plain(v: unknown, depth: number, walk: Walk): boolean {
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v) && !Object.is(v, -0);
    case "object": {
      if (v === null) return true;
      if (depth > MAX_DEPTH) return false;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const item: unknown = v[i];
          if (item === undefined || !plain(item, depth + 1, walk)) return false;
        }
        return true;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      let previous: string | null = null;
      for (const key in v) {
        if (!walk.keys.has(key)) {
          if (!plainFieldName(key)) return false;
          walk.keys.add(key);
        }
        if (previous !== null && !(previous < key)) walk.sorted = false;
        previous = key;
        const item = (v as Record<string, unknown>)[key];
        if (item !== undefined && !plain(item, depth + 1, walk)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** convexToJson's JSON text of a plain value (undefined as null); undefined when the value is not plain. */
export function plainJsonText(value: unknown): string | undefined {
  if (value === undefined) return "null";
  const walk: Walk = { keys: new Set(), sorted: true };
  if (!plain(value, 0, walk)) return undefined;
  // Objects whose fields are already in order (e.g. values decoded from such text) are written
  // as they are. Otherwise JSON.stringify is given the sorted names: with a list of names it
  // writes every object's fields in the list's order.
  return walk.sorted ? JSON.stringify(value) : JSON.stringify(value, [...walk.keys].sort());
}

/**
 * The Convex value of JSON text written as convexToJson writes (what `jsonToConvex(JSON.parse(text))`
 * gives): text without any `"$` holds no encoded special value ($integer, $float, $bytes) nor a
 * field jsonToConvex would refuse, so it is the parsed JSON itself.
 */
export function jsonTextToValue(text: string): unknown {
  const parsed = JSON.parse(text) as JSONValue;
  return text.includes('"$') ? jsonToConvex(parsed) : parsed;
}

export function valueToJsonText(value: unknown): string {
  return plainJsonText(value) ?? JSON.stringify(convexToJson(value as Value));
}
