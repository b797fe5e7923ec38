/**
 * Data that must not silently go wrong (issue 23): a refund typed in a form is stored as a refund,
 * a man's adoration hours read the same on every screen, a change of retreat dates keeps the daily
 * schedule, and a dismissed Add Attendee dialog does not throw the typing away.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function attendeesPage(): Promise<Page> {
  const page = await session.page("/attendees");
  await page.getByRole("heading", { name: "Manage Attendees" }).waitFor();
  await page.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 20_000 });
  return page;
}

test('"(50)" typed in Amount Paid is stored as a refund of 50', async () => {
  const page = await attendeesPage();
  await page.getByRole("button", { name: "Add Attendee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.getByLabel("First Name").fill("Refundo");
  await dialog.getByLabel("Last Name").fill("Bracketman");
  await dialog.getByRole("region", { name: "Contact", exact: true }).getByLabel("Email").fill("refundo@example.org");
  await dialog.getByLabel("Amount Paid").fill("(50)");
  await expect(dialog.getByLabel("Amount Paid").inputValue()).resolves.toBe("(50)");
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  await dialog.waitFor({ state: "hidden" });

  await page.getByLabel("Search attendees").fill("Bracketman");
  await page.getByRole("link", { name: "Refundo Bracketman" }).click();
  const money = page.getByRole("region", { name: "Money", exact: true });
  await money.getByText("-$50.00").waitFor({ timeout: 10_000 });
});
