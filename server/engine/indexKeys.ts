/**
 * Index keys: the values of an index's fields for one document, ordered exactly as
 * `compareValues` from `convex/values` orders them (the order convex-test sorts index ranges
 * by, and Convex's): undefined < null < bigint < number < boolean < string < bytes < array <
 * object, strings by their UTF-8 bytes. The common cases are compared without compareValues'
 * allocations; everything else is handed to it.
 */
import { compareValues, type Value } from "convex/values";

export type IndexKey = readonly unknown[];

export function compareIndexValues(a: unknown, b: unknown): number {
  const type = typeof a;
  if (type === typeof b) {
    switch (type) {
      case "string": {
        if (a === b) return 0;
        const s = a as string;
        const t = b as string;
        const n = s.length < t.length ? s.length : t.length;
        for (let i = 0; i < n; i++) {
          const c = s.charCodeAt(i);
          const d = t.charCodeAt(i);
          if (c === d) continue;
          // Below the surrogates, UTF-16 units order like code points (and UTF-8 bytes).
          if (c < 0xd800 || d < 0xd800) return c < d ? -1 : 1;
          return compareValues(s, t);
        }
        return s.length < t.length ? -1 : 1;
      }
      case "number": {
        const x = a as number;
        const y = b as number;
        if (x < y) return -1;
        if (x > y) return 1;
        if (x === y && x !== 0) return 0;
        return compareValues(x, y); // NaN and signed zeros
      }
      case "bigint":
        return (a as bigint) < (b as bigint) ? -1 : a === b ? 0 : 1;
      case "boolean":
        return a === b ? 0 : a ? 1 : -1;
      case "undefined":
        return 0;
      default:
        if (a === null && b === null) return 0;
    }
  }
  return compareValues(a as Value, b as Value);
}

/** Compares the first `n` values of two keys (all of `b` by default). */
export function compareKeyPrefix(a: IndexKey, b: IndexKey, n = b.length): number {
  for (let i = 0; i < n; i++) {
    const c = compareIndexValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return 0;
}
