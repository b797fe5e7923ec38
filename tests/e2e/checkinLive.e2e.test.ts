/**
 * Live arrival counts: while one staff member checks men in, a second phone on /checkin and the
 * coordinator's dashboard on / show the new counts without reloading.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
}, 120_000);

const tile = (page: Page, label: string) =>
  page.getByRole("group", { name: "Arrival counts" }).getByText(label, { exact: true }).locator("xpath=preceding-sibling::*[1]");

async function markSameDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function stillSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test("a check-in on one screen updates the counts on another check-in screen and on the dashboard without reload", async () => {
  const counts = await admin.query(api.checkIn.counts, {});
  const expected = counts.retreatants.expected;
  expect(counts.retreatants.arrived).toBe(0);

  const actor = await session.page("/checkin", { width: 1280, height: 900 });
  const phone = await session.page("/checkin", { viewport: { width: 390, height: 844 }, as: door });
  const dashboard = await session.dashboard({ viewport: { width: 1280, height: 900 }, as: door });
  await dashboard.getByRole("heading", { name: "Arrivals" }).waitFor();
  for (const page of [phone, dashboard]) {
    await tile(page, "Retreatants arrived").filter({ hasText: `0 / ${expected}` }).waitFor();
    await markSameDocument(page);
  }
  const notArrived = Number(await tile(dashboard, "Not arrived").textContent());

  // The first retreatant not yet arrived, from the not-arrived list.
  await actor.getByRole("tab", { name: "Not arrived" }).click();
  const first = actor.getByRole("list", { name: "Not arrived" }).getByRole("button", { name: /^Check in / }).first();
  await first.click();

  for (const page of [phone, dashboard]) {
    await tile(page, "Retreatants arrived").filter({ hasText: `1 / ${expected}` }).waitFor({ timeout: 10_000 });
    await tile(page, "Not arrived").filter({ hasText: new RegExp(`^${notArrived - 1}$`) }).waitFor({ timeout: 10_000 });
    await stillSameDocument(page);
  }
  // One man arrived: the dashboard shows whether he is unpaid, as the server counts it.
  const afterOne = await admin.query(api.checkIn.counts, {});
  expect(afterOne.retreatants.arrived).toBe(1);
  expect(afterOne.unpaidArrived).toBeLessThanOrEqual(1);
  await tile(dashboard, "Unpaid arrived").filter({ hasText: new RegExp(`^${afterOne.unpaidArrived}$`) }).waitFor({ timeout: 10_000 });

  // Undo on the phone: the other two follow.
  await phone.getByLabel("Search by name, email or phone").fill("");
  await phone.getByRole("button", { name: "Undo Check-In" }).first().click();
  for (const page of [actor, dashboard]) {
    await tile(page, "Retreatants arrived").filter({ hasText: `0 / ${expected}` }).waitFor({ timeout: 10_000 });
  }
  // Nobody has arrived again, so nobody arrived unpaid.
  await tile(dashboard, "Unpaid arrived").filter({ hasText: /^0$/ }).waitFor({ timeout: 10_000 });
  await stillSameDocument(dashboard);
});
