/**
 * Inventory in a real browser on the embedded backend: the to-buy list follows the live head
 * count, so a retreatant added by another staff member raises it without reloading.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function signedInPage(path: string): Promise<Page> {
  const page = await session.page(path);
  // The attendee grid and its dialog are the heaviest screens; give them time on a busy machine.
  page.context().setDefaultTimeout(60_000);
  return page;
}

async function plannedRetreatants(page: Page): Promise<number> {
  const text = (await page.getByTestId("planning-counts").textContent()) ?? "";
  return Number(/Planning for (\d+) retreatants/.exec(text)![1]);
}

const toBuy = (page: Page) => page.getByRole("list", { name: "To buy" });

test("the to-buy list follows a newly added retreatant", { timeout: 240_000 }, async () => {
  const ana = await signedInPage("/inventory");
  await ana.getByRole("heading", { name: "Inventory" }).waitFor();
  await ana.getByText("Live counts").waitFor();

  // A rosary per retreatant plus 5 spares, 30 on hand.
  await ana.getByRole("button", { name: "Edit Rosaries" }).click();
  const dialog = ana.getByRole("dialog", { name: "Edit Item" });
  await dialog.getByLabel("On hand").fill("30");
  await dialog.getByLabel("Needed per retreatant").fill("1");
  await dialog.getByLabel("Needed per server").fill("0");
  await dialog.getByLabel("Fixed extra").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });

  const retreatants = await plannedRetreatants(ana);
  expect(retreatants).toBeGreaterThan(25);
  await toBuy(ana).getByText(`Rosaries: ${retreatants + 5 - 30} each`, { exact: true }).waitFor();

  const ben = await signedInPage("/attendees");
  await ben.getByRole("heading", { name: "Manage Attendees" }).waitFor({ timeout: 60_000 });
  await ben.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 60_000 });
  await ben.getByRole("button", { name: "Add Attendee" }).click();
  const add = ben.getByRole("dialog", { name: "Add Attendee" });
  await add.getByLabel("First Name").fill("Tobias");
  await add.getByLabel("Last Name").fill("Inventario");
  await add.getByRole("region", { name: "Contact", exact: true }).getByLabel("Email").fill("tobias.inventario@example.org");
  await add.getByRole("button", { name: "Add Attendee" }).click();
  await add.waitFor({ state: "detached" });

  await toBuy(ana).getByText(`Rosaries: ${retreatants + 6 - 30} each`, { exact: true }).waitFor({ timeout: 10_000 });
  expect(await plannedRetreatants(ana)).toBe(retreatants + 1);

  // With the Settings estimates (48 retreatants in the demo) the list no longer follows registrations.
  await ana.getByText("Live counts").click();
  await ana.getByText("Settings estimates").waitFor();
  await toBuy(ana).getByText(`Rosaries: ${48 + 5 - 30} each`, { exact: true }).waitFor();
});
