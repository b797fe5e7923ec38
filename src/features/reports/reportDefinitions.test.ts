import { describe, expect, it } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { REPORTS } from "./reportDefinitions";
import { buildReportWorkbook, reportFileName } from "./reportExport";
import { cellText } from "./reportHelpers";
import type { ReportData, ReportRow } from "./reportTypes";

const room = (id: string, name: string) => ({ _id: id as Id<"rooms">, name, room_type: "retreatant" as const, capacity: 4 });
const man = (id: string, first: string, last: string, extra: Partial<ReportRow> = {}): ReportRow => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: last,
  email: `${id}@example.org`,
  phone_number: null,
  attendee_type: "attendee",
  parish: null,
  has_paid: false,
  has_checked_in: false,
  checked_in_at: null,
  checked_in_by: null,
  cost_of_retreat: null,
  amount_paid: null,
  donations: null,
  admin_fees: null,
  room_id: null,
  room_name: null,
  table_id: null,
  table_name: null,
  tshirt_size: null,
  allergies: null,
  health_issues: null,
  baptism: true,
  first_communion: true,
  confirmation: true,
  emergency_contact_1_name: null,
  emergency_contact_1_phone: null,
  emergency_contact_1_relationship: null,
  emergency_contact_2_name: null,
  emergency_contact_2_phone: null,
  emergency_contact_2_relationship: null,
  snore: false,
  sleeps_at_home: false,
  ...extra,
});

const data: ReportData = {
  rows: [
    man("a", "Raúl", "García", { cost_of_retreat: 250, amount_paid: 250, has_paid: true, donations: 20, room_id: "r1" as Id<"rooms">, snore: true, tshirt_size: "l" }),
    man("b", "Pedro", "Núñez", { cost_of_retreat: 250, amount_paid: 100, admin_fees: 5, room_id: "r1" as Id<"rooms">, tshirt_size: "M", confirmation: false }),
    man("c", "Tomás", "Prueba", { attendee_type: "server", table_id: "t1" as Id<"diningTables">, tshirt_size: "L", first_communion: null, allergies: "Peanuts" }),
    man("d", "Luis", "Vega", { table_id: "t1" as Id<"diningTables">, sleeps_at_home: true, has_checked_in: true, checked_in_by: "door@parish.org", checked_in_at: new Date(2026, 2, 6, 17, 20).getTime() }),
  ],
  places: { rooms: [room("r2", "Room 102"), room("r1", "Room 101")], tables: [{ _id: "t1" as Id<"diningTables">, name: "St. Peter", leader_id: "c" as Id<"attendees"> }] },
};

const build = (id: string) => REPORTS.find((r) => r.id === id)!.build(data);
const texts = (id: string) => {
  const report = build(id);
  return report.cells.map((cells) => cells.map((cell, i) => cellText(cell, report.columns[i].kind)));
};

describe("reports", () => {
  it("has every report of the issue, each with a unique id", () => {
    expect(REPORTS.map((r) => r.title)).toEqual([
      "Roster",
      "Payments",
      "Room List",
      "Table List",
      "T-Shirt Sizes",
      "Allergies and Health",
      "Sacraments",
      "Emergency Contacts",
      "Snorers",
      "Sleeps at Home",
      "Check-In Status",
    ]);
    expect(new Set(REPORTS.map((r) => r.id)).size).toBe(REPORTS.length);
  });

  it("payments: balance per man and totals, paid and unpaid counts", () => {
    const report = build("payments");
    expect(report.columns.map((c) => c.header)).toEqual(["Name", "Type", "Cost of Retreat", "Amount Paid", "Donations", "Admin Fees", "Balance", "Status"]);
    expect(texts("payments")[0]).toEqual(["Raúl García", "Retreatant", "$250.00", "$250.00", "$20.00", "", "$0.00", "Paid"]);
    expect(texts("payments")[1]).toEqual(["Pedro Núñez", "Retreatant", "$250.00", "$100.00", "", "$5.00", "$150.00", "Unpaid"]);
    expect(report.totals).toEqual([
      "Paid: 1 · Unpaid: 3",
      "Total cost $500.00 · paid $350.00 · donations $20.00 · admin fees $5.00 · balance $150.00",
    ]);
  });

  it("room list: rooms in number order with occupants, snorers marked (R), empty rooms listed", () => {
    expect(texts("rooms").map((cells) => [cells[0], cells[3]])).toEqual([
      ["Room 101", "Raúl García (R)"],
      ["", "Pedro Núñez"],
      ["Room 102", "(empty)"],
    ]);
  });

  it("room list: each room's name, type and capacity head its first line only", () => {
    expect(texts("rooms").map((cells) => cells.slice(0, 3))).toEqual([
      ["Room 101", "Retreatant", "4"],
      ["", "", ""],
      ["Room 102", "Retreatant", "4"],
    ]);
  });

  it("table list: the leader and the men seated", () => {
    expect(texts("tables")).toEqual([["St. Peter", "Tomás Prueba", "Luis Vega", "Retreatant"]]);
  });

  it("t-shirt sizes: counts per size and who, sizes in order", () => {
    expect(texts("tshirts")).toEqual([
      ["M", "1", "Pedro Núñez"],
      ["L", "2", "Raúl García, Tomás Prueba"],
      ["Not given", "1", "Luis Vega"],
    ]);
  });

  it("sacraments lists who lacks one; health lists allergies; sleeps-at-home and check-in status", () => {
    expect(texts("sacraments").map((c) => c.slice(0, 5))).toEqual([
      ["Pedro Núñez", "Retreatant", "Yes", "Yes", "No"],
      ["Tomás Prueba", "Server", "Yes", "Not answered", "Yes"],
    ]);
    expect(texts("health").map((c) => c[0])).toEqual(["Tomás Prueba"]);
    expect(texts("sleeps-at-home").map((c) => c[0])).toEqual(["Luis Vega"]);
    expect(texts("snorers").map((c) => c[0])).toEqual(["Raúl García"]);
    const checkIn = texts("check-in");
    expect(checkIn.at(-1)!.slice(0, 3)).toEqual(["Luis Vega", "Retreatant", "Checked In"]);
    expect(checkIn.at(-1)![4]).toBe("door@parish.org");
    expect(build("check-in").totals).toEqual(["1 of 4 arrived"]);
  });

  it("exports the same columns to .xlsx, formula-safe", async () => {
    const report = build("roster");
    report.cells[0][0] = "=HYPERLINK(\"x\")";
    const buffer = await buildReportWorkbook(report);
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet("Roster")!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...report.columns.map((c) => c.header)]);
    expect(sheet.getCell("A2").value).toBe("'=HYPERLINK(\"x\")");
    expect(sheet.rowCount).toBe(report.cells.length + 1);
    expect(reportFileName(report, new Date(2027, 2, 5))).toBe("report-roster-2027-03-05.xlsx");
  }, 30_000);

  it("exports check-in times as date cells at the local time of arrival", async () => {
    const report = build("check-in");
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildReportWorkbook(report));
    const sheet = workbook.getWorksheet(report.title.slice(0, 31))!;
    const column = report.columns.findIndex((c) => c.header === "Checked In At") + 1;
    const arrived = sheet.getRow(report.cells.length + 1).getCell(column);
    expect(arrived.type).toBe(ExcelJS.ValueType.Date);
    expect(arrived.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect((arrived.value as Date).toISOString()).toBe("2026-03-06T17:20:00.000Z");
  }, 30_000);
});
