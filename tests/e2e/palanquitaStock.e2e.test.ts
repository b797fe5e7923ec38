/**
 * Palanquita stock in a real browser on the embedded backend: two staff members tapping +1 on
 * the same kind ten times each, at the same time, end at +20 on both screens and on the server.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function stockPage(): Promise<Page> {
  const page = await session.page("/palanquita-stock");
  await page.getByRole("heading", { name: "Palanquita Stock" }).waitFor();
  return page;
}

const card = (page: Page) => page.getByRole("region", { name: "Prayer cards", exact: true });
const made = async (page: Page) => Number(await card(page).getByTestId("made").textContent());

async function tapTenTimes(page: Page) {
  const plus = card(page).getByRole("button", { name: "One more Prayer cards" });
  for (let i = 0; i < 10; i++) await plus.click();
}

test("two browsers tapping +1 ten times each end at +20", { timeout: 240_000 }, async () => {
  const ana = await stockPage();
  const ben = await stockPage();
  const start = await made(ana);
  expect(await made(ben)).toBe(start);

  await Promise.all([tapTenTimes(ana), tapTenTimes(ben)]);

  await expect.poll(() => made(ana), { timeout: 10_000 }).toBe(start + 20);
  await expect.poll(() => made(ben), { timeout: 10_000 }).toBe(start + 20);
  await ana.reload();
  await card(ana).waitFor();
  expect(await made(ana)).toBe(start + 20);

  // −1 goes the other way, for both.
  await card(ben).getByRole("button", { name: "One less Prayer cards" }).click();
  await expect.poll(() => made(ana), { timeout: 10_000 }).toBe(start + 19);
});

test("on a phone a kind's name is smaller than the page title and clear of its buttons", async () => {
  const page = await session.page("/palanquita-stock", { width: 390, height: 844 });
  const title = page.getByRole("heading", { name: "Palanquita Stock" });
  await title.waitFor();
  const name = card(page).getByRole("heading", { name: "Prayer cards" });
  await name.waitFor();
  const size = (heading: typeof name) => heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size(name)).toBeLessThan(await size(title));
  const nameBox = (await name.boundingBox())!;
  const editBox = (await card(page).getByRole("button", { name: "Edit Prayer cards" }).boundingBox())!;
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(editBox.x);
});
