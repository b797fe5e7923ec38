import { describe, expect, it } from "vitest";
import { parseNumberCell } from "./cellValues";
import { parseMoney, readAmount } from "./money";
import { settingProblem } from "./settingsRules";

// The same text must mean the same amount in a form, in the import and in Settings.
const AMOUNTS: [string, number][] = [
  ["50", 50],
  ["(50)", -50],
  ["-50", -50],
  ["($50.00)", -50],
  ["-$50", -50],
  ["$-50", -50],
  ["+12", 12],
  ["1,234.50", 1234.5],
  ["1.234,50", 1234.5],
  ["$1,234.50", 1234.5],
  ["(1.234,50)", -1234.5],
  ["150,50", 150.5],
  ["12,345,678.90", 12345678.9],
  ["  20  ", 20],
  [".99", 0.99],
  ["0", 0],
  ["-0", 0],
];

describe("the one reading of an amount", () => {
  it.each(AMOUNTS)("reads %j as %d everywhere", (text, dollars) => {
    expect(readAmount(text)).toBe(dollars);
    expect(parseNumberCell(text)).toBe(dollars);
    expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: true, cents: Math.round(dollars * 100) });
  });

  it.each(["abc", "12abc", "1,2,3", "$", "()", "1.2.3", "--5", "1e3", "50-"])("refuses %j everywhere", (text) => {
    expect(readAmount(text)).toBeNull();
    expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: false, message: "Amount must be a number, like 12.50." });
  });

  it("leaves empty text unset, and a form asks for it", () => {
    expect(readAmount("   ")).toBeUndefined();
    expect(parseMoney("")).toEqual({ ok: false, message: "Amount is required." });
  });

  it("a refund is refused where only payments belong, with the same reading", () => {
    expect(parseMoney("(50)")).toEqual({ ok: false, message: "Amount cannot be negative." });
    expect(parseMoney("1,234.567")).toEqual({ ok: false, message: "Amount can have at most two decimals." });
  });

  it("Settings costs accept what the forms accept", () => {
    expect(settingProblem("house_cost_per_meal", "1,234.50")).toBeNull();
    expect(settingProblem("house_cost_per_meal", "12,50")).toBeNull();
    expect(settingProblem("house_cost_per_meal", "(5)")).toBe("Cost per meal: costs must be at least 0.");
    expect(settingProblem("house_cost_per_meal", "1.005")).toBe("Cost per meal: costs go in steps of 0.01.");
  });
});
