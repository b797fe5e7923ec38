/** Excel workbooks and tab-separated text read into the same rows, preview and rules as CSV. */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { CsvImportError } from "./messages";
import { parseAttendeeSheet } from "./parseAttendeeCsv";
import { readSpreadsheet } from "./readSpreadsheet";

const today = new Date(Date.UTC(2026, 5, 1));

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function refusal(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
  } catch (error) {
    if (error instanceof CsvImportError) return error.description;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe(".xlsx", () => {
  it("reads the first visible sheet: date cells, serial dates, formulas as their values, rich text", async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet("Notas").state = "hidden";
      const sheet = workbook.addWorksheet("Inscritos");
      sheet.addRow(["Nombre", "Apellidos", "Correo", "Fecha de nacimiento", "Monto pagado", "Talla", "Ronca"]);
      sheet.addRow(["José", "Núñez", "jose@example.org", new Date(Date.UTC(1980, 2, 5)), { formula: "1000+500", result: 1500 }, "G", "S"]);
      // A birthday typed as a number (an unformatted date cell): Excel's serial 29281 is 1980-03-01.
      sheet.addRow([{ richText: [{ text: "Ra" }, { text: "món" }] }, "Peña", "ramon@example.org", 29281, 0, "XG", "N"]);
      workbook.addWorksheet("Otra").addRow(["x"]);
    });
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.source.format).toBe("XLSX");
    expect(sheet.source.sheetName).toBe("Inscritos");
    expect(sheet.source.sheets.map((info) => [info.name, info.hidden])).toEqual([
      ["Notas", true],
      ["Inscritos", false],
      ["Otra", false],
    ]);
    expect(sheet.source.notes.join(" ")).toMatch(/Hidden sheets not read: Notas/);
    expect(sheet.source.notes.join(" ")).toMatch(/1 cell holds a formula/);
    const parsed = parseAttendeeSheet(sheet, { attendeeType: "attendee", today });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => row.payload)).toEqual([
      {
        first_name: "José",
        last_name: "Núñez",
        email: "jose@example.org",
        attendee_type: "attendee",
        birthday: "1980-03-05",
        amount_paid: 1500,
        has_paid: true,
        tshirt_size: "L",
        snore: true,
      },
      {
        first_name: "Ramón",
        last_name: "Peña",
        email: "ramon@example.org",
        attendee_type: "attendee",
        birthday: "1980-03-01",
        amount_paid: 0,
        tshirt_size: "XL",
        snore: false,
      },
    ]);
  });

  it("reads a chosen sheet, and says so when it does not exist", async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet("Retiro 2025").addRows([["first_name", "last_name", "email"], ["Old", "Man", "old@example.org"]]);
      workbook.addWorksheet("Retiro 2026").addRows([["first_name", "last_name", "email"], ["New", "Man", "new@example.org"]]);
    });
    const chosen = await readSpreadsheet(bytes, { sheetName: "Retiro 2026" });
    expect(parseAttendeeSheet(chosen, { attendeeType: "attendee", today }).rows[0].payload.email).toBe("new@example.org");
    expect(await refusal(() => readSpreadsheet(bytes, { sheetName: "Retiro 2024" }))).toBe('This workbook has no sheet named "Retiro 2024".');
  });

  it("a formula without a computed value is left empty with the formula warning; a text formula is neutralised the same way", async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet("Hoja1");
      sheet.addRow(["first_name", "last_name", "email", "parish", "city"]);
      sheet.addRow(["Ana", "Ruiz", "ana@example.org", { formula: "CONCAT(A2,B2)" }, "=HYPERLINK(\"x\")"]);
    });
    const parsed = parseAttendeeSheet(await readSpreadsheet(bytes), { attendeeType: "attendee", today });
    expect(parsed.rows[0].payload.parish).toBeUndefined();
    expect(parsed.rows[0].payload.city).toBeUndefined();
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      "Row 2: Parish holds a spreadsheet formula instead of a value; left empty. Export the sheet with values only.",
      "Row 2: City holds a spreadsheet formula instead of a value; left empty. Export the sheet with values only.",
    ]);
  });

  it("says how merged cells were read", async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet("Hoja1");
      sheet.addRow(["first_name", "last_name", "email", "parish"]);
      sheet.addRow(["Ana", "Ruiz", "ana@example.org", "San José"]);
      sheet.addRow(["Luis", "Ruiz", "luis@example.org", ""]);
      sheet.mergeCells("D2:D3");
    });
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.source.notes.join(" ")).toMatch(/1 merged cell range \(D2:D3\)/);
    const parsed = parseAttendeeSheet(sheet, { attendeeType: "attendee", today });
    expect(parsed.rows.map((row) => row.payload.parish)).toEqual(["San José", "San José"]);
  });

  it("refuses a sheet of more rows than one upload takes, before reading its cells", async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet("Grande");
      sheet.addRow(["first_name", "last_name", "email"]);
      for (let i = 0; i < 20_001; i++) sheet.addRow(["A", "B", `a${i}@example.org`]);
    });
    expect(await refusal(() => readSpreadsheet(bytes))).toBe("The file has 20001 rows; one upload takes at most 20000. Split it into smaller files.");
  }, 60_000);

  it("refuses a damaged workbook and an old .xls with what to do", async () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(await refusal(() => readSpreadsheet(damaged))).toMatch(/cannot be opened as a workbook/);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal(() => readSpreadsheet(xls))).toMatch(/Excel 97-2003 workbook/);
  });
});

describe("tab-separated text", () => {
  it("is read like CSV, any encoding", async () => {
    const latin1 = Uint8Array.from([..."Nombre\tApellidos\tCorreo\tParroquia\nJosé\tPeña\tjose@example.org\tSan José\n"].map((c) => c.charCodeAt(0)));
    const sheet = await readSpreadsheet(latin1);
    expect(sheet.source).toMatchObject({ format: "TSV", separator: "\t", encoding: "Windows-1252" });
    const parsed = parseAttendeeSheet(sheet, { attendeeType: "attendee", today });
    expect(parsed.rows[0].payload).toMatchObject({ first_name: "José", last_name: "Peña", parish: "San José" });
  });
});
