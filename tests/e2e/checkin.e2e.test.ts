/**
 * Check-in at the door on a phone (390 × 844): a check-in admin (not an admin) finds a man by a
 * partial name typed without accents, checks him in with one tap, reads his room and table, and
 * undoes it from the snackbar and from his row.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { adminClient, createAccount, doorAccount, signInFirstTime, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE } from "./harness";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;
let man: { id: Id<"attendees">; name: string; room: string; table: string };

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
  // A retreatant with an accented name, a room and a table.
  const roomId = await admin.mutation(api.rooms.create, { name: "Room 150", capacity: 4, room_type: "retreatant" });
  const room = { _id: roomId, name: "Room 150" };
  const table = (await admin.query(api.reports.places, {})).tables[0];
  const id = await admin.mutation(api.attendees.create, {
    input: { first_name: "José Ángel", last_name: "Núñez Ibáñez", email: "jose.nunez@example.org", phone_number: "5125553183" },
  });
  await admin.mutation(api.rooms.assignAttendee, { attendeeId: id, roomId: room._id });
  await admin.mutation(api.diningTables.assignAttendee, { attendeeId: id, tableId: table._id });
  man = { id, name: "José Ángel Núñez Ibáñez", room: room.name, table: table.name };
}, 120_000);

async function phonePage(): Promise<Page> {
  const page = await session.dashboard({ ...PHONE, as: door });
  await page.getByRole("link", { name: /Check-In/ }).first().click();
  await page.getByRole("heading", { name: "Check-In", exact: true }).waitFor();
  return page;
}

test("a check-in admin on a phone finds a man by a partial accent-free name, checks him in, sees room and table, undoes", async () => {
  const page = await phonePage();
  const typed = `${fold("José").slice(0, 4)} ${fold("Núñez").slice(0, 3)}`;
  expect(typed).toBe("jose nun");
  await page.getByLabel("Search by name, email or phone").fill(typed);
  const card = page.getByRole("article").first();
  await expect(card.getByRole("heading").textContent()).resolves.toBe(man.name);

  const checkIn = card.getByRole("button", { name: `Check in ${man.name}` });
  const box = (await checkIn.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(box.width).toBeGreaterThanOrEqual(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkIn.tap();

  const panel = page.getByRole("region", { name: "Just checked in" });
  await panel.getByText(man.room, { exact: true }).waitFor();
  await panel.getByText(man.table, { exact: true }).waitFor();
  // The search is empty again for the next man; he now heads the latest arrivals, named by who let him in.
  await expect(page.getByLabel("Search by name, email or phone").inputValue()).resolves.toBe("");
  await expect(card.getByRole("heading").textContent()).resolves.toBe(man.name);
  await card.getByText(/Checked in at \d{1,2}:\d{2}\s?[AP]M by Marta Puerta$/).waitFor();

  // The snackbar's Undo.
  await page.getByText(`${man.name} checked in`).waitFor();
  await page.getByRole("button", { name: "Undo", exact: true }).tap();
  await panel.waitFor({ state: "detached" });
  await page.getByLabel("Search by name, email or phone").fill(typed);
  await card.getByRole("button", { name: `Check in ${man.name}` }).waitFor();

  // Checked in again, then undone later from his row among the latest arrivals.
  await card.getByRole("button", { name: `Check in ${man.name}` }).tap();
  await card.getByText(/by Marta Puerta$/).waitFor();
  await card.getByRole("button", { name: "Undo Check-In" }).tap();
  await page.getByLabel("Search by name, email or phone").fill(typed);
  await card.getByRole("button", { name: `Check in ${man.name}` }).waitFor();

  const profile = await admin.query(api.attendees.profile, { id: man.id });
  expect(profile!.attendee.has_checked_in).toBe(false);
  expect(profile!.history.filter((h) => h.who === door.email).map((h) => h.summary)).toEqual([
    "Check-in undone",
    "Checked in",
    "Check-in undone",
    "Checked in",
  ]);
  await page.context().close();
});

test("payment at the door: a non-number is refused clearly, an amount is added and recorded", async () => {
  const page = await phonePage();
  await page.getByLabel("Search by name, email or phone").fill("555-3183");
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "Payment" }).tap();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Amount received").fill("fifty");
  await dialog.getByRole("button", { name: "Record Payment" }).tap();
  await dialog.getByText('"fifty" is not an amount. Enter a number such as 150 or 150.00.').waitFor();
  await dialog.getByLabel("Amount received").fill("75.50");
  await dialog.getByLabel("Note").fill("cash at the door");
  await dialog.getByRole("button", { name: "Record Payment" }).tap();
  await dialog.waitFor({ state: "detached" });
  const profile = await admin.query(api.attendees.profile, { id: man.id });
  expect(profile!.attendee.amount_paid).toBe(75.5);
  expect(profile!.attendee.has_paid).toBe(true);
  expect(profile!.history[0].summary).toBe("Payment at the door: $75.50 (cash at the door)");
  await page.context().close();
});

test("a basic staff member on /checkin is told check-in admins may use it, not that it needs an administrator", async () => {
  const email = "basic.staff@parish.test";
  const temporary = await createAccount(admin, { email, firstName: "Beto", lastName: "Basico", roles: ["basic"] });
  const page = await session.blankPage(PHONE);
  await signInFirstTime(page, session.app.url, email, temporary, "basic-staff-2026");
  await page.goto(`${session.app.url}/checkin`);
  await page.getByText("Check-In Access Required").waitFor();
  await page.getByText("You need administrator or check-in admin privileges to view this page.").waitFor();
  expect(await page.getByText("Admin Access Required").count()).toBe(0);
  expect(await page.getByLabel("Search by name, email or phone").count()).toBe(0);
});
