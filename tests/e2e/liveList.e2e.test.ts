/**
 * The attendee grid's live pages in two staff browsers: one edits a man on page 3 while the other
 * shows every row (Show All) and sees the change once, with the row count unchanged.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function attendeesPage(): Promise<Page> {
  const page = await session.page("/attendees", { width: 1500, height: 1000 });
  await page.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 20_000 });
  await page.getByLabel("Loading attendees").waitFor({ state: "detached" });
  return page;
}

test("a man edited on page 3 in one browser changes once in the other's Show All", { timeout: 120_000 }, async () => {
  const editor = await attendeesPage();
  const watcher = await attendeesPage();
  const total = Number(/of (\d+)$/.exec((await editor.getByRole("status").textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(50);

  await editor.getByRole("button", { name: "Next" }).click();
  await editor.getByRole("button", { name: "Next" }).click();
  await editor.getByText(`Showing 51–${Math.min(75, total)} of ${total}`).waitFor();
  const link = editor.getByRole("grid").getByRole("link").first();
  const oldName = (await link.textContent())!;

  await watcher.getByRole("button", { name: "Show All" }).click();
  await watcher.getByText(`Showing all ${total} records`).waitFor();
  const grid = watcher.getByRole("grid");
  await expect.poll(() => grid.getAttribute("aria-rowcount")).toBe(String(total + 1));

  await editor.getByRole("button", { name: `Edit ${oldName}` }).click();
  const dialog = editor.getByRole("dialog", { name: "Edit Attendee" });
  await dialog.getByLabel("Last Name").fill("Pagethree");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await dialog.waitFor({ state: "detached" });
  const newName = `${oldName.split(" ")[0]} Pagethree`;

  // Page 3 holds the oldest men: they are at the end of the watcher's newest-first list.
  const scroller = watcher.locator(".MuiDataGrid-virtualScroller");
  await expect
    .poll(async () => {
      await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return await watcher.getByRole("link", { name: newName, exact: true }).count();
    }, { timeout: 15_000 })
    .toBe(1);
  expect(await watcher.getByRole("link", { name: oldName, exact: true }).count()).toBe(0);
  await watcher.getByText(`Showing all ${total} records`).waitFor();
  expect(await grid.getAttribute("aria-rowcount")).toBe(String(total + 1));
});
