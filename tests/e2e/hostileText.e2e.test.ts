/**
 * Hostile text (part of the reliability suite): script and markup payloads saved through the
 * app's own functions in every text field of men, rooms and tables, then rendered in Chromium
 * on the grid, each profile, the printed badges, the rooms, tables and floor plan screens.
 * No payload may run: `window.__pwned` stays unset and no dialog opens.
 */
import type { ConvexClient } from "convex/browser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { client } from "../conformance/helpers";
import { report } from "../reliability/config";
import { payloads } from "../reliability/payloads";
import { launchBrowser, signIn, startApp, type App } from "./harness";

const PAYLOADS = payloads();
const TEXT_FIELDS = [
  "parish",
  "allergies",
  "health_issues",
  "known_servers",
  "city",
  "marital_status",
  "tshirt_size",
  "address_line_1",
  "emergency_contact_1_name",
  "referral_name",
] as const;

let app: App;
let browser: Browser;
let staff: ConvexClient;
const men: Id<"attendees">[] = [];
let fieldsFilled = 0;
let screensChecked = 0;

async function signedInClient(): Promise<ConvexClient> {
  const c = client(app.url);
  const result = (await c.action(api.auth.signIn, {
    provider: "password",
    params: { email: app.adminEmail, password: app.adminPassword, flow: "signIn" },
  })) as { tokens?: { token: string } | null };
  const token = result.tokens!.token;
  await new Promise<void>((resolve) => c.setAuth(async () => token, (ok) => ok && resolve()));
  return c;
}

/** Saves the payload where the app accepts it; a field the rules refuse outright is skipped. */
async function tryCreate<T>(create: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch {
    return await fallback();
  }
}

beforeAll(async () => {
  // Without the demo: the grid shows only the hostile men (and stays within one live page).
  app = await startApp({ seed: "none" });
  browser = await launchBrowser();
  staff = await signedInClient();
  const roomId = await tryCreate(
    () => staff.mutation(api.rooms.create, { name: PAYLOADS[0].slice(0, 80), room_type: "retreatant", capacity: 40, description: PAYLOADS.join("<br>") }),
    () => staff.mutation(api.rooms.create, { name: "Hostile room", room_type: "retreatant", capacity: 40, description: PAYLOADS.join("<br>") }),
  );
  for (const [i, payload] of PAYLOADS.entries()) {
    const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, payload]));
    const email = `hostile-${i}@example.org`;
    const id = await tryCreate(
      () => staff.mutation(api.attendees.create, { input: { ...fields, first_name: `H${i} ${payload}`.slice(0, 50), last_name: `${payload}x`.slice(-50), email }, room_id: roomId }),
      () => staff.mutation(api.attendees.create, { input: { ...fields, first_name: `Hostile${i}`, last_name: "Text", email }, room_id: roomId }),
    );
    men.push(id);
    fieldsFilled += TEXT_FIELDS.length + 2;
    await tryCreate(
      () => staff.mutation(api.diningTables.create, { name: `${i} ${payload}`.slice(0, 100) }),
      () => staff.mutation(api.diningTables.create, { name: `Hostile table ${i}` }),
    );
    fieldsFilled += 1;
  }
}, 180_000);

afterAll(async () => {
  await staff?.close();
  await browser?.close();
  await app?.close();
  report("hostile text", { "payloads tried": PAYLOADS.length, "text fields filled": fieldsFilled, "screens checked": screensChecked });
});

/** A page that records every dialog (alert, confirm, prompt) a payload might open. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  screensChecked++;
}

test("the grid and the printed badges show the payloads as text", async () => {
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/attendees`);
  await page.getByRole("checkbox", { name: "Select row" }).first().waitFor();
  await expectNothingRan(page, dialogs, "attendee grid");

  await page.evaluate(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          node.addEventListener("load", () => {
            node.contentWindow!.print = () => {
              (window as unknown as { printedHtml: string }).printedHtml = node.contentDocument!.documentElement.outerHTML;
            };
          });
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const checkboxes = page.getByRole("checkbox", { name: "Select row" });
  const selected = Math.min(PAYLOADS.length, await checkboxes.count());
  for (let i = 0; i < selected; i++) await checkboxes.nth(i).check();
  await page.getByRole("button", { name: `Print Badges (${selected})` }).click();
  await page.waitForFunction(() => typeof (window as unknown as { printedHtml?: string }).printedHtml === "string", null, { timeout: 20_000 });
  await expectNothingRan(page, dialogs, "badge print");
  const printed = await watchedPage();
  await printed.page.setContent(await page.evaluate(() => (window as unknown as { printedHtml: string }).printedHtml));
  expect(await printed.page.locator(".badge").count()).toBe(selected);
  await expectNothingRan(printed.page, printed.dialogs, "printed badges");

  await page.close();
  await printed.page.close();
});

test("every profile shows the payloads as text", async () => {
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  for (const id of men) {
    await page.goto(`${app.url}/attendees/${id}`);
    await page.getByText(`hostile-${men.indexOf(id)}@example.org`).first().waitFor();
    await expectNothingRan(page, dialogs, `profile ${id}`);
  }
  await page.close();
});

test("rooms, tables and the floor plan show the payloads as text", async () => {
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  for (const [path, ready] of [
    ["/rooms", /Hostile|H0/],
    ["/tables", "Dining Tables"],
    ["/floor-plan", "Unassigned"],
  ] as const) {
    await page.goto(`${app.url}${path}`);
    await page.getByText(ready).first().waitFor({ timeout: 20_000 });
    await expectNothingRan(page, dialogs, path);
  }
  await page.close();
});
