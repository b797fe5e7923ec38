/**
 * Palancas in a real browser: a palancas admin logs three letters for two men by typing part of
 * their names (without accents), and a second staff member's counts follow without reloading.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminSession } from "./adminSession";
import { adminClient, serverAccount } from "./accounts";

const PALANCAS_EMAIL = "cartas@example.org";
const PALANCAS_PASSWORD = "letters-of-support-1";

const session = adminSession();
let admin: ConvexHttpClient;

beforeAll(async () => {
  admin = await adminClient(session.app);
  await serverAccount(session.app, admin, {
    email: PALANCAS_EMAIL,
    first_name: "Rosa",
    last_name: "Cartas",
    password: PALANCAS_PASSWORD,
    roles: ["palancas_admin"],
  });
});

async function palancasPage(email: string, password: string): Promise<Page> {
  const page = await session.page("/palancas", { viewport: { width: 1500, height: 1000 }, as: { email, password } });
  await page.getByRole("heading", { name: "Palancas" }).waitFor();
  return page;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
const summary = (page: Page) => page.getByTestId("palancas-summary");

async function logLetter(page: Page, typed: string, from: string, confirmation: string): Promise<void> {
  const man = page.getByRole("combobox", { name: "Retreatant", exact: true });
  await man.click();
  await man.fill(typed);
  await page.getByRole("option").first().waitFor();
  await man.press("Enter");
  const fromField = page.getByLabel("From", { exact: true });
  await expect.poll(() => fromField.evaluate((el) => el === document.activeElement)).toBe(true);
  await fromField.fill(from);
  await fromField.press("Enter");
  await page.getByRole("status").filter({ hasText: confirmation }).waitFor();
  await expect.poll(() => man.evaluate((el) => el === document.activeElement)).toBe(true);
}

test("a palancas admin logs three letters for two men; another staff member's counts change without reload", async () => {
  const { page: retreatants } = await admin.query(api.palancas.retreatantPage, { paginationOpts: { numItems: 500, cursor: null } });
  const [first, second] = retreatants.filter((man) => man.count === 0 && /[^\x00-\x7f]/.test(man.first_name + man.last_name));
  expect(first && second).toBeTruthy();
  const name = (man: typeof first) => `${man.first_name} ${man.last_name}`;

  const rosa = await palancasPage(PALANCAS_EMAIL, PALANCAS_PASSWORD);
  const other = await palancasPage(session.app.adminEmail, session.app.adminPassword);
  const before = (await summary(other).textContent())!;
  const [, men, letters, needing] = /^(\d+) retreatants · (\d+) letters · (\d+) still need letters$/.exec(before)!.map(Number);
  await other.getByRole("button", { name: `${name(first)}, 0 letters` }).first().waitFor();

  await logLetter(rosa, fold(name(first)), "María (his wife)", `${name(first)} now has 1 letter.`);
  await logLetter(rosa, fold(`${first.last_name} ${first.first_name.slice(0, 3)}`), "Parish prayer group", `${name(first)} now has 2 letters.`);
  await logLetter(rosa, fold(name(second)), "His children", `${name(second)} now has 1 letter.`);

  const after = `${men} retreatants · ${letters + 3} letters · ${needing - 2} still need letters`;
  await other.getByText(after, { exact: true }).waitFor({ timeout: 10_000 });
  await other.getByRole("button", { name: `${name(first)}, 2 letters` }).waitFor();
  await other.getByRole("button", { name: `${name(second)}, 1 letter` }).waitFor();
  expect(await other.getByRole("region", { name: /Still Need Letters/ }).getByRole("button", { name: new RegExp(name(first)) }).count()).toBe(0);

  // His letters open on the other screen, with who they are from.
  await other.getByRole("button", { name: `${name(first)}, 2 letters` }).click();
  const his = other.getByRole("region", { name: `${name(first)}: 2 letters` });
  await his.getByRole("listitem").filter({ hasText: "María (his wife)" }).waitFor();
  await his.getByRole("listitem").filter({ hasText: "Parish prayer group" }).waitFor();
  expect(await summary(rosa).textContent()).toBe(after);
});
