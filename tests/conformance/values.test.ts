/** Query results of every value type reach the client as the Convex runtime encodes them. */
import { describe, expect, it } from "vitest";
import { makeFunctionReference } from "convex/server";
import { backendForFile } from "./backendForFile";
import { refusalOf } from "../../convex/refusal.helpers";

const backend = backendForFile();

const q = (name: string) => makeFunctionReference<"query">(`values:${name}`);

function expectMixed(value: Record<string, unknown>): void {
  expect(value.big).toBe(1234567890123456789n);
  expect([...new Uint8Array(value.bytes as ArrayBuffer)]).toEqual([0, 1, 254, 255]);
  expect(value.float).toBe(1.5);
  expect(value.notANumber).toBeNaN();
  expect(Object.is(value.negativeZero, -0)).toBe(true);
  expect(value.infinite).toBe(-Infinity);
  expect(value.text).toBe("é \u{1F600}");
  expect(value.nested).toEqual({ list: [1, "x", null, { flag: true }], empty: {} });
  expect("missing" in value).toBe(false);
}

describe("query results", () => {
  it("carry bigints, bytes, special floats and nested data, with or without a returns validator", async () => {
    expectMixed((await backend.c.query(q("mixedValues"), {})) as Record<string, unknown>);
    expectMixed((await backend.c.query(q("mixedValuesValidated"), {})) as Record<string, unknown>);
    const plain = (await backend.c.query(q("plainValues"), {})) as Record<string, Record<string, unknown>>;
    expect(plain).toEqual({ b: [1, 2.5, "three"], a: { ok: true, none: null } });
    // Object keys arrive sorted, as Convex encodes values (convexToJson).
    expect([Object.keys(plain), Object.keys(plain.a)]).toEqual([["a", "b"], ["none", "ok"]]);
    expect(await backend.c.query(q("nothing"), {})).toBeNull();
  });

  it("arrive whole when large, also to a live subscription", async () => {
    const rows = (await backend.c.query(q("sized"), { kb: 200 })) as string[];
    expect(rows.length).toBe(200);
    expect(rows[199]).toBe("199:".padEnd(1000, "x"));
    const live = await new Promise<string[]>((resolve) => {
      const stop = backend.c.onUpdate(q("sized"), { kb: 64 }, (v: string[]) => {
        stop();
        resolve(v);
      });
    });
    expect(live.map((r) => r.length)).toEqual(Array.from({ length: 64 }, () => 1000));
  });

  it("refuse values the runtime cannot encode, with its messages", async () => {
    await expect(backend.c.query(q("reservedField"), {})).rejects.toThrow(/Field name \$reserved starts with a '\$', which is reserved/);
    await expect(backend.c.query(q("nonAsciiField"), {})).rejects.toThrow(/Field names can only contain non-control ASCII characters/);
    await expect(backend.c.query(q("unreturnedQuery"), {})).rejects.toThrow(/Return value is a Query/);
  });

  it("pass ConvexError data thrown by a query", async () => {
    expect(await refusalOf(backend.c.query(q("refused"), {}))).toEqual({ code: "NO", n: 1n });
  });
});
