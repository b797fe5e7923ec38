import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  counterOfInternalId,
  decodeConvexId,
  embeddedId,
  encodeConvexId,
  internalIdOfCounter,
  parseEmbeddedId,
} from "./convexIds";

describe("Convex ids", () => {
  it("decodes ids made by Convex deployments (a stored file's, a user table's)", () => {
    expect(decodeConvexId("kg27rxfv99gzp01wmph0gvt92d6hnvy6")?.tableNumber).toBe(540);
    expect(decodeConvexId("m57068j1c1zsxfewzcd3jp3qjttx99vg")?.tableNumber).toBe(10017);
  });

  it("encodes what it decodes, for any table number and internal id", () => {
    for (const tableNumber of [1, 127, 128, 540, 10_001, 16_383, 16_384, 2_000_000]) {
      const internalId = new Uint8Array(randomBytes(16));
      const id = encodeConvexId(tableNumber, internalId);
      expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/);
      expect(decodeConvexId(id)).toEqual({ tableNumber, internalId });
    }
  });

  it("refuses text that is not an id: a changed character, another alphabet, a wrong length", () => {
    const id = encodeConvexId(10_003, internalIdOfCounter(42));
    const changed = id.slice(0, 10) + (id[10] === "a" ? "b" : "a") + id.slice(11);
    for (const text of [changed, id.toUpperCase(), id.slice(1), `${id}0`, "00000000000000000000042attendees", ""]) {
      expect(decodeConvexId(text)).toBeNull();
    }
  });

  it("carries the embedded counter, and only in ids the embedded backend made", () => {
    const id = encodeConvexId(10_003, internalIdOfCounter(123_456));
    expect(counterOfInternalId(decodeConvexId(id)!.internalId)).toBe(123_456);
    expect(counterOfInternalId(decodeConvexId("m57068j1c1zsxfewzcd3jp3qjttx99vg")!.internalId)).toBeNull();
  });
});

describe("embedded ids", () => {
  it("are a zero-padded counter and the table, 32 characters, as the engine makes them", () => {
    expect(embeddedId(7, "attendees")).toBe("00000000000000000000007attendees");
    expect(embeddedId(7, "attendees")).toHaveLength(32);
    expect(parseEmbeddedId("00000000000000000000007attendees")).toEqual({ counter: 7, table: "attendees" });
    expect(parseEmbeddedId(embeddedId(12, "_storage"))).toEqual({ counter: 12, table: "_storage" });
  });
});
