/** A page answer built from the documents' cached text holds what convex-test's text holds (key order aside, as for `1.0/get`). */
import { convexToJson } from "convex/values";
import { describe, expect, it } from "vitest";
import { pageJson } from "./pageAnswers.js";

describe("pageJson", () => {
  it("equals convex-test's encoding, for done and split pages alike", () => {
    const page = [
      { _id: "10001attendees", _creationTime: 1.5, first_name: "José", room_id: null, tags: ["a"], n: 3, big: BigInt(7), bytes: new Uint8Array([1, 2]).buffer },
      { _id: "10002attendees", _creationTime: 2, z: { b: 1, a: "x" } },
    ];
    for (const rest of [
      { isDone: true, continueCursor: "_end_cursor", splitCursor: null, pageStatus: null },
      { isDone: false, continueCursor: '["1"]', splitCursor: '["0"]', pageStatus: "SplitRequired" },
    ]) {
      const result = { page, ...rest };
      expect(JSON.parse(pageJson(result))).toEqual(JSON.parse(JSON.stringify(convexToJson(result as never))));
    }
  });
});
