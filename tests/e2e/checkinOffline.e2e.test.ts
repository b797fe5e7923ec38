/**
 * The door in a hallway (issue 28): a signed-in phone on a slow mobile connection (slowPhone.ts)
 * opens /checkin within the target; once installed, a reload with no network still shows the
 * screen; check-ins tapped offline wait on the phone, can be undone before they are sent, and are
 * sent when the connection is back for the server to decide: each applied once, and a man checked
 * in meanwhile at another door is shown as such, not as an error.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE } from "./harness";
import {
  emulateSlowPhone,
  measureDoorLoad,
  SEARCH_LABEL,
  untilDoorUsable,
  untilServiceWorkerInControl,
} from "./slowPhone";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;

type Man = { id: Id<"attendees">; name: string; typed: string };

async function addMen(prefix: string, count: number): Promise<Man[]> {
  const men: Man[] = [];
  for (let i = 0; i < count; i++) {
    const first = `${prefix}${String.fromCharCode(97 + i)}`;
    const id = await admin.mutation(api.attendees.create, { input: { first_name: first, last_name: "Zabaleta", email: `${first}@example.org` } });
    men.push({ id, name: `${first[0].toUpperCase()}${first.slice(1)} Zabaleta`, typed: first });
  }
  return men;
}

async function checkedIn(man: Man): Promise<boolean> {
  const profile = await admin.query(api.attendees.profile, { id: man.id });
  return profile!.attendee.has_checked_in;
}

/** The door open on a phone, the whole list loaded (and so kept on the phone). */
async function doorPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.sessionOnlyContext(door, PHONE);
  const page = await context.newPage();
  await page.goto(`${session.app.url}/checkin`);
  await page.getByLabel(SEARCH_LABEL).waitFor();
  await page.getByRole("group", { name: "Arrival counts" }).getByText(/\d+ \/ \d+/).first().waitFor();
  await page.getByLabel("Loading the list").waitFor({ state: "detached" });
  // Installed: the app shell is on the phone before the network goes.
  await untilServiceWorkerInControl(page);
  return { context, page };
}

async function tapCheckIn(page: Page, man: Man): Promise<void> {
  const search = page.getByLabel(SEARCH_LABEL);
  await search.fill(man.typed);
  const card = page.getByRole("list", { name: "Search results" }).getByRole("article", { name: man.name });
  await card.getByRole("button", { name: `Check in ${man.name}` }).tap();
  await expect(search.inputValue()).resolves.toBe("");
}

/** Error toasts (the undo snackbar is an alert too, so they are told by their titles). */
const errorNotices = (page: Page) => page.getByRole("alert").filter({ hasText: /^(Error|Not checked in)/ });

const connection = (page: Page) => page.getByRole("status", { name: "Connection" });

/** Waits until the connection notice says `text` (a browser may still think itself online: then it is "not connected"). */
async function connectionSays(page: Page, text: string | RegExp): Promise<void> {
  await connection(page).filter({ hasText: text }).waitFor({ timeout: 30_000 });
}

const NO_CONNECTION = /^(Offline\.|Reconnecting…|Not connected yet\.) Check-ins are kept on this phone/;

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
}, 180_000);

/**
 * The first load's size is the target itself. Its time depends on the machine as much as on the app
 * (the phone's CPU is emulated as 4× slower than the host's, and `npm test` runs other suites beside
 * this one on two cores, where it measured up to 4.8 s): here it must stay below the 6.4 s the door
 * took before it was made small (measured then on a quiet machine), and `npm run bench -- doorPhone`
 * measures it against the 2.5 s target.
 */
const COLD_LOAD_BOUND_UNDER_TEST_LOAD_MS = 6_000;
/**
 * The transfer measured 228 KB on a quiet machine (the bench) and in a CI run before the app spoke
 * two languages; the language layer (FormatJS's runtime and the English texts of the shell and the
 * door) adds 7.4 KB to the shell. How much of the live data arrives before the search box answers
 * depends on the machine: on a loaded one the same load measured 246 to 260 KB. The bench holds the
 * 250 KB target on a quiet machine; this bound holds the rest beside other suites.
 */
const COLD_TRANSFER_BOUND_KB = 275;

test("a signed-in phone on a slow connection gets a door it can search in about 250 KB", async () => {
  const context = await session.sessionOnlyContext(door, PHONE);
  const page = await context.newPage();
  const counter = await emulateSlowPhone(page);
  const cold = await measureDoorLoad(page, session.app.url, counter, "goto");
  console.log(`checkin cold: ${cold.readyMs} ms, ${cold.transferKb} KB`);
  expect(cold.transferKb).toBeLessThanOrEqual(COLD_TRANSFER_BOUND_KB);
  expect(cold.readyMs).toBeLessThanOrEqual(COLD_LOAD_BOUND_UNDER_TEST_LOAD_MS);
});

