/**
 * The check-in station: full screen without the staff header, the search at the top and empty
 * again after each man, locked to check-in until the volunteer enters his password, and a self
 * check-in where a man types the last four digits of his phone and confirms his name.
 */
import type { ConvexHttpClient } from "convex/browser";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE } from "./harness";

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;
let walkIn: Id<"attendees">;
let selfMan: Id<"attendees">;

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
  walkIn = await admin.mutation(api.attendees.create, { input: { first_name: "Ignacio", last_name: "Fuentes", email: "ignacio@example.org" } });
  selfMan = await admin.mutation(api.attendees.create, {
    input: { first_name: "Bartolomé", last_name: "Sandoval", email: "bartolo.sandoval@example.org", phone_number: "5125550417" },
  });
}, 120_000);

test("the station: no header, search at the top and empty after each man, locked until the volunteer's password, self check-in by phone digits", async () => {
  const page = await session.page("/checkin", { ...PHONE, as: door });
  await page.getByRole("link", { name: "Station" }).tap();
  await page.getByRole("heading", { name: "Check-in station" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/checkin/station");
  expect(await page.getByRole("link", { name: "Retreat Admin home" }).count()).toBe(0);
  expect(await page.getByText("Retreat Admin", { exact: true }).count()).toBe(0);

  // Staff mode: the search at the top, emptied after each man.
  const search = page.getByLabel("Search by name, email or phone");
  expect((await search.boundingBox())!.y).toBeLessThan(120);
  await search.pressSequentially("ignacio");
  await page.getByRole("button", { name: "Check in Ignacio Fuentes" }).tap();
  await page.getByRole("region", { name: "Just checked in" }).waitFor();
  await expect(search.inputValue()).resolves.toBe("");
  expect((await admin.query(api.attendees.profile, { id: walkIn }))!.attendee.has_checked_in).toBe(true);

  // Locked: the back button asks for the password; a wrong one keeps the station.
  await page.goBack();
  const unlock = page.getByRole("dialog", { name: "Unlock the station" });
  await unlock.getByText(`Enter the password of ${door.email} to continue.`).waitFor();
  await unlock.getByLabel("Password").fill("not-the-password");
  await unlock.getByRole("button", { name: "Unlock" }).tap();
  await unlock.getByRole("alert").waitFor();
  expect(new URL(page.url()).pathname).toBe("/checkin/station");
  await unlock.getByRole("button", { name: "Stay on the station" }).tap();
  await unlock.waitFor({ state: "detached" });
  expect(new URL(page.url()).pathname).toBe("/checkin/station");

  // Self check-in: the digits offer his name only; he confirms it.
  await page.getByRole("button", { name: "Self check-in" }).tap();
  await page.getByLabel("Last four digits of your phone number").fill("9999");
  await page.getByRole("button", { name: "Find me" }).tap();
  await page.getByText("We could not find you with those digits. Please see a team member.").waitFor();
  await page.getByLabel("Last four digits of your phone number").fill("0417");
  await page.getByRole("button", { name: "Find me" }).tap();
  const question = page.getByRole("group", { name: "Is this you?" });
  await question.getByRole("button", { name: "Yes, I am Bartolomé Sandoval" }).waitFor();
  const shown = await page.locator("body").innerText();
  expect(shown).not.toContain("bartolo.sandoval@example.org");
  expect(shown).not.toMatch(/555.?0417/);
  expect((await admin.query(api.attendees.profile, { id: selfMan }))!.attendee.has_checked_in).toBe(false);
  await question.getByRole("button", { name: "Yes, I am Bartolomé Sandoval" }).tap();
  await page.getByText("Welcome, Bartolomé Sandoval!").waitFor();
  const profile = (await admin.query(api.attendees.profile, { id: selfMan }))!;
  expect(profile.attendee.has_checked_in).toBe(true);
  expect(profile.history[0]).toMatchObject({ who: door.email, summary: "Checked in (self check-in at the station)" });

  // Back to the staff search (which lists everyone) needs the password too.
  await page.getByRole("button", { name: "Staff" }).tap();
  await unlock.getByRole("button", { name: "Stay on the station" }).tap();
  await unlock.waitFor({ state: "detached" });
  await page.getByLabel("Last four digits of your phone number").waitFor();

  // Leaving with the right password.
  await page.getByRole("button", { name: "Exit" }).tap();
  await unlock.getByLabel("Password").fill(door.password);
  await unlock.getByRole("button", { name: "Unlock" }).tap();
  await page.getByRole("heading", { name: "Check-In", exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/checkin");
  await page.getByRole("link", { name: "Retreat Admin home" }).waitFor();
});
