/**
 * Adoration admin in Chromium on the embedded backend: assign a supporter by name and phone, block
 * an hour (another screen's grid follows live), print the chapel-door roster to a Letter PDF with
 * the PDF header of Settings, and download one person's hours as a calendar file.
 */
import { readFileSync } from "node:fs";
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { formatSlot } from "../../src/lib/adorationTime";
import { adminClient } from "./accounts";
import { adminSession } from "./adminSession";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const WAIT = { timeout: 30_000 };

const session = adminSession();
let admin: ConvexHttpClient;
let page: Page;
let labels: string[];

beforeAll(async () => {
  admin = await adminClient(session.app);
  labels = (await admin.query(api.adoration.adminSchedule, {})).slots.map((slot) => formatSlot(slot.start, slot.end));
  page = await signedInPage("/adoration/admin");
  await page.getByRole("heading", { name: "Adoration Admin" }).waitFor(WAIT);
  await page.getByRole("button", { name: `Assign ${labels[0]}` }).waitFor(WAIT);
});

async function signedInPage(path: string): Promise<Page> {
  return await session.page(path, { acceptDownloads: true });
}

const row = (label: string) => page.getByRole("row", { name: label, exact: true });

test("assign a supporter by name and phone; a blocked hour shows as blocked on another screen at once", async () => {
  const grid = await signedInPage("/adoration");
  const other = grid.getByRole("group", { name: labels[1], exact: true });
  await other.waitFor(WAIT);
  expect(await other.getAttribute("data-state")).toBe("uncovered");

  await page.getByRole("button", { name: `Assign ${labels[0]}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Someone else" }).click();
  await dialog.getByLabel("Name").fill("Rosa Díaz");
  await dialog.getByLabel("Phone").fill("12");
  await dialog.getByRole("button", { name: "Assign" }).click();
  await page.getByText("Please enter a valid phone number").waitFor(WAIT);
  await dialog.getByLabel("Phone").fill("512-555-0100");
  await dialog.getByRole("button", { name: "Assign" }).click();
  await dialog.waitFor({ state: "detached", ...WAIT });
  await row(labels[0]).getByText("Rosa Díaz · (512) 555-0100").waitFor(WAIT);
  await grid.getByRole("group", { name: labels[0], exact: true }).getByText("Rosa Díaz").waitFor(WAIT);

  await page.getByLabel(`Block ${labels[1]}`).check();
  await grid.locator(`[aria-label="${labels[1]}"][data-state="blocked"]`).waitFor(WAIT);
  expect(await other.getByRole("button").count()).toBe(0);
});

test("the roster prints per day on Letter with the PDF header, and a person's hours download as .ics", async () => {
  await capturePrints(page);
  const preview = await printedPage(session.browser, page, session.app.url, () => page.getByRole("button", { name: "Print Roster" }).click());
  await preview.getByText("ACTS Men's Retreat #50 — St. Agnes").waitFor();
  await preview.getByRole("heading", { name: "Adoration Roster" }).waitFor();
  const days = await preview.locator(".roster-day h2").allTextContents();
  expect(days).toHaveLength(4);
  await preview.getByText("Rosa Díaz ((512) 555-0100)").waitFor();
  expect(await preview.getByText("Blocked", { exact: true }).count()).toBe(1);
  const pdf = await preview.pdf({ preferCSSPageSize: true, printBackground: true });
  const { count, mediaBoxes } = pdfPages(pdf);
  expect(count).toBeGreaterThanOrEqual(days.length); // each day starts on its own page
  expect(new Set(mediaBoxes)).toEqual(new Set(["0 0 612 792"])); // US Letter in points
  await preview.context().close();

  await page.getByRole("button", { name: "Calendar File" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Person").click();
  await page.getByRole("option", { name: "Rosa Díaz (1 hour)" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download .ics" }).click()]);
  expect(download.suggestedFilename()).toBe("adoration-rosa-diaz.ics");
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  const first = (await admin.query(api.adoration.adminSchedule, {})).slots[0];
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15); // the house's clock, floating
  expect(ics).toContain(`DTSTART:${stamp(first.start)}\r\n`);
  expect(ics).toContain(`DTEND:${stamp(first.end)}\r\n`);
});
