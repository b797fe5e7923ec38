/**
 * Data that must not silently go wrong (issue 23): a refund typed in a form is stored as a refund,
 * a man's adoration hours read the same on every screen, a change of retreat dates keeps the daily
 * schedule, and a dismissed Add Attendee dialog does not throw the typing away.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { formatAdorationHour } from "../../src/lib/adorationHour";
import { adminClient } from "./accounts";
import { adminSession } from "./adminSession";

const WAIT = { timeout: 20_000 };

const session = adminSession();

async function attendeesPage(): Promise<Page> {
  const page = await session.page("/attendees");
  await page.getByRole("heading", { name: "Manage Attendees" }).waitFor();
  await page.getByText(/^Showing 1–25 of \d+$/).waitFor({ timeout: 20_000 });
  return page;
}

test('"(50)" typed in Amount Paid is stored as a refund of 50', async () => {
  const page = await attendeesPage();
  await page.getByRole("button", { name: "Add Attendee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.getByLabel("First Name").fill("Refundo");
  await dialog.getByLabel("Last Name").fill("Bracketman");
  await dialog.getByRole("region", { name: "Contact", exact: true }).getByLabel("Email").fill("refundo@example.org");
  await dialog.getByLabel("Amount Paid").fill("(50)");
  await expect(dialog.getByLabel("Amount Paid").inputValue()).resolves.toBe("(50)");
  await dialog.getByRole("button", { name: "Add Attendee" }).click();
  await dialog.waitFor({ state: "hidden" });

  await page.getByLabel("Search attendees").fill("Bracketman");
  await page.getByRole("link", { name: "Refundo Bracketman" }).click();
  const money = page.getByRole("region", { name: "Money", exact: true });
  await money.getByText("-$50.00").waitFor({ timeout: 10_000 });
});

test("an adoration hour assigned to a server without an account shows in the directory, on his profile and on his dashboard", async () => {
  const admin = await adminClient(session.app);
  const serverId = await admin.mutation(api.attendees.create, {
    input: { first_name: "Hilario", last_name: "Sincuenta", email: "hilario@example.org", attendee_type: "server" },
  });
  const { slots } = await admin.query(api.adoration.adminSchedule, {});
  const open = slots.find((slot) => !slot.is_blocked && !slot.outsideSchedule && slot.holders.length < slot.capacity)!;
  await admin.mutation(api.adoration.assign, { slotId: open._id, adorer: { kind: "attendee", attendeeId: serverId } });
  const hour = formatAdorationHour(open);

  const directory = await session.page("/servers");
  const row = directory.getByRole("row").filter({ hasText: "Hilario Sincuenta" });
  await row.getByText(hour).waitFor(WAIT);

  const profile = await session.page(`/attendees/${serverId}`);
  const profileHour = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const card = profile.getByRole("region", { name: "Adoration Hours" });
  await card.getByText(`${profileHour.format(open.start)} – ${profileHour.format(open.end)}`).waitFor(WAIT);

  const dashboard = await session.page(`/server-dashboard?attendee=${serverId}`);
  await dashboard.getByText(hour).waitFor(WAIT);
  expect(await dashboard.getByText("No adoration hours booked.").count()).toBe(0);
});

test("Escape or a click outside the Add Attendee dialog asks before throwing the typing away", async () => {
  const page = await attendeesPage();
  await page.getByRole("button", { name: "Add Attendee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attendee" });
  await dialog.getByLabel("First Name").fill("Casimiro");
  await dialog.getByLabel("Last Name").fill("Tecleado");

  await page.keyboard.press("Escape");
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await ask.waitFor(WAIT);
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await ask.waitFor({ state: "hidden" });
  await expect(dialog.getByLabel("First Name").inputValue()).resolves.toBe("Casimiro");

  await page.mouse.click(5, 5); // the backdrop, outside the dialog
  await ask.waitFor(WAIT);
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(dialog.getByLabel("Last Name").inputValue()).resolves.toBe("Tecleado");

  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await dialog.waitFor({ state: "hidden" });
});

test("moving the retreat a week keeps the daily schedule, names the talks left outside, and leaving unsaved asks first", async () => {
  const admin = await adminClient(session.app);
  const before = await admin.query(api.settings.get, {});
  const shift = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const oldSchedule = JSON.parse(before.retreat_daily_schedule) as Record<string, { start: string; end: string }>;
  const expected = Object.fromEntries(Object.entries(oldSchedule).map(([day, times]) => [shift(day), times]));

  const page = await session.page("/settings");
  await page.getByLabel("Start date").waitFor(WAIT);
  await page.getByLabel("Start date").fill(shift(before.retreat_start_date));
  await page.getByLabel("End date").fill(shift(before.retreat_end_date));
  const firstDay = shift(before.retreat_start_date);
  await expect(page.getByLabel(`Start time on ${firstDay}`).inputValue()).resolves.toBe(oldSchedule[before.retreat_start_date].start);

  // Leaving with the change unsaved asks; Keep Editing stays with the edits.
  await page.getByRole("link", { name: "Retreat Admin home" }).click();
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await ask.waitFor(WAIT);
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(page.getByLabel("Start date").inputValue()).resolves.toBe(firstDay);

  await page.getByRole("button", { name: "Save Settings" }).first().click();
  await page.getByText("Settings saved").waitFor(WAIT);
  await page.getByText(/talks? outside the retreat's dates/).first().waitFor(WAIT);
  const after = await admin.query(api.settings.get, {});
  expect(JSON.parse(after.retreat_daily_schedule)).toEqual(expected);

  // Saved: leaving no longer asks.
  await page.getByRole("link", { name: "Retreat Admin home" }).click();
  await page.getByText(/Welcome back/).waitFor(WAIT);
  expect(await ask.count()).toBe(0);
});
