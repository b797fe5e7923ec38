/**
 * A name badge printed at the door: with "Print name badge at check-in" on, checking a man in
 * prints his one badge (SPEC §2: two logos, first and last name, 3.5 × 2.25 in on US Letter);
 * his row then offers a reprint.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE } from "./harness";
import { capturePrints, pdfPages, printedPage } from "./printCapture";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
  await admin.mutation(api.attendees.create, { input: { first_name: "Cipriano", last_name: "de la Vega", email: "cipriano@example.org" } });
}, 120_000);

async function expectOneBadge(print: Page) {
  const sizes = await print.evaluate(() => [...document.querySelectorAll(".badge")].map((badge) => {
    const box = badge.getBoundingClientRect();
    return `${Math.round(box.width)}x${Math.round(box.height)}`;
  }));
  expect(sizes).toEqual(["336x216"]); // one badge, 3.5 × 2.25 in at 96 px per inch
  expect(await print.locator(".badge img").count()).toBe(2);
  await print.locator(".badge").getByText("Cipriano", { exact: true }).waitFor();
  await print.locator(".badge").getByText(/^de la vega$/i).waitFor();
  const { count, mediaBoxes } = pdfPages(await print.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(count).toBe(1);
  expect(mediaBoxes).toEqual(["0 0 612 792"]); // US Letter in points
  await print.context().close();
}

test("with printing at the door on, a check-in prints his badge, and his row reprints it", async () => {
  const { app, browser } = session;
  const page = await session.page("/checkin", { ...PHONE, as: door });
  await page.getByLabel("Print name badge at check-in").check();
  await capturePrints(page);
  const search = page.getByLabel("Search by name, email or phone");

  const atCheckIn = await printedPage(browser, page, app.url, async () => {
    await search.fill("cipriano");
    await page.getByRole("button", { name: "Check in Cipriano de la Vega" }).tap();
  });
  await expectOneBadge(atCheckIn);
  await expect(search.inputValue()).resolves.toBe("");

  // The snackbar's Undo offer sits over the bottom of a phone screen: dismiss it.
  await page.keyboard.press("Escape");
  await page.getByText("Cipriano de la Vega checked in").waitFor({ state: "detached", timeout: 15_000 });
  const reprint = await printedPage(browser, page, app.url, () => page.getByRole("button", { name: "Print badge for Cipriano de la Vega" }).tap());
  await expectOneBadge(reprint);

  // The choice belongs to this device and survives a reload.
  await page.reload();
  expect(await page.getByLabel("Print name badge at check-in").isChecked()).toBe(true);
});
