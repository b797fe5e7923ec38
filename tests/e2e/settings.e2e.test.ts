/**
 * Settings in Chromium on the embedded backend: a change of the retreat's name and start date
 * reaches another staff member's header without a reload; a badge logo uploaded here is the one
 * printed on name badges; a wrong file type or out-of-order dates are refused with a message.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { IMAGE_TYPE_MESSAGE } from "../../convex/shared/imageRules";
import { isoDate } from "../../src/lib/format";
import { adminSession } from "./adminSession";
import { capturePrints, printedPage } from "./printCapture";

/** A 1 × 1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const session = adminSession();

async function signedInPage(path: string): Promise<Page> {
  const page = await session.page(path);
  return page;
}

async function settingsPage(): Promise<Page> {
  const page = await signedInPage("/settings");
  await page.getByRole("heading", { name: "Settings", exact: true }).waitFor();
  await page.getByLabel("Retreat name").waitFor();
  return page;
}

const inDays = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Settings" }).first();

test("a new retreat name and start date show in another browser's header without a reload", async () => {
  const ana = await settingsPage();
  const ben = await signedInPage("/");
  const header = ben.getByRole("banner");
  await header.getByText("ACTS Men's Retreat #50 (St. Agnes Catholic Church)").waitFor();
  await ben.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Dates out of order are refused, naming the problem, and nothing changes.
  await ana.getByLabel("Start date").fill(inDays(10));
  await ana.getByLabel("End date").fill(inDays(8));
  await saveButton(ana).click();
  await ana.getByText("Failed to save settings").waitFor();
  await ana.getByText("End date cannot be before the start date.").first().waitFor();

  await ana.getByLabel("Retreat name").fill("Emmaus Retreat #7");
  await ana.getByLabel("End date").fill(inDays(12));
  await saveButton(ana).click();
  await ana.getByText("Settings saved").waitFor();
  await ana.getByText(/Adoration hours updated/).waitFor();

  await header.getByText("Emmaus Retreat #7 (St. Agnes Catholic Church)").waitFor({ timeout: 10_000 });
  await header.getByText("10 days until retreat").waitFor({ timeout: 10_000 });
  expect(await ben.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The second browser's dashboard widget counts the new hours (18:00 on day one to 15:00 on day three).
  await ben.getByText("45 hours still need coverage before the Blessed Sacrament.").waitFor({ timeout: 10_000 });
});

test("an uploaded badge logo is the one printed on name badges; an SVG is refused", async () => {
  const page = await settingsPage();
  const logos = page.getByRole("group", { name: "Badge logo (left)" });
  await page.getByLabel("Upload Badge logo (left)").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await page.getByText(IMAGE_TYPE_MESSAGE).waitFor();
  await logos.getByText("Default artwork").waitFor();

  await page.getByLabel("Upload Badge logo (left)").setInputFiles({ name: "parish.png", mimeType: "image/png", buffer: PNG });
  await page.getByText("Badge logo (left) uploaded.").waitFor();
  await logos.getByText("Uploaded image").waitFor();
  const uploadedUrl = await logos.getByRole("img").getAttribute("src");
  expect(uploadedUrl).toContain("/api/storage/");

  const attendees = await signedInPage("/attendees");
  await attendees.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 60_000 });
  await capturePrints(attendees);
  await attendees.getByRole("checkbox", { name: "Select row" }).first().check();
  const preview = await printedPage(session.browser, attendees, session.app.url, () => attendees.getByRole("button", { name: "Print Badges (1)" }).click());
  const images = preview.locator(".badge img");
  expect(await images.count()).toBe(2);
  expect(await images.first().getAttribute("src")).toBe(uploadedUrl);
  expect(await images.first().evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(1);
  expect(await images.nth(1).getAttribute("src")).toBe("/badges/logo2.svg");
  await preview.context().close();
});
