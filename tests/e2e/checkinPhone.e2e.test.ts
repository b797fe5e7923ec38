/**
 * The door on a phone with its keyboard open: at 390 × 844 the keyboard takes the lower part of
 * the screen, leaving 390 × 500. A check-in admin finds and checks in three men in a row without
 * scrolling: the search box and the first match stay in view, and the box is empty after each.
 */
import type { ConvexHttpClient } from "convex/browser";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { adminClient, doorAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { PHONE } from "./harness";

const KEYBOARD_OPEN = { width: 390, height: 500 };

const session = adminSession();
let admin: ConvexHttpClient;
let door: TestAccount;
const men: { id: Id<"attendees">; name: string; typed: string }[] = [];

beforeAll(async () => {
  admin = await adminClient(session.app);
  door = await doorAccount(session.app, admin);
  for (const [first, last, typed] of [
    ["Kevin", "Abernathy", "kevin"],
    ["Lorenzo", "Quintanilla", "quintan"],
    ["Thaddeus", "Ocampo", "thadd"],
  ]) {
    const id = await admin.mutation(api.attendees.create, { input: { first_name: first, last_name: last, email: `${typed}@example.org` } });
    men.push({ id, name: `${first} ${last}`, typed });
  }
}, 120_000);

function expectInView(what: string, box: { y: number; height: number } | null) {
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts below the top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends above the keyboard`).toBeLessThanOrEqual(KEYBOARD_OPEN.height);
}

test("with the keyboard open a check-in admin checks in three men in a row without scrolling", async () => {
  const page = await session.page("/checkin", { ...PHONE, viewport: KEYBOARD_OPEN, as: door });
  const search = page.getByLabel("Search by name, email or phone");
  await search.waitFor();
  await page.getByRole("group", { name: "Arrival counts" }).waitFor();

  for (const man of men) {
    await search.pressSequentially(man.typed);
    const card = page.getByRole("list", { name: "Search results" }).getByRole("article").first();
    // The results follow the typing: the first card becomes his once the search has caught up.
    await expect.poll(() => card.getByRole("heading").textContent()).toBe(man.name);
    expectInView("the search box", await search.boundingBox());
    expectInView(`${man.name}'s card`, await card.boundingBox());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await card.getByRole("button", { name: `Check in ${man.name}` }).tap();
    await page.getByRole("region", { name: "Just checked in" }).getByText(`${man.name} is checked in`).waitFor();
    await expect(search.inputValue()).resolves.toBe("");
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  for (const man of men) {
    const profile = await admin.query(api.attendees.profile, { id: man.id });
    expect(profile!.attendee.has_checked_in, man.name).toBe(true);
  }
});

test("the clear button empties the search and keeps the keyboard's field focused", async () => {
  const page = await session.page("/checkin", { ...PHONE, viewport: KEYBOARD_OPEN, as: door });
  const search = page.getByLabel("Search by name, email or phone");
  await search.pressSequentially("abern");
  await page.getByRole("list", { name: "Search results" }).getByRole("heading", { name: "Kevin Abernathy" }).waitFor();
  await page.getByRole("button", { name: "Clear search" }).tap();
  await expect(search.inputValue()).resolves.toBe("");
  expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
});
