/** Plain values are written directly, as exactly the text convexToJson gives; anything else is left to it. */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { jsonTextToValue, plainJsonText, valueToJsonText } from "./json.js";
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
  { 'quote"d': 'a "b" \\ c', "back\\slash": [true, false, null], Z: 1, _a: 2, "1": 3, "10": 4, "2": 5 },
  Object.assign(Object.create(null) as object, { z: 1, a: { y: [1.5, -2, 1e21, 5e-324] } }),
  { big: 12345678901234567890n },
  { bytes: new ArrayBuffer(3) },
  [Number.NaN],
  { inf: Number.POSITIVE_INFINITY },
  new Map([["a", 1]]),
];

describe("plainJsonText", () => {
  it("gives exactly convexToJson's JSON text, or leaves the value to convexToJson", () => {
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
      if (text !== undefined) expect(text).toBe(JSON.stringify(expected));
      expect(valueToJsonText(value)).toBe(JSON.stringify(expected));
    }
  });
});

describe("jsonTextToValue", () => {
  it("decodes convexToJson's text as jsonToConvex does, and the text of the result is the same text", () => {
    for (const value of CASES) {
      let text: string;
      try {
        text = JSON.stringify(value === undefined ? null : convexToJson(value as Value));
      } catch {
        continue;
      }
      const decoded = jsonTextToValue(text);
      expect(decoded).toEqual(jsonToConvex(JSON.parse(text) as JSONValue));
      expect(valueToJsonText(decoded)).toBe(text);
    }
    expect(jsonTextToValue('{"a":"$5"}')).toEqual({ a: "$5" });
  });
});
