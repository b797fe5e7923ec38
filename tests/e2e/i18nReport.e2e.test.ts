/**
 * En español (issue 27): an admin who chose Spanish opens a report and prints it; the printed
 * document (title, description, column headers, cells and totals) and the exported file are in
 * Spanish, with no English text of the reports catalogue left, data aside.
 */
import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import esReports from "../../src/i18n/locales/es/reports.json";
import { adminSession } from "./adminSession";
import { englishIn, englishPieces, expectNoEnglish } from "./noEnglish";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const session = adminSession();
let page: Page;

beforeAll(async () => {
  page = await session.page("/", { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
}, 120_000);

/** The English texts of the reports catalogue, and of the shell and shared parts around a report, that Spanish says differently. */
const REPORT_PIECES = englishPieces(["reports"]);
const SCREEN_PIECES = englishPieces(["reports", "common", "shared", "print"]);

test("an admin who chose Spanish prints the payments report and exports it, all in Spanish", async () => {
  // His choice, made in the account menu, is kept on his account.
  await page.goto(`${session.app.url}/reports?report=payments`);
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Español" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("heading", { name: "Pagos", exact: true }).waitFor();
  await page.getByRole("progressbar", { name: "Cargando el informe" }).waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");

  const table = page.getByRole("table", { name: "Pagos" });
  const headers = (await table.locator("thead th").allTextContents()).map((text) => text.trim());
  expect(headers).toEqual(["Nombre", "Tipo", "Costo del retiro", "Monto pagado", "Donativos", "Cuotas administrativas", "Saldo", "Estado"]);
  const rows = await table.locator("tbody tr").count();
  expect(rows).toBeGreaterThan(0);
  const statuses = new Set((await table.locator("tbody tr td:nth-child(8)").allTextContents()).map((text) => text.trim()));
  expect([...statuses].every((status) => status === "Pagado" || status === "Sin pagar")).toBe(true);
  await page.getByText(/^Pagado: \d+ · Sin pagar: \d+$/).filter({ visible: true }).waitFor();
  await expectNoEnglish(page, "the payments report", SCREEN_PIECES);

  await capturePrints(page);
  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Imprimir" }).click());
  await print.getByRole("heading", { name: "Pagos", level: 1 }).waitFor();
  const paper = print.locator(".print-document");
  // The report as printed: the header (the retreat's own words and dates) aside, every word is Spanish.
  const printed = await paper.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelector(".print-header")?.remove();
    copy.querySelector("style")?.remove();
    return copy.textContent ?? "";
  });
  expect(printed).toContain(esReports["payments.description"]);
  expect(printed).toMatch(/Costo total \$[\d,.]+ · pagado \$[\d,.]+ · donativos \$[\d,.]+ · cuotas administrativas \$[\d,.]+ · saldo -?\$[\d,.]+/);
  expect((await paper.locator("thead th").allTextContents()).map((text) => text.trim())).toEqual(headers);
  expect(await paper.locator("tbody tr").count()).toBe(rows);
  expect(englishIn(printed, REPORT_PIECES), "English in the printed report").toEqual([]);
  // The header's retreat dates are written in Spanish too ("5 de marzo de 2027").
  const dates = await paper.locator(".print-header .dates").textContent();
  if (dates) expect(dates).toMatch(/^\d{1,2} de [a-záéíóú]+ de \d{4}/);
  const { count, mediaBoxes } = pdfPages(await print.pdf({ preferCSSPageSize: true }));
  expect(count).toBeGreaterThanOrEqual(1);
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"]));
  await print.context().close();

  // The Excel file: a Spanish name, sheet and headers.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar a Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^informe-pagos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = readFileSync((await file.path())!);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.getWorksheet("Pagos")!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  expect(sheet.rowCount).toBe(rows + 1);
}, 180_000);
