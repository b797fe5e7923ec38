import { expect, test } from "vitest";
import { retreatTitle } from "./retreatName";

test("the parish follows the retreat name in parentheses", () => {
  expect(retreatTitle("ACTS Men's Retreat #50", "St. Agnes Catholic Church")).toBe("ACTS Men's Retreat #50 (St. Agnes Catholic Church)");
});

test("no parentheses when the name already contains the parish, in any case", () => {
  expect(retreatTitle("St. Agnes Men's Retreat #50", "St. Agnes")).toBe("St. Agnes Men's Retreat #50");
  expect(retreatTitle("ST. AGNES men's retreat", "St. Agnes")).toBe("ST. AGNES men's retreat");
});

test("an empty parish adds nothing; surrounding spaces are dropped", () => {
  expect(retreatTitle(" Men's Retreat #50 ", "  ")).toBe("Men's Retreat #50");
  expect(retreatTitle("", "St. Agnes")).toBe("St. Agnes");
});
