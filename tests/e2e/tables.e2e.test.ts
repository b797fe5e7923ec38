/**
 * Dining tables in a real browser on the embedded backend: seating and unseating a retreatant,
 * changing a table leader, a second staff member seeing seat changes live, and Suggest Seating
 * previewed, discarded (nothing changes) and accepted (the plan is applied as shown).
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { adminSession } from "./adminSession";

const session = adminSession();

async function tablesPage(): Promise<Page> {
  const page = await session.page("/tables");
  await page.getByRole("heading", { name: "Dining Tables" }).waitFor();
  return page;
}

type Summary = { tables: number; seated: number; unseated: number };

const summaryPattern = /^(\d+) tables · (\d+) seated · (\d+) retreatants without a table$/;
const summaryText = (s: Summary) => `${s.tables} tables · ${s.seated} seated · ${s.unseated} retreatants without a table`;

async function readSummary(page: Page): Promise<Summary> {
  const text = (await page.getByText(summaryPattern).textContent()) ?? "";
  const [, tables, seated, unseated] = summaryPattern.exec(text.trim())!.map(Number);
  return { tables, seated, unseated };
}

const summaryIs = (page: Page, s: Summary) => page.getByText(summaryText(s), { exact: true }).waitFor({ timeout: 10_000 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
const card = (page: Page, tableName: string) => page.getByRole("region", { name: tableName, exact: true });
const seatedChip = (page: Page, tableName: string, man: string) =>
  card(page, tableName).locator(".MuiChip-root").filter({ hasText: exactly(man) });
const chipNames = async (page: Page, tableName: string) =>
  (await card(page, tableName).locator(".MuiChip-label").allTextContents()).map((t) => t.trim()).sort();

test("seat, unseat and change a leader; a second staff member sees seat changes without reloading", async () => {
  const ana = await tablesPage();
  const ben = await tablesPage();
  const before = await readSummary(ana);
  expect(before.tables).toBe(8);
  expect(before.unseated).toBeGreaterThan(0);
  const seatedAtPeter = (await chipNames(ana, "St. Peter")).length;
  await card(ana, "St. Peter").getByText(`${seatedAtPeter} seated`, { exact: true }).waitFor();

  // Ana seats the first unseated retreatant offered at St. Peter.
  await card(ana, "St. Peter").getByPlaceholder("Seat a retreatant").click();
  const option = ana.getByRole("option").first();
  const man = (await option.textContent())!.trim();
  await option.click();
  await seatedChip(ana, "St. Peter", man).waitFor();
  const afterSeat = { ...before, seated: before.seated + 1, unseated: before.unseated - 1 };
  await summaryIs(ana, afterSeat);
  await card(ana, "St. Peter").getByText(`${seatedAtPeter + 1} seated`, { exact: true }).waitFor();

  // Ben sees him at St. Peter and no longer offered as unseated, without reloading.
  await seatedChip(ben, "St. Peter", man).waitFor({ timeout: 10_000 });
  await summaryIs(ben, afterSeat);
  await card(ben, "St. Paul").getByPlaceholder("Seat a retreatant").click();
  await ben.getByRole("option").first().waitFor();
  expect(await ben.getByRole("option", { name: man, exact: true }).count()).toBe(0);
  await ben.keyboard.press("Escape");

  // Ana unseats him: he leaves the table on both screens and is offered again.
  await card(ana, "St. Peter").getByRole("button", { name: `Unseat ${man}`, exact: true }).click();
  await seatedChip(ana, "St. Peter", man).waitFor({ state: "detached" });
  await summaryIs(ana, before);
  await seatedChip(ben, "St. Peter", man).waitFor({ state: "detached", timeout: 10_000 });
  await summaryIs(ben, before);
  await card(ben, "St. Paul").getByPlaceholder("Seat a retreatant").click();
  await ben.getByRole("option", { name: man, exact: true }).waitFor();
  await ben.keyboard.press("Escape");

  // Ana gives St. Peter another leader; it is saved (Ben sees it) and survives a reload.
  const leaderField = card(ana, "St. Peter").getByRole("combobox", { name: "Table leader" });
  const oldLeader = await leaderField.inputValue();
  expect(oldLeader).not.toBe("");
  await leaderField.click();
  const newLeaderOption = ana.getByRole("option").filter({ hasNotText: exactly(oldLeader) }).first();
  const newLeader = (await newLeaderOption.textContent())!.trim();
  await newLeaderOption.click();
  await expect.poll(() => leaderField.inputValue()).toBe(newLeader);
  const bensLeaderField = card(ben, "St. Peter").getByRole("combobox", { name: "Table leader" });
  await expect.poll(() => bensLeaderField.inputValue(), { timeout: 10_000 }).toBe(newLeader);
  await ana.reload();
  await expect.poll(() => card(ana, "St. Peter").getByRole("combobox", { name: "Table leader" }).inputValue(), { timeout: 10_000 }).toBe(newLeader);
});

/** The preview's tables: name → names listed (parish in parentheses removed), and the "N seated" line. */
async function readPreview(page: Page): Promise<Map<string, string[]>> {
  const dialog = page.getByRole("dialog", { name: "Suggested Seating" });
  const tables = new Map<string, string[]>();
  for (const box of await dialog.locator("ul").all()) {
    const parent = box.locator("xpath=..");
    const name = ((await parent.locator("p").first().textContent()) ?? "").trim();
    const names = (await box.locator("li").allTextContents()).map((t) => t.replace(/ \([^()]*\)$/, "").trim()).sort();
    const line = (await parent.locator("p").nth(1).textContent()) ?? "";
    expect(line).toMatch(new RegExp(`· ${names.length} seated$`));
    tables.set(name, names);
  }
  return tables;
}

