/**
 * Messages and focus in a real browser: a toast raised while a tall dialog is open stays clear
 * of its title and buttons (desktop and phone), dialogs open with the focus on their first field,
 * a table's refusal is shown on its card, and icon buttons (the grid's actions first) show a
 * keyboard focus ring.
 */
import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

/** A new staff session signed in as the admin, on the dashboard. */
const signedIn = (viewport: { width: number; height: number }): Promise<Page> => session.page("/", viewport);

async function attendees(page: Page): Promise<void> {
  await page.goto(`${session.app.url}/attendees`);
  await page.getByRole("heading", { name: "Manage Attendees" }).waitFor();
  await page.getByLabel("Search attendees").waitFor();
}

type Span = { top: number; bottom: number; left: number; right: number };

async function span(locator: Locator): Promise<Span> {
  const box = (await locator.boundingBox())!;
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

const overlap = (a: Span, b: Span) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Opens Add Attendee (a tall dialog), asks to add a man with an email already taken, and compares the toast with the dialog. */
async function duplicateEmailToast(page: Page, takenEmail: string): Promise<void> {
  await page.getByRole("button", { name: "Add Attendee" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.waitFor();
  await expect.poll(() => activeId(page)).toBe("attendee-first_name");
  await page.keyboard.type("Tomás");
  await dialog.locator("#attendee-last_name").fill("Duplicado");
  await dialog.locator("#attendee-email").fill(takenEmail);
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  const toast = page.locator(".MuiSnackbar-root .MuiAlert-root").filter({ hasText: "Duplicate Email" });
  await toast.waitFor();
  // The toast's entrance and any move are finished.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const toastBox = await span(toast);
  const title = await span(dialog.locator(".MuiDialogTitle-root"));
  const actions = await span(dialog.locator(".MuiDialogActions-root"));
  expect(overlap(toastBox, title), `toast ${JSON.stringify(toastBox)} covers the title ${JSON.stringify(title)}`).toBe(false);
  expect(overlap(toastBox, actions), `toast ${JSON.stringify(toastBox)} covers the buttons ${JSON.stringify(actions)}`).toBe(false);
  // The buttons still answer clicks while the toast shows.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
}

async function emailOf(page: Page, search: string, name: string): Promise<string> {
  await page.getByLabel("Search attendees").fill(search);
  await page.getByRole("button", { name: `Edit ${name}` }).first().click();
  const dialog = page.getByRole("dialog", { name: "Edit Attendee" });
  await expect.poll(() => activeId(page)).toBe("attendee-first_name");
  const email = await dialog.locator("#attendee-email").inputValue();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByLabel("Search attendees").fill("");
  return email;
}

test("a toast raised in a tall dialog leaves its title and buttons clear, at 1366 × 800 and 390 × 844", { timeout: 150_000 }, async () => {
  const desktop = await signedIn({ width: 1366, height: 800 });
  await attendees(desktop);
  const taken = await emailOf(desktop, "john clark", "John Clark");
  expect(taken).toMatch(/@/);
  await duplicateEmailToast(desktop, taken);

  const phone = await signedIn({ width: 390, height: 844 });
  await attendees(phone);
  await duplicateEmailToast(phone, taken);
});

test("the grid's action icons show a focus ring when reached with the keyboard", { timeout: 120_000 }, async () => {
  const page = await signedIn({ width: 1366, height: 800 });
  await attendees(page);
  await page.getByLabel("Search attendees").fill("john clark");
  const edit = page.getByRole("button", { name: "Edit John Clark" });
  const remove = page.getByRole("button", { name: "Delete John Clark" });
  await edit.waitFor();
  expect(await remove.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  await edit.focus();
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Delete John Clark");
  const ring = await remove.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  expect(ring.style).toBe("solid");
  expect(ring.width).toBe("2px");
  expect(ring.color).not.toBe("rgba(0, 0, 0, 0)");
});

test("a table's refusal is shown on its card; Add Table opens on its first field", { timeout: 120_000 }, async () => {
  const page = await signedIn({ width: 1366, height: 800 });
  await page.goto(`${session.app.url}/tables`);
  await page.getByRole("heading", { name: "Dining Tables" }).waitFor();
  await page.getByRole("button", { name: "Add Table" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Table" });
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "")).toMatch(/^Table Name/);
  await page.keyboard.type("St. Jude");
  await dialog.getByLabel("Seats").fill("1");
  await dialog.getByRole("button", { name: "Add Table" }).click();
  const card = page.getByRole("region", { name: "St. Jude", exact: true });
  await card.getByText("0 of 1 seats", { exact: true }).waitFor();

  await card.getByPlaceholder("Seat a retreatant").click();
  await page.getByRole("option").first().click();
  await card.getByText("1 of 1 seats", { exact: true }).waitFor();
  await card.getByPlaceholder("Seat a retreatant").click();
  await page.getByRole("option").first().click();
  const alert = card.getByRole("alert");
  await alert.getByText(/Cannot assign attendee\. Table St\. Jude is full \(1 of 1 seats taken\)\./).waitFor();
  await card.getByText("1 of 1 seats", { exact: true }).waitFor();
  await alert.getByRole("button", { name: "Close" }).click();
  await alert.waitFor({ state: "detached" });

  // Icon buttons elsewhere show the same focus ring (it comes from the theme).
  await card.getByRole("button", { name: "Edit St. Jude" }).focus();
  await page.keyboard.press("Tab");
  const remove = card.getByRole("button", { name: "Delete St. Jude" });
  await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await remove.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`)).toBe("solid 2px");
});
