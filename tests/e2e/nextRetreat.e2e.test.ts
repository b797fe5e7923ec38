/**
 * The next weekend in Chromium on the demo data, as an admin: #50 is finished and #51 started from
 * it with its servers carried over (the preview counts them first), #50 is closed, a carried
 * server's profile lists both weekends, and #50, looked at again from the header chip, shows the
 * closed-retreat banner, prints its men in a report and refuses a check-in and an edit. A second
 * admin's browser follows the new current weekend and the closing without a reload, and keeps
 * looking at the current weekend while the first looks at the closed one.
 *
 * The tests run in order and build on each other: one backend for the file.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { formatFullName } from "../../convex/shared/nameRule";
import { adminClient, createAccount, signInFirstTime } from "./accounts";
import { adminSession } from "./adminSession";

const OLD = "ACTS Men's Retreat #50";
const NEW = "ACTS Men's Retreat #51";
const CLOSED_REFUSAL = "This retreat is closed: its records are kept read-only.";
const VIEWPORT = { width: 1500, height: 1000 };

type Man = { id: Id<"attendees">; name: string; type: "server" | "attendee"; checkedIn: boolean };

const session = adminSession();
let admin: ConvexHttpClient;
/** The admin who starts the next weekend. */
let page: Page;
/** Another admin, looking at the current weekend all along. */
let other: Page;
/** The demo weekend's men, rooms and tables, read before anything changes. */
let servers: Man[];
let retreatants: Man[];
let rooms: number;
let tables: number;

/** Every man of the weekend the admin looks at (his choice is his account's: this client follows his browser), as the reports read them. */
async function menOnFile(): Promise<Man[]> {
  const men: Man[] = [];
  let cursor: string | null = null;
  for (;;) {
    const result: FunctionReturnType<typeof api.reports.rows> = await admin.query(api.reports.rows, {
      paginationOpts: { numItems: 200, cursor },
    });
    for (const row of result.page) {
      men.push({ id: row._id, name: formatFullName(row.first_name, row.last_name), type: row.attendee_type, checkedIn: row.has_checked_in });
    }
    if (result.isDone) return men;
    cursor = result.continueCursor;
  }
}

const chip = (p: Page, name: string) => p.getByRole("button", { name: `Retreat: ${name}`, exact: true });
const card = (p: Page, name: string) => p.getByRole("article", { name, exact: true });
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

async function manageAttendees(p: Page): Promise<void> {
  await p.goto(`${session.app.url}/attendees`);
  await p.getByRole("heading", { name: "Manage Attendees" }).waitFor();
}

beforeAll(async () => {
  admin = await adminClient(session.app);
  const men = await menOnFile();
  servers = men.filter((man) => man.type === "server");
  retreatants = men.filter((man) => man.type === "attendee");
  const places = await admin.query(api.reports.places, {});
  rooms = places.rooms.length;
  tables = places.tables.length;
  expect(servers.length).toBeGreaterThan(0);
  expect(retreatants.length).toBeGreaterThan(0);
  expect(servers.length).toBeLessThanOrEqual(25); // one page of the grid

  const email = "second.admin@parish.test";
  const temporary = await createAccount(admin, { email, firstName: "Segundo", lastName: "Admin", roles: ["admin"] });
  other = await session.blankPage({ viewport: VIEWPORT });
  await signInFirstTime(other, session.app.url, email, temporary, "second-admin-2026");
  await other.goto(`${session.app.url}/retreats`);
  await chip(other, OLD).waitFor();
  await card(other, OLD).waitFor();

  page = await session.page("/retreats", VIEWPORT);
  await page.getByRole("heading", { name: "Retreats", exact: true }).waitFor();
}, 180_000);

