import { expect, test } from "vitest";
import { parseQuantity, quantityProblem } from "./quantity";

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

test("the dialogs refuse what the server refuses, with the same words", () => {
  expect(parseQuantity("1000001", "On hand")).toEqual({ ok: false, message: "On hand is too large." });
  expect(quantityProblem(1_000_001, "On hand")).toBe("On hand is too large.");
  expect(quantityProblem(Number.NaN, "On hand")).toBe("On hand must be a number.");
  expect(quantityProblem(-0.5, "On hand")).toBe("On hand cannot be negative.");
  expect(quantityProblem(2.5, "Made", { whole: true })).toBe("Made must be a whole number.");
  expect(quantityProblem(0.125, "Needed per server")).toBe("Needed per server can have at most two decimals.");
  expect(quantityProblem(0.1 + 0.2, "Fixed extra")).toBeNull();
  for (const typed of ["2.5", ".25", "0.125", "-1", "two", "3.5", "1000001"]) {
    const parsed = parseQuantity(typed, "On hand");
    const value = Number(typed);
    if (parsed.ok) expect(quantityProblem(value, "On hand")).toBeNull();
    else if (Number.isFinite(value)) expect(parsed.message).toBe(quantityProblem(value, "On hand"));
  }
});