test("once installed, a reload with no network shows the check-in screen and searches the men on the phone", async () => {
  const [man] = await addMen("offlinesearch", 1);
  const { context, page } = await doorPhone();
  // The app shell itself is in the service worker's precache (not merely in the HTTP cache).
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  for (const chunk of ["/index.html", "/assets/shell-", "/assets/door-"]) expect(precached.some((url) => url.startsWith(chunk)), chunk).toBe(true);
  await context.setOffline(true);
  const start = Date.now();
  await page.reload();
  await untilDoorUsable(page, start);
  await connectionSays(page, NO_CONNECTION);
  await page.getByLabel(SEARCH_LABEL).fill(man.typed);
  await page.getByRole("list", { name: "Search results" }).getByRole("article", { name: man.name }).waitFor();
  await context.setOffline(false);
  await connection(page).waitFor({ state: "detached", timeout: 30_000 });
});

test("ten check-ins made offline are sent when the connection is back, each applied once", async () => {
  const men = await addMen("hallway", 10);
  const before = await admin.query(api.checkIn.counts, {});
  const { context, page } = await doorPhone();
  await context.setOffline(true);
  await connectionSays(page, NO_CONNECTION);
  for (const man of men) await tapCheckIn(page, man);
  await connectionSays(page, "10 check-ins are waiting on this phone.");
  // Shown as waiting on each man's row; nothing reached the server.
  const search = page.getByLabel(SEARCH_LABEL);
  await search.fill(men[3].typed);
  await page.getByRole("article", { name: men[3].name }).getByText("Check-in waiting to be sent").waitFor();
  await search.fill("");
  for (const man of men) expect(await checkedIn(man), man.name).toBe(false);

  await context.setOffline(false);
  await connection(page).waitFor({ state: "detached", timeout: 60_000 });
  for (const man of men) expect(await checkedIn(man), man.name).toBe(true);
  const after = await admin.query(api.checkIn.counts, {});
  expect(after.retreatants.arrived).toBe(before.retreatants.arrived + 10);
  expect(after.notArrived).toBe(before.notArrived - 10);
  await expect(errorNotices(page).count()).resolves.toBe(0);

  // A second browser, the admin at another door, sees the same counts.
  const otherPage = await session.page("/checkin", { width: 1200, height: 900 });
  const counts = otherPage.getByRole("group", { name: "Arrival counts" });
  await counts.getByText(`${after.retreatants.arrived} / ${after.retreatants.expected}`).waitFor();
  await counts.getByText(String(after.notArrived), { exact: true }).waitFor();
});

test("a man checked in at another door while this one was offline is shown as already checked in, not as an error", async () => {
  const [man] = await addMen("otherdoor", 1);
  const { context, page } = await doorPhone();
  await context.setOffline(true);
  await tapCheckIn(page, man);
  await connectionSays(page, "1 check-in is waiting");
  const outcome = await admin.mutation(api.checkIn.checkIn, { id: man.id });
  expect(outcome.changed).toBe(true);
  const before = await admin.query(api.checkIn.counts, {});

  await context.setOffline(false);
  const notice = page.getByRole("status").filter({ hasText: "Already checked in" });
  await notice.waitFor({ timeout: 60_000 });
  await expect(notice.textContent()).resolves.toContain(`${man.name} was already checked in by ${outcome.checked_in_by}`);
  await expect(errorNotices(page).count()).resolves.toBe(0);
  await connection(page).waitFor({ state: "detached" });
  await page.getByLabel(SEARCH_LABEL).fill(man.typed);
  await page.getByRole("article", { name: man.name }).getByText(`by ${outcome.checked_in_by}`).waitFor();
  expect(await admin.query(api.checkIn.counts, {})).toEqual(before);
});

test("a check-in waiting on the phone can be undone before it is sent, and never reaches the server", async () => {
  const [kept, undone] = await addMen("undowait", 2);
  const { context, page } = await doorPhone();
  await context.setOffline(true);
  await tapCheckIn(page, kept);
  await tapCheckIn(page, undone);
  await connectionSays(page, "2 check-ins are waiting");
  await page.getByLabel(SEARCH_LABEL).fill(undone.typed);
  const card = page.getByRole("article", { name: undone.name });
  await card.getByRole("button", { name: `Undo waiting check-in of ${undone.name}` }).tap();
  await card.getByRole("button", { name: `Check in ${undone.name}` }).waitFor();
  await connectionSays(page, "1 check-in is waiting");

  // Still waiting after a reload with no network: the queue is kept on the phone.
  await page.reload();
  await connectionSays(page, "1 check-in is waiting");

  await context.setOffline(false);
  await connection(page).waitFor({ state: "detached", timeout: 60_000 });
  expect(await checkedIn(kept)).toBe(true);
  expect(await checkedIn(undone)).toBe(false);
});
