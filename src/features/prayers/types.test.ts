import { expect, test } from "vitest";
import { reordered } from "./types";

test("dragging a prayer onto another takes that one's place", () => {
  expect(reordered(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
  expect(reordered(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
  expect(reordered(["a", "b"], "a", "a")).toEqual(["a", "b"]);
  expect(reordered(["a", "b"], "x", "a")).toEqual(["a", "b"]);
});