test("the next weekend starts from #50 with its servers: the preview counts them, the chip names it, Manage Attendees holds them only", async () => {
  const old = card(page, OLD);
  await old.getByText(`${retreatants.length} retreatants · ${servers.length} servers`, { exact: true }).waitFor();
  await old.getByText("Current", { exact: true }).waitFor();
  await chip(page, OLD).waitFor();

  await page.getByRole("button", { name: "Start the next retreat" }).click();
  const dialog = page.getByRole("dialog", { name: "Start the next retreat" });
  await dialog.getByText(`What carries over from ${OLD}`).waitFor();
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name.inputValue()).resolves.toBe(NEW);
  await dialog.getByLabel("Start date").fill(isoDay(120));
  await dialog.getByLabel("End date").fill(isoDay(123));

  // The preview is the server's live count for the boxes ticked.
  const preview = dialog.getByRole("status").filter({ hasText: "What will be created" });
  const allServers = dialog.getByRole("radio", { name: "All servers" });
  await expect(allServers.isChecked()).resolves.toBe(true);
  const withRetreatants = `${servers.length} servers, ${retreatants.length} of last weekend's retreatants as servers, ${rooms} rooms, ${tables} tables`;
  await preview.getByText(withRetreatants).waitFor();
  await dialog.getByRole("checkbox", { name: "Invite last weekend's retreatants as servers" }).uncheck();
  await dialog.getByRole("radio", { name: "None", exact: true }).check();
  await preview.getByText(new RegExp(`^The new retreat starts with ${rooms} rooms, ${tables} tables, `)).waitFor();
  await allServers.check();
  const creates = preview.getByText(new RegExp(`^The new retreat starts with ${servers.length} servers, ${rooms} rooms, ${tables} tables, `));
  await creates.waitFor();
  expect(await creates.textContent()).not.toContain("retreatants");
  await preview.getByText("Nothing of the old weekend changes: its records are kept as they are.").waitFor();

  await dialog.getByRole("button", { name: "Start", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText(`${NEW} has started and is now the current retreat.`).waitFor();
  await chip(page, NEW).waitFor();
  const fresh = card(page, NEW);
  await fresh.getByText("Current", { exact: true }).waitFor();
  await fresh.getByText(`0 retreatants · ${servers.length} servers`, { exact: true }).waitFor();
  await old.getByText(`${retreatants.length} retreatants · ${servers.length} servers`, { exact: true }).waitFor();
  await expect(old.getByText("Current", { exact: true }).count()).resolves.toBe(0);

  // The other admin, on the same screen, follows without reloading.
  await chip(other, NEW).waitFor({ timeout: 10_000 });
  await card(other, NEW).getByText("Current", { exact: true }).waitFor();

  // The new weekend's men are the carried servers, and no retreatant.
  await manageAttendees(page);
  await page.getByText(`Showing 1–${servers.length} of ${servers.length}`, { exact: true }).waitFor({ timeout: 20_000 });
  const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: "Select row" }) });
  await expect(rows.count()).resolves.toBe(servers.length);
  const names: string[] = [];
  for (const row of await rows.all()) {
    names.push((await row.getByRole("link").first().textContent())!.trim());
    await row.getByText("Server", { exact: true }).waitFor();
  }
  expect(sorted(names)).toEqual(sorted(servers.map((man) => man.name)));
  await page.getByLabel("Type").click();
  await page.getByRole("option", { name: "Retreatants" }).click();
  await page.getByText("Showing 0–0 of 0", { exact: true }).waitFor();
  await page.getByText("No attendees found.").waitFor();
});

test("#50 is closed from Retreats after a confirmation; the other admin sees it closed without reloading", async () => {
  await page.goto(`${session.app.url}/retreats`);
  const old = card(page, OLD);
  await old.getByRole("button", { name: `Close ${OLD}` }).click();
  const confirm = page.getByRole("dialog", { name: "Close this retreat?" });
  await confirm.getByText(`Close ${OLD}? Its records become read-only`, { exact: false }).waitFor();
  await confirm.getByRole("button", { name: "Close retreat" }).click();
  await confirm.waitFor({ state: "detached" });
  await page.getByText(`${OLD} is closed.`).waitFor();
  await old.getByRole("button", { name: `Reopen ${OLD}` }).waitFor();
  await old.getByText("Closed", { exact: true }).waitFor();
  await expect(old.getByRole("button", { name: `Close ${OLD}` }).count()).resolves.toBe(0);
  // The current weekend is open: no banner, and the chip still names it.
  await chip(page, NEW).waitFor();
  await expect(page.getByText(/a closed retreat: its records are read-only/).count()).resolves.toBe(0);

  await card(other, OLD).getByRole("button", { name: `Reopen ${OLD}` }).waitFor({ timeout: 10_000 });
  await card(other, NEW).getByRole("button", { name: `Close ${NEW}` }).waitFor();
});

