/**
 * Talks and the speaker portal in a real browser: staff assign a talk (a time outside the day's
 * schedule is refused first), the speaker opens his link with no session, confirms and leaves a
 * note, staff see both without reloading, and a rotated link shows the invalid page at once. The
 * link is shown to staff once, when it is made, and never again on the page.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";
import { adminClient } from "./accounts";

const session = adminSession();

async function freshPage(): Promise<Page> {
  return await session.blankPage({ viewport: { width: 1500, height: 1000 } });
}

const TITLE = "Walking with Christ";
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

test("assign a talk, the speaker confirms it from his link without signing in, staff see it live; a rotated link is dead", async () => {
  const admin = await adminClient(session.app);
  const talks = await admin.query(api.talks.list, {});
  const { page: servers } = await admin.query(api.talks.serverPage, { paginationOpts: { numItems: 200, cursor: null } });
  const speaker = servers.find((s) => !talks.some((t) => t.speaker_id === s._id))!;
  const speakerName = `${speaker.first_name} ${speaker.last_name}`;

  const staff = await freshPage();
  await signIn(staff, session.app.url, session.app.adminEmail, session.app.adminPassword);
  await staff.goto(`${session.app.url}/talks-testimonies`);
  await staff.getByRole("heading", { name: "Talks & Testimonies" }).waitFor();
  await staff.getByRole("button", { name: "Add Talk" }).click();
  const dialog = staff.getByRole("dialog");
  await dialog.getByLabel("Title").fill(TITLE);
  const speakerField = dialog.getByRole("combobox", { name: "Speaker" });
  await speakerField.fill(fold(speakerName));
  await staff.getByRole("option", { name: speakerName }).waitFor();
  await speakerField.press("Enter");
  await dialog.getByLabel("Place").fill("Chapel");
  // The first day's schedule starts at 17:00: a morning talk is refused with the reason.
  await dialog.getByLabel("Time").fill("09:00");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("alert").filter({ hasText: "the retreat runs from 5:00 PM to 10:00 PM; this talk would run from 9:00 AM to 9:30 AM." }).waitFor();
  await dialog.getByLabel("Time").fill("19:00");
  await dialog.getByRole("button", { name: "Save" }).click();

  // The new talk's link, shown this once.
  const linkDialog = staff.getByRole("dialog", { name: `Portal link for ${speakerName}` });
  await linkDialog.getByText("This link is shown only now").waitFor();
  const link = await linkDialog.getByLabel("Portal link").inputValue();
  expect(link).toMatch(new RegExp(`^${session.app.url}/speaker-portal/[A-Za-z0-9_-]{43}$`));
  expect(await linkDialog.getByRole("link", { name: "Open Portal" }).getAttribute("href")).toBe(link);
  await linkDialog.getByRole("button", { name: "Done" }).click();
  await linkDialog.waitFor({ state: "detached" });

  const row = staff.getByRole("row", { name: TITLE });
  await row.getByText(speakerName, { exact: true }).waitFor();
  const status = row.getByRole("combobox");
  expect(await status.textContent()).toBe("Assigned");
  expect(await staff.content()).not.toContain(link.slice(link.lastIndexOf("/") + 1));

  // The speaker, in a browser with no session.
  const portal = await freshPage();
  await portal.goto(link);
  await portal.getByRole("heading", { name: `Welcome, ${speakerName}` }).waitFor();
  const card = portal.getByRole("article", { name: TITLE });
  await card.getByText("Place: Chapel").waitFor();
  await card.getByText("Waiting for your confirmation").waitFor();
  expect(await portal.getByText(/Settings|Sign Out|Retreatant/).count()).toBe(0);
  await card.getByRole("button", { name: "Confirm Talk" }).click();
  await card.getByText("Confirmed", { exact: true }).waitFor();
  await card.getByLabel("Note for the retreat team").fill("I will need a microphone.");
  await card.getByRole("button", { name: "Send Note" }).click();

  // Staff see the confirmation and the note without reloading.
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("Confirmed");
  await row.getByText("From the speaker: I will need a microphone.").waitFor({ timeout: 10_000 });

  // Rotating kills the old link at once, even on the page the speaker has open.
  await row.getByRole("button", { name: `Rotate portal link for ${TITLE}` }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Rotate Link" }).click();
  await portal.getByRole("heading", { name: "This link is no longer valid" }).waitFor({ timeout: 10_000 });
  const newLinkDialog = staff.getByRole("dialog", { name: `Portal link for ${speakerName}` });
  const newLink = await newLinkDialog.getByLabel("Portal link").inputValue();
  expect(newLink).toMatch(new RegExp(`^${session.app.url}/speaker-portal/[A-Za-z0-9_-]{43}$`));
  expect(newLink).not.toBe(link);
  await newLinkDialog.getByRole("button", { name: "Done" }).click();

  const later = await freshPage();
  await later.goto(link);
  await later.getByRole("heading", { name: "This link is no longer valid" }).waitFor();
  expect(await later.getByText(speakerName).count()).toBe(0);
  await later.goto(`${session.app.url}/speaker-portal/not-a-token`);
  await later.getByRole("heading", { name: "This link is no longer valid" }).waitFor();
  await later.goto(newLink);
  await later.getByRole("heading", { name: `Welcome, ${speakerName}` }).waitFor();
});
