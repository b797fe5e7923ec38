/**
 * Hostile text (part of the reliability suite): script and markup payloads saved through the
 * app's own functions in every text field of men, rooms, tables, talks (and the speaker's note),
 * prayers and palanca letters, then rendered in Chromium on the grid, each profile, the printed
 * badges, the rooms, tables and floor plan screens, every report, palancas, talks, prayers and
 * the speaker portal. No payload may run: `window.__pwned` stays unset, no dialog opens and no
 * payload leaves markup in the page (an event handler, a javascript: link, an inline script or
 * frame); where the screen shows the text, it shows it as typed.
 */
import type { ConvexClient } from "convex/browser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { client } from "../conformance/helpers";
import { report } from "../reliability/config";
import { payloads } from "../reliability/payloads";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";
import { capturePrints } from "./printCapture";

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

// Without the demo: the grid shows only the hostile men (and stays within one live page).
const session = adminSession({ seed: "none" });
let staff: ConvexClient;
const men: Id<"attendees">[] = [];
let fieldsFilled = 0;
let portalToken = "";
/** A payload short enough for every title and name field, shown whole where the screen shows the field. */
const SHOWN = PAYLOADS[0];
let screensChecked = 0;

async function signedInClient(): Promise<ConvexClient> {
  const { app } = session;
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
  await staffEnteredText();
}, 180_000);

/** Talks (with the speaker's own note through his link), a prayer and palanca letters, all hostile. */
async function staffEnteredText(): Promise<void> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await staff.mutation(api.settings.save, { values: { retreat_start_date: day(30), retreat_end_date: day(32) } });
  const speakerInput = { attendee_type: "server" as const, last_name: "Speaker", email: "hostile-speaker@example.org" };
  const speakerId = await tryCreate(
    () => staff.mutation(api.attendees.create, { input: { ...speakerInput, first_name: SHOWN } }),
    () => staff.mutation(api.attendees.create, { input: { ...speakerInput, first_name: "Hostile" } }),
  );
  for (const [i, payload] of PAYLOADS.entries()) {
    const talk = { kind: "talk" as const, speaker_id: speakerId, day: day(30 + (i % 3)), duration_minutes: 15, status: "assigned" as const };
    await staff.mutation(api.talks.create, { ...talk, title: i === 0 ? SHOWN : payload, time: `${String(8 + Math.floor(i / 3)).padStart(2, "0")}:00`, place: payload, staff_notes: PAYLOADS.join("\n").slice(0, 1000) });
    await staff.mutation(api.prayers.create, { title: payload, body: `<p>${PAYLOADS.join("</p><p>")}</p>${payload}`, kind: i % 2 === 0 ? "prayer" : "intention" });
    fieldsFilled += 5;
  }
  // The portal token is given out only when a link is made: make a new one for the first talk.
  portalToken = (await staff.mutation(api.talks.rotateLink, { talkId: (await staff.query(api.talks.list, {}))[0]._id })).portalToken;
  const speakerClient = client(session.app.url);
  const { talks } = (await speakerClient.query(api.speakerPortal.view, { token: portalToken }))!;
  await speakerClient.mutation(api.speakerPortal.saveNote, { token: portalToken, talkId: talks[0]._id, note: PAYLOADS.join(" ").slice(0, 1000) });
  await speakerClient.close();
  for (const [i, payload] of PAYLOADS.entries()) {
    const letter = { from_name: i === 0 ? SHOWN : payload, relationship: payload, received_date: day(-1), notes: PAYLOADS.join(" ").slice(0, 1000) };
    await staff.mutation(api.palancas.log, { attendeeId: men[0], ...letter });
    fieldsFilled += 3;
  }
}

afterAll(async () => {
  await staff?.close();
  report("hostile text", { "payloads tried": PAYLOADS.length, "text fields filled": fieldsFilled, "screens checked": screensChecked });
});

/** A page that records every dialog (alert, confirm, prompt) a payload might open. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await session.blankPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/**
 * Markup rendered as HTML would run its handlers as its resources load or fail (an image's
 * onerror): once the network is idle and two frames have been drawn after it, every such handler
 * has had its turn, and what it would leave is checked.
 */
async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  expect(await injectedMarkup(page), where).toEqual([]);
  screensChecked++;
}

/** Markup a payload would leave if it were rendered as HTML: handlers, javascript: URLs, inline scripts, frames. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith("on") || (/^\s*javascript:/i.test(attribute.value) && ["href", "src", "data", "action"].includes(attribute.name))) {
          found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
        }
      }
      if (element.tagName === "SCRIPT" && !element.hasAttribute("src")) found.push("inline <script>");
      if (element.tagName === "IFRAME" && element.hasAttribute("srcdoc")) found.push("<iframe srcdoc>");
    }
    return found;
  });
}

/** The payload appears on the page as the text it is. */
async function expectShownAsText(page: Page, where: string): Promise<void> {
  await expect.poll(async () => await page.evaluate(() => document.body.innerText), { message: where, timeout: 10_000 }).toContain(SHOWN);
}

test("the grid and the printed badges show the payloads as text", async () => {
  const { app } = session;
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/attendees`);
  await page.getByRole("checkbox", { name: "Select row" }).first().waitFor();
  await expectNothingRan(page, dialogs, "attendee grid");

  await capturePrints(page);
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
  const { app } = session;
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
  const { app } = session;
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

test("every report shows the payloads as text", async () => {
  const { app } = session;
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/reports`);
  const tabs = page.getByRole("tablist", { name: "Reports" }).getByRole("tab");
  await tabs.first().waitFor();
  const count = await tabs.count();
  let shown = false;
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await page.getByLabel("Loading the report").waitFor({ state: "detached", timeout: 20_000 });
    await expectNothingRan(page, dialogs, `report ${await tabs.nth(i).innerText()}`);
    shown ||= (await page.evaluate(() => document.body.innerText)).includes(SHOWN);
  }
  expect(count).toBeGreaterThan(5);
  expect(shown, "a report shows the allergies, health issues and other fields as typed").toBe(true);
  await page.close();
});

test("palancas, talks and prayers show the staff's payloads as text", async () => {
  const { app } = session;
  const { page, dialogs } = await watchedPage();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await page.goto(`${app.url}/palancas`);
  await page.getByRole("heading", { name: "Palancas" }).waitFor();
  await page.getByRole("button", { name: new RegExp(`, ${PAYLOADS.length} letters$`) }).first().click();
  await page.getByRole("region", { name: new RegExp(`: ${PAYLOADS.length} letters$`) }).waitFor();
  await expectShownAsText(page, "palancas");
  await expectNothingRan(page, dialogs, "palancas");
  for (const [path, heading] of [
    ["/talks-testimonies", "Talks & Testimonies"],
    ["/prayers", "Prayers"],
  ] as const) {
    await page.goto(`${app.url}${path}`);
    await page.getByRole("heading", { name: heading }).waitFor();
    await expectShownAsText(page, path);
    await expectNothingRan(page, dialogs, path);
  }
  await page.close();
});

test("the speaker portal shows the staff's and the speaker's payloads as text, with no session", async () => {
  const { page, dialogs } = await watchedPage();
  await page.goto(`${session.app.url}/speaker-portal/${portalToken}`);
  await page.getByRole("heading", { name: /^Welcome, / }).waitFor();
  await expectShownAsText(page, "speaker portal");
  await expectNothingRan(page, dialogs, "speaker portal");
});
