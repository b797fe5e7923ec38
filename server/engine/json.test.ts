/** Plain JSON results are written directly only when convexToJson would give the same text. */
import { convexToJson, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { plainJsonText, valueToJsonText } from "./json.js";
import { VALUES } from "./indexTestKit.js";

const CASES: unknown[] = [
  ...VALUES.map((make) => make()),
  { b: 1, a: [1, { c: "x" }], skipped: undefined },
  { $reserved: 1 },
  { "caf\u00e9": 1 },
  { "tab\there": 1 },
  { ["k".repeat(1025)]: 1 },
  [1, undefined],
  { when: new Date(0) },
  { nested: { deep: [[[-0]]] } },
];

describe("plainJsonText", () => {
  it("gives convexToJson's JSON (keys in any order) or leaves the value to convexToJson", () => {
    for (const value of CASES) {
      const text = plainJsonText(value);
      let expected: unknown;
      try {
        expected = value === undefined ? null : convexToJson(value as Value);
      } catch {
        expect(text, String(value)).toBeUndefined();
        expect(() => valueToJsonText(value)).toThrow();
        continue;
      }
      if (text !== undefined) expect(JSON.parse(text)).toEqual(expected);
      expect(JSON.parse(valueToJsonText(value))).toEqual(expected);
    }
  });
});
