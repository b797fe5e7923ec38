import { describe, expect, it } from "vitest";
import { parseAttendeeInput } from "./attendeeRules";
import { parseDoorAmount } from "./doorPayment";
import { parseMoney, readCents } from "./money";
import { settingProblem } from "./settingsRules";

// The same text must mean the same amount in a form, in the imports, at the door and in Settings.
const AMOUNTS: [string, number][] = [
  ["50", 5000],
  ["(50)", -5000],
  ["-50", -5000],
  ["($50.00)", -5000],
  ["-$50", -5000],
  ["$-50", -5000],
  ["+12", 1200],
  ["1,234.50", 123450],
  ["1.234,50", 123450],
  ["$1,234.50", 123450],
  ["(1.234,50)", -123450],
  ["150,50", 15050],
  ["150.50", 15050],
  ["150,5", 15050],
  ["12,345,678.90", 1234567890],
  ["12.345.678,90", 1234567890],
  ["1,234", 123400],
  ["1,234,567", 123456700],
  ["1.234.567", 123456700],
  ["1 234,50", 123450],
  ["250 USD", 25000],
  ["€ 20", 2000],
  ["  20  ", 2000],
  [".99", 99],
  ["5.", 500],
  ["0.12", 12],
  ["0", 0],
  ["-0", 0],
  ["100000000", 10_000_000_000],
];

describe("the one reading of an amount, in cents", () => {
  it.each(AMOUNTS)("reads %j as %d cents everywhere", (text, cents) => {
    expect(readCents(text)).toEqual({ ok: true, cents });
    expect(readCents(text, { round: true })).toEqual({ ok: true, cents });
    expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: true, cents });
  });

  it.each(["abc", "12abc", "1,2,3", "$", "()", "1.2.3", "--5", "1e3", "50-", ",", ".", "1,23,456", "12,3456,789", "1.234,5.6"])(
    "refuses %j everywhere as not a number",
    (text) => {
      expect(readCents(text)).toEqual({ ok: false, problem: "notANumber" });
      expect(readCents(text, { round: true })).toEqual({ ok: false, problem: "notANumber" });
      expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: false, message: "Amount must be a number, like 12.50." });
    },
  );

  // A single dot is the decimal point, as the forms have always read it: "1.234" has three decimals.
  it.each([
    ["1.234", 123],
    ["150.000", 15000],
    ["(1.500)", -150],
    ["$999.999", 100000],
    ["-2.505", -251],
  ])("reads %j with its dot as the decimal point (rounded in cells, refused in forms)", (text, rounded) => {
    expect(readCents(text)).toEqual({ ok: false, problem: "decimals" });
    expect(readCents(text, { round: true })).toEqual({ ok: true, cents: rounded });
    expect(parseMoney(text, { allowNegative: true })).toEqual({ ok: false, message: "Amount can have at most two decimals." });
  });

  it("a comma before three digits separates thousands (an amount has at most two decimals)", () => {
    expect(readCents("1,500")).toEqual({ ok: true, cents: 150000 });
    expect(readCents("0,500")).toEqual({ ok: false, problem: "decimals" });
  });

  it("more than two decimals: refused where a person types, rounded half away from zero in spreadsheet cells", () => {
    expect(readCents("12.3456")).toEqual({ ok: false, problem: "decimals" });
    expect(readCents("1,234.567")).toEqual({ ok: false, problem: "decimals" });
    expect(parseMoney("1,234.567")).toEqual({ ok: false, message: "Amount can have at most two decimals." });
    expect(readCents("33.333333333333336", { round: true })).toEqual({ ok: true, cents: 3333 });
    expect(readCents("150.10000000000002", { round: true })).toEqual({ ok: true, cents: 15010 });
    expect(readCents("0.995", { round: true })).toEqual({ ok: true, cents: 100 });
    expect(readCents("-0.125", { round: true })).toEqual({ ok: true, cents: -13 });
    expect(readCents("1,234.565", { round: true })).toEqual({ ok: true, cents: 123457 });
    expect(readCents("0.004", { round: true })).toEqual({ ok: true, cents: 0 });
  });

  it("refuses amounts above a hundred million dollars", () => {
    expect(readCents("100000000.01")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readCents("123456789012345678901234567890")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readCents("-1,000,000,000")).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseMoney("999999999")).toEqual({ ok: false, message: "Amount is too large." });
  });

  it("leaves empty text unset, and a form asks for it", () => {
    expect(readCents("   ")).toEqual({ ok: false, problem: "empty" });
    expect(parseMoney("")).toEqual({ ok: false, message: "Amount is required." });
  });

  it("a refund is refused where only payments belong, with the same reading", () => {
    expect(parseMoney("(50)")).toEqual({ ok: false, message: "Amount cannot be negative." });
    expect(parseMoney("-0,50")).toEqual({ ok: false, message: "Amount cannot be negative." });
  });

  it("the door reads amounts the same way", () => {
    expect(parseDoorAmount("150,50", false)).toEqual({ ok: true, amount: 150.5 });
    expect(parseDoorAmount("1,234", false)).toEqual({ ok: true, amount: 1234 });
    expect(parseDoorAmount("(20)", true)).toEqual({ ok: true, amount: -20 });
    expect(parseDoorAmount("1.500", false)).toEqual({ ok: false, message: "The amount can have at most two decimals." });
    expect(parseDoorAmount("12.345", false)).toMatchObject({ ok: false });
  });

  it("attendee money fields keep dollars, from the same cents", () => {
    const man = { first_name: "Al", last_name: "Bo", email: "al@example.org" };
    expect(parseAttendeeInput({ ...man, amount_paid: "150,50", donations: "1.234,5" })).toMatchObject({
      ok: true,
      value: { amount_paid: 150.5, donations: 1234.5 },
    });
    expect(parseAttendeeInput({ ...man, amount_paid: "1.500" })).toMatchObject({ ok: true, value: { amount_paid: 1.5 } });
  });

  it("Settings costs accept what the forms accept", () => {
    expect(settingProblem("house_cost_per_meal", "1,234.50")).toBeNull();
    expect(settingProblem("house_cost_per_meal", "12,50")).toBeNull();
    expect(settingProblem("house_cost_per_meal", "(5)")).toBe("Cost per meal: costs must be at least 0.");
    expect(settingProblem("house_cost_per_meal", "1.0051")).toBe("Cost per meal: costs go in steps of 0.01.");
    expect(settingProblem("house_cost_per_meal", "1.005")).toBe("Cost per meal: costs go in steps of 0.01.");
  });
});
