/**
 * Reports in Chromium: the room list printed to PDF carries the PDF header of Settings on US Letter
 * pages; a report exported to .xlsx is read back with the screen's columns; a report on screen
 * follows a change made elsewhere without reloading.
 */
import ExcelJS from "exceljs";
import type { ConvexHttpClient } from "convex/browser";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient } from "./accounts";
import { adminSession } from "./adminSession";

const CENTER_TEXT = "ACTS Men's Retreat #50 — St. Agnes";

const session = adminSession();
let admin: ConvexHttpClient;
let page: Page;

beforeAll(async () => {
  admin = await adminClient(session.app);
  page = await session.page("/", { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
}, 120_000);

async function openReport(id: string, title: string): Promise<void> {
  await page.goto(`${session.app.url}/reports?report=${id}`);
  await page.getByRole("heading", { name: title, exact: true }).waitFor();
  await page.getByRole("progressbar", { name: "Loading the report" }).waitFor({ state: "detached" });
}

const screenHeaders = async (title: string) =>
  (await page.getByRole("table", { name: title }).locator("thead th").allTextContents()).map((t) => t.trim());

test("the room list prints on Letter pages with the PDF header and snorers marked (R)", async () => {
  await openReport("rooms", "Room List");
  const printed = page.locator(".print-document");
  await printed.locator(".print-header .center-text").filter({ hasText: CENTER_TEXT }).waitFor({ state: "attached" });
  const html = await printed.evaluate((element) => element.outerHTML);
  expect(html).toContain("<h1>Room List</h1>");
  const rows = await page.getByRole("table", { name: "Room List" }).locator("tbody tr").count();
  expect(await printed.locator("tbody tr").count()).toBe(rows);
  expect(await printed.locator("td", { hasText: /\(R\)$/ }).count()).toBeGreaterThan(0);

  // The print content as the browser prints it: Letter pages (612 × 792 pt) with the header.
  const printPage = await session.blankPage({ viewport: { width: 1280, height: 720 } });
  await printPage.setContent(`<!doctype html><html><body>${html}</body></html>`);
  await printPage.emulateMedia({ media: "print" });
  await printPage.getByText(CENTER_TEXT).waitFor();
  const pdf = (await printPage.pdf({ preferCSSPageSize: true })).toString("latin1");
  const boxes = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g) ?? [];
  expect(boxes.length).toBeGreaterThanOrEqual(1);
  for (const box of boxes) expect(box.replace(/\s+/g, " ")).toMatch(/0 0 612 792/);
  await printPage.close();
});

test("the payments report exports to .xlsx with the screen's columns and totals that match", async () => {
  await openReport("payments", "Payments");
  const headers = await screenHeaders("Payments");
  expect(headers).toEqual(["Name", "Type", "Cost of Retreat", "Amount Paid", "Donations", "Admin Fees", "Balance", "Status"]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = readFileSync((await file.path())!);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.getWorksheet("Payments")!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  const screenRows = await page.getByRole("table", { name: "Payments" }).locator("tbody tr").count();
  expect(sheet.rowCount).toBe(screenRows + 1);
  const firstName = (await page.getByRole("table", { name: "Payments" }).locator("tbody tr").first().locator("td").first().textContent())!.trim();
  expect(sheet.getCell("A2").value).toBe(firstName);
  const paidColumn = sheet.getColumn(4).values.slice(2) as (number | null | undefined)[];
  const totalPaid = paidColumn.reduce<number>((sum, value) => sum + (typeof value === "number" ? value : 0), 0);
  const totals = await page.getByText(/^Total cost .* · paid \$[\d,.]+ ·/).filter({ visible: true }).textContent();
  expect(totals).toContain(`paid ${totalPaid.toLocaleString("en-US", { style: "currency", currency: "USD" })}`);
});

test("a report on screen follows a check-in made elsewhere, without reloading", async () => {
  await openReport("check-in", "Check-In Status");
  const before = await page.getByText(/^\d+ of \d+ arrived$/).filter({ visible: true }).textContent();
  const [, arrived, total] = /^(\d+) of (\d+) arrived$/.exec(before!)!.map(Number);
  const rows = await admin.query(api.reports.rows, { paginationOpts: { numItems: 200, cursor: null } });
  const waiting = rows.page.find((row) => !row.has_checked_in)!;
  await admin.mutation(api.checkIn.checkIn, { id: waiting._id });
  await page.getByText(`${arrived + 1} of ${total} arrived`, { exact: true }).filter({ visible: true }).waitFor({ timeout: 10_000 });
});
