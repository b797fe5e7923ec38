import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "../../lib/excel/safeCell";
import { buildAttendeeWorkbook, EXPORT_COLUMNS, exportFileName, type ExportAttendee } from "./attendeeExport";

const created = new Date(2025, 2, 14, 9, 30);
const row: ExportAttendee = {
  first_name: "José",
  last_name: "Núñez",
  email: "jose@example.org",
  phone_number: "5551234567",
  attendee_type: "server",
  has_paid: true,
  has_checked_in: false,
  room_name: "101",
  table_name: null,
  snore: true,
  emergency_contact_1_name: "=HYPERLINK(\"http://evil\")",
  referral_name: "@SUM(A1)",
  referral_relationship: "-friend",
  created_at: created.getTime(),
};

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook.getWorksheet("Attendees")!;
}

describe("attendee export", () => {
  it("writes the spec's columns, labels, real dates and non-ASCII names", async () => {
    const sheet = await readBack(await buildAttendeeWorkbook([row]));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(headers.slice(0, 11)).toEqual([
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Type",
      "Payment Status",
      "Check-in Status",
      "Room",
      "Table",
      "T-Shirt Size",
      "Snore",
    ]);
    const cell = (header: string) => sheet.getRow(2).getCell(EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1).value;
    expect(cell("First Name")).toBe("José");
    expect(cell("Last Name")).toBe("Núñez");
    expect(cell("Phone")).toBe("(555) 123-4567");
    expect(cell("Type")).toBe("Server");
    expect(cell("Payment Status")).toBe("Paid");
    expect(cell("Check-in Status")).toBe("Not Checked In");
    expect(cell("Room")).toBe("101");
    expect(cell("Table")).toBeNull();
    expect(cell("Snore")).toBe("Yes");
    const createdAt = cell("Created At");
    expect(createdAt).toBeInstanceOf(Date);
    const createdCell = sheet.getRow(2).getCell(EXPORT_COLUMNS.findIndex((c) => c.header === "Created At") + 1);
    expect(createdCell.type).toBe(ExcelJS.ValueType.Date);
    expect(createdCell.numFmt).toBe("yyyy-mm-dd hh:mm");
    // The local wall-clock time the attendee was added, whatever the machine's time zone.
    expect((createdAt as Date).toISOString()).toBe("2025-03-14T09:30:00.000Z");
  });

  it("neutralises formula-like text", async () => {
    const sheet = await readBack(await buildAttendeeWorkbook([row]));
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toContain("'=HYPERLINK(\"http://evil\")");
    expect(values).toContain("'@SUM(A1)");
    expect(values).toContain("'-friend");
    expect(values.some((v) => typeof v === "object" && v !== null && "formula" in v)).toBe(false);
    expect(neutraliseFormula("+1 555")).toBe("'+1 555");
    expect(neutraliseFormula("John")).toBe("John");
  });

  it("names the file after the filter, the search and the date", () => {
    const day = new Date(2025, 5, 7);
    expect(exportFileName("all", "", day)).toBe("attendees-data-2025-06-07.xlsx");
    expect(exportFileName("server", "", day)).toBe("attendees-data-servers-2025-06-07.xlsx");
    expect(exportFileName("attendee", " smith ", day)).toBe("attendees-data-attendees-search-smith-2025-06-07.xlsx");
    expect(exportFileName("all", "a/b c", day)).toBe("attendees-data-search-a_b_c-2025-06-07.xlsx");
  });
});
