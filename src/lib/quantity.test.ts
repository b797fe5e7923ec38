import { expect, test } from "vitest";
import { parseQuantity } from "./quantity";

test("quantities: empty is 0; negatives, words and a third decimal are refused with the field's name", () => {
  expect(parseQuantity("", "On hand")).toEqual({ ok: true, value: 0 });
  expect(parseQuantity(" 2.5 ", "On hand")).toEqual({ ok: true, value: 2.5 });
  expect(parseQuantity(".25", "On hand")).toEqual({ ok: true, value: 0.25 });
  expect(parseQuantity("-1", "On hand")).toEqual({ ok: false, message: "On hand cannot be negative." });
  expect(parseQuantity("two", "Fixed extra")).toEqual({ ok: false, message: "Fixed extra must be a number." });
  expect(parseQuantity("0.125", "Needed per server")).toEqual({ ok: false, message: "Needed per server can have at most two decimals." });
  expect(parseQuantity("3.5", "Made", { whole: true })).toEqual({ ok: false, message: "Made must be a whole number." });
  expect(parseQuantity("3.0", "Made", { whole: true })).toEqual({ ok: true, value: 3 });
});
