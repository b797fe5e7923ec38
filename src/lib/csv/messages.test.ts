import { expect, test } from "vitest";
import { cellWarning } from "../../../convex/shared/importRow";
import { AMOUNT_PROBLEMS } from "../../../convex/shared/money";
import { CSV_MESSAGES, csvTextOf, summarizeErrors } from "./messages";

test("a cell's problem reads as the shared wording says it", () => {
  expect(CSV_MESSAGES.notADate(3, "Birthday", "31/31/80")).toBe(`Row 3: ${cellWarning("Birthday", "31/31/80", "not a date")}`);
  expect(CSV_MESSAGES.notYesNo(4, "Snores", "maybe")).toBe(`Row 4: ${cellWarning("Snores", "maybe", "not yes or no")}`);
  for (const problem of Object.keys(AMOUNT_PROBLEMS) as (keyof typeof AMOUNT_PROBLEMS)[]) {
    expect(CSV_MESSAGES.notAnAmount(5, "Amount Paid", "abc", problem)).toBe(`Row 5: ${cellWarning("Amount Paid", "abc", AMOUNT_PROBLEMS[problem])}`);
  }
});

test("every text remembers how it was said, for the screen's language", () => {
  const text = CSV_MESSAGES.missingRequired(7, ["First Name", "Email"]);
  expect(text).toBe("Row 7: Missing required fields... (First Name, Email)");
  expect(csvTextOf(text)).toEqual({ key: "csv.missingRequired", values: { row: "7", labels: ["First Name", "Email"] } });
  expect(CSV_MESSAGES.tooManyRows(20_001)).toBe("The file has 20001 rows; one upload takes at most 20000. Split it into smaller files.");
  expect(csvTextOf("Row 2: something the server said")).toBeUndefined();
});

test("the summary counts the rest in English unless told another language", () => {
  expect(summarizeErrors(["a", "b", "c", "d", "e"])).toBe("a; b; c; and 2 more errors");
  expect(summarizeErrors(["a", "b", "c", "d"], 3, "man")).toBe("a; b; c; and 1 more man");
  const say = (key: string, values?: Record<string, string | number>) => `${key}|${values?.list}|${values?.n}`;
  expect(summarizeErrors(["a", "b", "c", "d"], 3, "warning", { say, row: (m) => m.toUpperCase() })).toBe("csv.more.warning|A; B; C|1");
});

test("a workbook's notes read as before in English, one and many", () => {
  expect(CSV_MESSAGES.formulasNote(1, 0)).toBe("1 cell holds a formula: the value Excel last computed was read.");
  expect(CSV_MESSAGES.formulasNote(3, 1)).toBe("3 cells hold formulas: the values Excel last computed were read; 1 without a computed value is left empty.");
  expect(CSV_MESSAGES.formulasNote(3, 2)).toBe("3 cells hold formulas: the values Excel last computed were read; 2 without a computed value are left empty.");
  expect(CSV_MESSAGES.errorsNote(1)).toBe("1 cell shows an Excel error (#N/A, #REF!…) and is read as empty.");
  expect(CSV_MESSAGES.errorsNote(2)).toBe("2 cells show an Excel error (#N/A, #REF!…) and are read as empty.");
  expect(CSV_MESSAGES.mergesNote(["A1:B1"])).toBe("1 merged cell range (A1:B1): every cell of a range reads the range's value.");
  expect(CSV_MESSAGES.mergesNote(["A1:B1", "C1:D1", "E1:F1", "G1:H1"])).toBe(
    "4 merged cell ranges (A1:B1, C1:D1, E1:F1…): every cell of a range reads the range's value.",
  );
});
