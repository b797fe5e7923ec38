/**
 * Adoration booking in Chromium on the embedded backend: a basic user books and releases an hour
 * while his dashboard widget follows live; two browsers take the last place of one hour at the
 * same moment — exactly one wins and both grids show the same holders.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { ADORATION_MESSAGES } from "../../convex/model/adorationBookings";
import { formatSlot } from "../../src/lib/adorationTime";
import { adminClient, createAccount, signInFirstTime } from "./accounts";
import { adminSession } from "./adminSession";
import { mutationGate } from "./mutationGate";

const USER_EMAIL = "pablo.vela@example.org";
const USER_PASSWORD = "pablo-chapel-2026";
const WAIT = { timeout: 30_000 };

const session = adminSession();
let admin: ConvexHttpClient;
/** The basic user's browser: his dashboard and his grid are pages of one session. */
let userContext: BrowserContext;

beforeAll(async () => {
  admin = await adminClient(session.app);
  const temporary = await createAccount(admin, { email: USER_EMAIL, firstName: "Pablo", lastName: "Vela", roles: ["basic"] });
  userContext = await session.context();
  await signInFirstTime(await userContext.newPage(), session.app.url, USER_EMAIL, temporary, USER_PASSWORD);
});

async function openGrid(page: Page): Promise<void> {
  await page.goto(`${session.app.url}/adoration`);
  await page.getByRole("heading", { name: "Adoration Schedule" }).waitFor(WAIT);
  await page.locator("[data-state]").first().waitFor(WAIT);
}

const widgetPattern = /^(\d+) hours? still needs? coverage before the Blessed Sacrament\.$/;
async function widgetCount(page: Page): Promise<number> {
  const text = (await page.getByText(widgetPattern).textContent(WAIT)) ?? "";
  return Number(widgetPattern.exec(text.trim())![1]);
}
const widgetShows = (page: Page, n: number) =>
  page.getByText(`${n} ${n === 1 ? "hour" : "hours"} still need${n === 1 ? "s" : ""} coverage before the Blessed Sacrament.`).waitFor(WAIT);

test("a basic user books and releases an hour in one tap; his dashboard widget count follows live", async () => {
  const dashboard = userContext.pages()[0];
  await dashboard.goto(session.app.url);
  const before = await widgetCount(dashboard);
  expect(before).toBeGreaterThan(10);

  const grid = await userContext.newPage();
  await openGrid(grid);
  const tile = grid.locator('[data-state="uncovered"]').first();
  const label = (await tile.getAttribute("aria-label"))!;
  const hour = grid.getByRole("group", { name: label, exact: true });
  await hour.getByRole("button", { name: `Book ${label}` }).click();
  await hour.getByText("Your hour").waitFor(WAIT);
  await hour.getByText("Pablo Vela").waitFor();
  await grid.getByRole("region", { name: "My hours" }).getByText(label).waitFor();
  await widgetShows(dashboard, before - 1);

  await hour.getByRole("button", { name: `Release ${label}` }).click();
  await hour.getByText("Needs adorers").waitFor(WAIT);
  await widgetShows(dashboard, before);
  expect(await grid.getByRole("region", { name: "My hours" }).getByText("You have not booked an hour yet").count()).toBe(1);
});

test("two browsers book the last place of one hour at once: exactly one wins and both grids agree", async () => {
  const slot = (await admin.query(api.adoration.adminSchedule, {})).slots[5];
  await admin.mutation(api.adoration.assign, { slotId: slot._id, adorer: { kind: "guest", name: "Rosa Díaz", phone: "5125550100" } });
  const label = formatSlot(slot.start, slot.end);

  const adminPage = await session.dashboard();
  const userPage = await userContext.newPage();
  const pages = [adminPage, userPage];
  const gate = await mutationGate(pages);
  await Promise.all(pages.map(openGrid));
  const tiles = pages.map((page) => page.getByRole("group", { name: label, exact: true }));
  await Promise.all(tiles.map((tile) => tile.getByText("1 of 2").waitFor(WAIT)));

  gate.arm("adoration:book");
  await Promise.all(tiles.map((tile) => tile.getByRole("button", { name: `Book ${label}` }).click()));
  await gate.released();

  // The loser is told why; then both grids settle on the same two holders, one of them the winner.
  await Promise.race(pages.map((page) => page.getByText(ADORATION_MESSAGES.full).waitFor(WAIT)));
  for (const tile of tiles) await tile.getByText("2 of 2").waitFor(WAIT);
  const settled = async () => {
    const mine = await Promise.all(tiles.map((tile) => tile.getAttribute("data-mine")));
    const names = await Promise.all(tiles.map((tile) => tile.getByRole("listitem").allTextContents()));
    return { mine, names };
  };
  const mineCount = async () => (await settled()).mine.filter((m) => m === "true").length;
  await expect.poll(mineCount, { timeout: 10_000, interval: 200 }).toBe(1);
  const state = await settled();
  expect(state.mine.filter((m) => m === "true")).toHaveLength(1);
  expect(state.names[0]).toEqual(state.names[1]);
  expect(state.names[0]).toHaveLength(2);
  expect(state.names[0]).toContain("Rosa Díaz");
  const holders = (await admin.query(api.adoration.adminSchedule, {})).slots[5].holders;
  expect(holders).toHaveLength(2);
  expect(holders.map((h) => h.name)).toEqual(state.names[0]);
});