test("a carried server's profile lists both weekends, this one marked", async () => {
  await manageAttendees(page);
  await page.getByText(`Showing 1–${servers.length} of ${servers.length}`, { exact: true }).waitFor({ timeout: 20_000 });
  const link = page.getByRole("row").nth(1).getByRole("link").first();
  const name = (await link.textContent())!.trim();
  expect(servers.map((man) => man.name)).toContain(name);
  await link.click();
  await page.waitForURL(/\/attendees\/[^/]+$/);
  await page.getByRole("heading", { level: 1, name }).waitFor();

  const weekends = page.getByRole("region", { name: "Weekends" });
  const thisOne = weekends.getByRole("listitem").filter({ hasText: `Server at ${NEW}` });
  const last = weekends.getByRole("listitem").filter({ hasText: `Server at ${OLD}` });
  await thisOne.waitFor();
  await last.waitFor();
  await expect(weekends.getByRole("listitem").count()).resolves.toBe(2);
  await thisOne.getByText("This weekend", { exact: true }).waitFor();
  await expect(thisOne.getAttribute("aria-current")).resolves.toBe("true");
  await expect(last.getByText("This weekend").count()).resolves.toBe(0);
  await expect(last.getAttribute("aria-current")).resolves.toBeNull();
});

test("#50 looked at again from the chip: the banner, its men in the roster, a check-in and an edit refused", async () => {
  await chip(page, NEW).click();
  const menu = page.getByRole("menu", { name: "Retreats" });
  await menu.getByRole("menuitem", { name: new RegExp(`^${OLD}(?!\\d)`) }).click();
  await page.getByText(`Now looking at ${OLD}.`).waitFor();
  const banner = page.getByText(`You are looking at ${OLD}, a closed retreat: its records are read-only.`);
  await banner.waitFor();
  await chip(page, `${OLD} (closed)`).waitFor();
  // The choice is this admin's: the other keeps the current weekend, with no banner.
  await chip(other, NEW).waitFor();
  await expect(other.getByText(/a closed retreat: its records are read-only/).count()).resolves.toBe(0);

  // Last weekend's men in the roster, retreatants and servers, and in its printed copy.
  await page.goto(`${session.app.url}/reports`);
  await banner.waitFor();
  await page.getByRole("tab", { name: "Roster" }).click();
  await page.getByRole("heading", { name: "Roster", exact: true }).waitFor();
  await page.getByRole("progressbar", { name: "Loading the report" }).waitFor({ state: "detached" });
  const total = servers.length + retreatants.length;
  await page.getByText(`${total} men`, { exact: true }).filter({ visible: true }).waitFor();
  const roster = page.getByRole("table", { name: "Roster" });
  await expect(roster.locator("tbody tr").count()).resolves.toBe(total);
  const retreatant = retreatants.find((man) => !man.checkedIn)!;
  await roster.getByRole("row").filter({ hasText: retreatant.name }).getByText("Retreatant", { exact: true }).waitFor();
  await roster.getByRole("row").filter({ hasText: servers[0].name }).getByText("Server", { exact: true }).waitFor();
  const printed = page.locator(".print-document");
  await printed.locator("td", { hasText: retreatant.name }).first().waitFor({ state: "attached" });
  expect(await printed.locator("tbody tr").count()).toBe(total);

  // A check-in into the closed weekend is refused, and he stays waiting.
  await page.goto(`${session.app.url}/checkin`);
  await page.getByRole("heading", { name: "Check-In", exact: true }).waitFor();
  await banner.waitFor();
  await page.getByLabel("Search by name, email or phone").fill(retreatant.name);
  const man = page.getByRole("article", { name: retreatant.name, exact: true });
  await man.getByRole("button", { name: `Check in ${retreatant.name}` }).click();
  await page.getByText(CLOSED_REFUSAL).waitFor();
  await man.getByRole("button", { name: `Check in ${retreatant.name}` }).waitFor();
  await expect(man.getByRole("button", { name: "Undo Check-In" }).count()).resolves.toBe(0);
  const after = (await menOnFile()).find((row) => row.id === retreatant.id);
  expect(after?.checkedIn).toBe(false);

  // So is an edit of his record: the refusal is shown, and his name stays.
  await manageAttendees(page);
  await banner.waitFor();
  await page.getByLabel("Search attendees").fill(retreatant.name);
  await page.getByRole("button", { name: `Edit ${retreatant.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Attendee" });
  await edit.getByLabel("Last Name").fill("Renamed");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await page.getByText(CLOSED_REFUSAL).filter({ visible: true }).first().waitFor();
  await page.getByText("Failed to update attendee.").filter({ visible: true }).first().waitFor();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await edit.waitFor({ state: "detached" });
  await page.getByRole("link", { name: retreatant.name, exact: true }).waitFor();
  expect((await menOnFile()).find((row) => row.id === retreatant.id)?.name).toBe(retreatant.name);

  // Back to the current weekend from the banner.
  await page.getByRole("button", { name: "Back to the current retreat" }).click();
  await chip(page, NEW).waitFor();
  await banner.waitFor({ state: "detached" });
});
