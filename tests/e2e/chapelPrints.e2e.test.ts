/**
 * The prayers and the calendar printed to US Letter PDF with the PDF header of Settings, and the
 * calendar's staff events and .ics export, in a real browser.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { adminSession } from "./adminSession";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const HEADER_TEXT = "ACTS Men's Retreat #50 — St. Agnes"; // the demo's pdf_header_center_text

const session = adminSession();
let page: Page;

beforeAll(async () => {
  page = await session.page("/", { viewport: { width: 1500, height: 1000 }, acceptDownloads: true });
});

async function expectLetterPdf(print: Page): Promise<void> {
  const { count, mediaBoxes } = pdfPages(await print.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(count).toBeGreaterThanOrEqual(1);
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"]));
}

test("the prayers print for the chapel in large type on Letter with the PDF header", async () => {
  await page.goto(`${session.app.url}/prayers`);
  await page.getByRole("heading", { name: "Prayers" }).waitFor();
  await page.getByRole("article", { name: "Morning Offering" }).waitFor();
  await capturePrints(page);
  expect(await page.getByLabel("Large type").isChecked()).toBe(true);
  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Print for Chapel" }).click());
  await print.getByText(HEADER_TEXT, { exact: true }).waitFor();
  await print.getByRole("heading", { name: "Prayers and Intentions" }).waitFor();
  await print.getByRole("heading", { name: "Morning Offering" }).waitFor();
  await print.getByRole("heading", { name: "For the families of the retreatants" }).waitFor();
  expect(await print.locator(".print-document.large-type").count()).toBe(1);
  expect(await print.locator(".print-document").evaluate((el) => getComputedStyle(el).fontSize)).toBe("20px"); // 15 pt
  await expectLetterPdf(print);
  await print.context().close();
});

test("a staff event added on the calendar shows in the agenda, the printed Letter calendar and the .ics file", async () => {
  await page.goto(`${session.app.url}/calendar`);
  await page.getByRole("heading", { name: "Calendar" }).waitFor();
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Kitchen; crew, briefing");
  await dialog.getByLabel("Start").fill("15:00");
  await dialog.getByLabel("End").fill("14:00");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("alert").filter({ hasText: "The end must be after the start." }).waitFor();
  await dialog.getByLabel("End").fill("16:00");
  await dialog.getByLabel("Place").fill("Kitchen");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Edit event Kitchen; crew, briefing" }).waitFor();
  const firstDay = page.locator("section[aria-labelledby^='calendar-day-']").first();
  await firstDay.getByText(/^Adoration: \d+ of \d+ hours covered/).waitFor();
  await firstDay.getByText("Servers' team meeting").waitFor();

  await capturePrints(page);
  const print = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Print Calendar" }).click());
  await print.getByText(HEADER_TEXT, { exact: true }).waitFor();
  await print.getByRole("heading", { name: "Retreat Calendar" }).waitFor();
  await print.getByRole("cell", { name: "Kitchen; crew, briefing" }).waitFor();
  await print.getByRole("cell", { name: "God's Love" }).waitFor();
  expect(await print.getByRole("heading", { level: 2 }).count()).toBe(4);
  await expectLetterPdf(print);
  await print.context().close();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export .ics" }).click()]);
  expect(download.suggestedFilename()).toBe("retreat-weekend.ics");
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(ics).toContain("SUMMARY:Kitchen\\; crew\\, briefing\r\n");
  expect(ics).toContain("SUMMARY:God's Love\r\n");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(8); // 6 demo talks, the demo staff event and this one
});
