/**
 * Finance in a real browser on the embedded backend: an expense entered with a receipt image
 * (previewed, uploaded, checked on the server) changes the balance on a second staff member's
 * open screen without reloading, and his ledger shows the receipt.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

// A 2 × 2 red PNG.
const RECEIPT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function financePage(): Promise<Page> {
  const page = await session.page("/finance");
  await page.getByRole("heading", { name: "Finance" }).waitFor();
  await page.getByTestId("balance").waitFor();
  return page;
}

/** "$1,234.56" or "-$20.00" as cents. */
function cents(text: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (match === null) throw new Error(`Not an amount: ${text}`);
  const value = Number(match[2].replace(/,/g, "")) * 100 + Number(match[3]);
  return match[1] === "-" ? -value : value;
}

const amountOf = async (page: Page, testId: string) => cents((await page.getByTestId(testId).textContent()) ?? "");

test("an expense with a receipt lowers the balance on another staff screen without reloading", { timeout: 240_000 }, async () => {
  const ana = await financePage();
  const ben = await financePage();
  const balance = await amountOf(ben, "balance");
  const expenses = await amountOf(ben, "expense-total");

  await ana.getByRole("button", { name: "Add Expense" }).click();
  const dialog = ana.getByRole("dialog", { name: "Add Expense" });
  await dialog.getByLabel("Category").fill("Flowers");
  await dialog.getByLabel("Description").fill("Altar flowers for Sunday Mass");
  await dialog.getByLabel("Paid by").fill("Juan Pérez");

  // Bad amounts are explained and nothing is lost.
  await dialog.getByRole("textbox", { name: "Amount" }).fill("12.345");
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await dialog.getByText("Amount can have at most two decimals.").waitFor();
  await dialog.getByRole("textbox", { name: "Amount" }).fill("-5");
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await dialog.getByText(/Amount cannot be negative\. Turn on Refund or correction/).waitFor();
  expect(await dialog.getByLabel("Category").inputValue()).toBe("Flowers");

  await dialog.getByRole("textbox", { name: "Amount" }).fill("123.45");
  await dialog.getByLabel("Receipt image").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: RECEIPT_PNG });
  await dialog.getByRole("img", { name: "Receipt preview" }).waitFor();
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await dialog.waitFor({ state: "detached", timeout: 15_000 });
  await ana.getByText("Expense saved").waitFor();

  // Ben's screen follows on its own.
  await expect.poll(() => amountOf(ben, "balance"), { timeout: 10_000 }).toBe(balance - 12345);
  expect(await amountOf(ben, "expense-total")).toBe(expenses + 12345);
  const row = ben.getByRole("row").filter({ hasText: "Altar flowers for Sunday Mass" });
  await row.getByText("Juan Pérez").waitFor();
  await row.getByText("$123.45").waitFor();
  const receipt = row.getByRole("img", { name: "Receipt: Flowers" });
  await receipt.waitFor();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(2);

  // A refund of part of it raises the balance again, on both screens.
  await ana.getByRole("button", { name: "Add Expense" }).click();
  const refund = ana.getByRole("dialog", { name: "Add Expense" });
  await refund.getByLabel("Category").fill("Flowers");
  await refund.getByRole("textbox", { name: "Amount" }).fill("(20)");
  await refund.getByLabel(/Refund or correction/).check();
  await refund.getByRole("button", { name: "Add Expense" }).click();
  await refund.waitFor({ state: "detached", timeout: 15_000 });
  await expect.poll(() => amountOf(ben, "balance"), { timeout: 10_000 }).toBe(balance - 12345 + 2000);
  await ben.getByRole("row").filter({ hasText: "-$20.00" }).getByText("Expense (refund)").waitFor();
});