test("Suggest Seating: Discard leaves seating as it was; Accept seats everyone as previewed", async () => {
  const page = await tablesPage();
  const before = await readSummary(page);
  expect(before.unseated).toBeGreaterThan(0);
  const tableNames = ["St. Peter", "St. Paul", "St. Andrew", "St. James", "St. John", "St. Thomas", "St. Matthew", "St. Luke"];
  const seatingBefore = new Map<string, string[]>();
  for (const name of tableNames) seatingBefore.set(name, await chipNames(page, name));

  // Discard: the preview places every unseated man, but nothing is written.
  await page.getByRole("button", { name: "Suggest Seating" }).click();
  const dialog = page.getByRole("dialog", { name: "Suggested Seating" });
  await dialog.getByRole("button", { name: `Accept (${before.unseated})` }).waitFor();
  const discarded = await readPreview(page);
  expect([...discarded.values()].flat().length).toBe(before.seated + before.unseated);
  await dialog.getByRole("button", { name: "Discard" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.reload();
  await summaryIs(page, before);
  for (const name of tableNames) expect(await chipNames(page, name)).toEqual(seatingBefore.get(name));

  // Accept: the tables hold exactly the men the preview showed, and nobody waits for a table.
  await page.getByRole("button", { name: "Suggest Seating" }).click();
  await dialog.getByRole("button", { name: `Accept (${before.unseated})` }).waitFor();
  const accepted = await readPreview(page);
  expect(accepted.size).toBe(8);
  for (const name of tableNames) {
    for (const man of seatingBefore.get(name)!) expect(accepted.get(name)).toContain(man);
  }
  await dialog.getByRole("button", { name: `Accept (${before.unseated})` }).click();
  await page.getByRole("status").getByText(`${before.unseated} seats changed.`).waitFor({ timeout: 10_000 });
  await dialog.waitFor({ state: "detached" });
  await summaryIs(page, { tables: 8, seated: before.seated + before.unseated, unseated: 0 });
  for (const name of tableNames) expect(await chipNames(page, name)).toEqual(accepted.get(name));
  await page.reload();
  await summaryIs(page, { tables: 8, seated: before.seated + before.unseated, unseated: 0 });
  for (const name of tableNames) expect(await chipNames(page, name)).toEqual(accepted.get(name));
});
