import { describe, expect, it } from "vitest";
import { isFormulaCell, parseBooleanCell, parseDateCell, parsePaidCell } from "./cellValues";
import { readCents } from "./money";

describe("booleans", () => {
  it.each(["true", "TRUE", "yes", "Yes", "y", "Y", "1", "si", "Sí", "SÍ", "s", "x", "X", "checked", " yes "])(
    "reads %j as true",
    (cell) => expect(parseBooleanCell(cell)).toBe(true),
  );
  it.each(["false", "no", "No", "n", "0", "unchecked", "ninguno"])("reads %j as false", (cell) => {
    expect(parseBooleanCell(cell)).toBe(false);
  });
  it.each(["maybe", "a veces", "??"])("cannot read %j", (cell) => {
    expect(parseBooleanCell(cell)).toBeNull();
  });
  it("leaves an empty cell unset", () => {
    expect(parseBooleanCell("")).toBeUndefined();
    expect(parseBooleanCell("   ")).toBeUndefined();
  });
});

describe("has paid", () => {
  it.each(["Paid", "x", "2024-05-01", "check #1042", "yes", "$200"])("a non-empty cell %j means paid", (cell) => {
    expect(parsePaidCell(cell)).toBe(true);
  });
  it.each(["no", "No", "false", "0", "unpaid", "No pagado", "Pendiente"])("a clear %j means not paid", (cell) => {
    expect(parsePaidCell(cell)).toBe(false);
  });
  it("leaves an empty cell unset", () => expect(parsePaidCell(" ")).toBeUndefined());
});

describe("money cells (the one money parser, decimals rounded)", () => {
  it.each([
    ["250", 250],
    ["250.75", 250.75],
    ["$250", 250],
    ["$ 250.00", 250],
    ["1,250.50", 1250.5],
    ["$1,250", 1250],
    ["12,345,678.9", 12345678.9],
    ["(50)", -50],
    ["($1,000.00)", -1000],
    ["-75", -75],
    ["-$75", -75],
    ["$-75", -75],
    ["150,50", 150.5],
    ["1.250,50", 1250.5],
    [".5", 0.5],
    ["0", 0],
  ])("reads %j as %d dollars", (cell, expected) => expect(readCents(cell, { round: true })).toEqual({ ok: true, cents: Math.round(expected * 100) }));

  it.each(["abc", "12abc", "1,2,3", "$", "()", "1.2.3", "--5"])("refuses %j", (cell) => {
    expect(readCents(cell, { round: true })).toMatchObject({ ok: false });
  });
  it("leaves an empty cell unset", () => expect(readCents("", { round: true })).toEqual({ ok: false, problem: "empty" }));
});

describe("dates", () => {
  const today = new Date(Date.UTC(2025, 5, 1));
  it.each([
    ["1980-03-05", "1980-03-05"],
    ["1980/3/5", "1980-03-05"],
    ["1980-03-05T00:00:00Z", "1980-03-05"],
    ["3/5/1980", "1980-03-05"],
    ["03-05-1980", "1980-03-05"],
    ["25/12/1975", "1975-12-25"],
    ["3/5/80", "1980-03-05"],
    ["3/5/05", "2005-03-05"],
    ["3/5/1980 14:32:10", "1980-03-05"],
    ["March 5, 1980", "1980-03-05"],
    ["Mar 5 1980", "1980-03-05"],
    ["5 March 1980", "1980-03-05"],
    ["5 de marzo de 1980", "1980-03-05"],
    ["12 de Diciembre del 1975", "1975-12-12"],
  ])("reads %j as %s", (cell, expected) => expect(parseDateCell(cell, today)).toBe(expected));

  it.each(["2/30/1980", "13/13/1980", "1980-02-30", "next tuesday", "29285", "March 1980", "1850-01-01"])(
    "refuses %j",
    (cell) => expect(parseDateCell(cell, today)).toBeNull(),
  );
  it("leaves an empty cell unset", () => expect(parseDateCell("", today)).toBeUndefined());
});

describe("formula cells", () => {
  it("spots a formula", () => {
    expect(isFormulaCell("=SUM(A1:A3)")).toBe(true);
    expect(isFormulaCell(' =HYPERLINK("http://x")')).toBe(true);
  });
  it("leaves values alone", () => {
    expect(isFormulaCell("+1 555 123 4567")).toBe(false);
    expect(isFormulaCell("-50")).toBe(false);
    expect(isFormulaCell("a=b")).toBe(false);
  });
});
