import ExcelJS from "exceljs";
import { expect, test } from "vitest";
import { buildWorkbook } from "./workbook";
import { DATE_FORMAT, DATE_TIME_FORMAT, excelDate, excelDateTime } from "./dates";

test("a moment is written as its local wall-clock time, whatever the machine's time zone", () => {
  const local = new Date(2026, 2, 4, 18, 45);
  expect(excelDateTime(local.getTime()).toISOString()).toBe("2026-03-04T18:45:00.000Z");
  expect(excelDateTime(local).toISOString()).toBe("2026-03-04T18:45:00.000Z");
});

test("a calendar day is its midnight; anything else is no date", () => {
  expect(excelDate("1980-03-04")?.toISOString()).toBe("1980-03-04T00:00:00.000Z");
  expect(excelDate("")).toBeNull();
  expect(excelDate(undefined)).toBeNull();
  expect(excelDate("1980-02-30")).toBeNull();
  expect(excelDate("March 4")).toBeNull();
});

test("read back from the .xlsx, they are date cells with a date format", async () => {
  type Row = { day: string; at: number };
  const buffer = await buildWorkbook<Row>(
    "Dates",
    [
      { header: "Birthday", value: (r) => excelDate(r.day), numFmt: DATE_FORMAT },
      { header: "Created At", value: (r) => excelDateTime(r.at), numFmt: DATE_TIME_FORMAT },
    ],
    [{ day: "1980-03-04", at: new Date(2026, 0, 15, 9, 5).getTime() }],
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const row = workbook.getWorksheet("Dates")!.getRow(2);
  expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
  expect(row.getCell(1).numFmt).toBe("yyyy-mm-dd");
  expect((row.getCell(1).value as Date).toISOString()).toBe("1980-03-04T00:00:00.000Z");
  expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
  expect(row.getCell(2).numFmt).toBe("yyyy-mm-dd hh:mm");
  expect((row.getCell(2).value as Date).toISOString()).toBe("2026-01-15T09:05:00.000Z");
});
