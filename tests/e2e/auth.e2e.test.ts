/**
 * Sign-in, password recovery, permissions and live role changes, in Chromium against the
 * embedded backend started as `npm start` does.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { Role } from "../../convex/shared/validators";
import { adminClient, resetLink } from "./accounts";
import { adminSession } from "./adminSession";

const SERVER_EMAIL = "tomas.prueba@example.org";
const SERVER_PASSWORD = "chapel-hours-2026";
const SERVER = { email: SERVER_EMAIL, password: SERVER_PASSWORD };

const session = adminSession();
let admin: ConvexHttpClient;

/** A server account, made the way a server CSV upload makes it (random temporary password). */
async function createServerAccount(email: string): Promise<void> {
  const imported = await admin.mutation(api.csvImport.importChunk, {
    attendeeType: "server",
    rows: [{ row: 2, values: { first_name: "Tomás", last_name: "Prueba", email } }],
  });
  const synced = await admin.action(api.csvImport.syncServerAccounts, { items: imported.servers });
  expect(synced.success_count).toBe(1);
}

async function userIdOf(email: string): Promise<Id<"users">> {
  const users = await admin.query(api.roles.listUsers, {});
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no account for ${email}`);
  return user.userId;
}

async function setRoles(email: string, roles: Role[]): Promise<void> {
  await admin.mutation(api.roles.setUserRoles, { userId: await userIdOf(email), roles });
}

async function cardTitles(page: Page): Promise<string[]> {
  return await page.locator('nav[aria-label="Dashboard"] h2').allTextContents();
}

beforeAll(async () => {
  admin = await adminClient(session.app);
  await createServerAccount(SERVER_EMAIL);
});

test("the seeded admin signs in, sees the header and every admin card, and signs out", async () => {
  const { app } = session;
  const page = await session.dashboard();
  await page.getByText("ACTS Men's Retreat #50 (St. Agnes Catholic Church)").waitFor();
  await page.getByText(/^\d+ days until retreat$/).waitFor();
  await page.getByText(/^\d+% registered$/).waitFor();
  await page.getByRole("link", { name: "Reserve Your Hour Today" }).waitFor();
  expect(await cardTitles(page)).toEqual(
    expect.arrayContaining(["Server Dashboards", "Attendees", "Rooms", "Check-In", "Reports", "Palancas", "Roles", "Settings", "Finance", "Admin Users"]),
  );
  await page.getByText(`© ${new Date().getFullYear()} Retreat Admin. All rights reserved.`).waitFor();

  // Sign-out ends with a page load at "/" 50 ms later (SPEC §4); wait for it, or it would abort the next navigation.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await reloaded;
  await page.getByText("Welcome Back").waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  await page.goto(`${app.url}/roles`);
  await page.waitForURL(`${app.url}/auth`);
  await page.close();
});

test("a wrong password and an unknown email both show 'Sign In Failed' with the same message", async () => {
  const { app } = session;
  const page = await session.blankPage();
  const attempt = async (email: string) => {
    await page.goto(`${app.url}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In as Admin" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Sign In Failed" });
    await toast.waitFor();
    const text = await toast.innerText();
    await page.getByRole("button", { name: "Close" }).click();
    return text;
  };
  const wrongPassword = await attempt(app.adminEmail);
  const unknownEmail = await attempt("nobody-here@example.org");
  expect(wrongPassword).toContain("Invalid email or password.");
  expect(unknownEmail).toBe(wrongPassword);
  await page.close();
});

test("a forgotten password is reset through the emailed link, and the server then signs in on the User tab", async () => {
  const { app } = session;
  const page = await session.blankPage();
  await page.goto(app.url);
  await page.getByRole("button", { name: "Forgot your password? No problem!" }).click();
  await page.getByLabel("Email").fill(SERVER_EMAIL);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await page.getByText("Check your email for password reset instructions").waitFor();

  await page.goto(await resetLink(app, SERVER_EMAIL));
  await page.getByText("Set New Password", { exact: true }).first().waitFor();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await page.getByText("Password must be at least 8 characters long.").waitFor();
  await page.getByLabel("New password", { exact: true }).fill(SERVER_PASSWORD);
  await page.getByLabel("Confirm new password").fill(SERVER_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await page.getByText("You can now sign in with your new password.").waitFor();
  await page.getByText("Welcome Back").waitFor();
  expect(new URL(page.url()).hash).toBe("");

  await page.getByRole("tab", { name: "User" }).click();
  await page.getByLabel("Email").fill(SERVER_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(SERVER_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${app.url}/server-dashboard`);
  await page.getByText("Welcome, Tomás Prueba").waitFor();
  await page.close();
});

test("a check-in admin sees only his cards and gets 'Admin Access Required' on /finance", async () => {
  await setRoles(SERVER_EMAIL, ["checkin_admin"]);
  const page = await session.dashboard({ as: SERVER });
  await page.getByRole("link", { name: "Reserve Your Hour Today" }).waitFor();
  expect(await cardTitles(page)).toEqual(["Server Dashboard", "Check-In", "Adoration Schedule"]);
  await page.goto(`${session.app.url}/finance`);
  await page.getByText("Admin Access Required").waitFor();
  await page.getByRole("link", { name: "Go Home" }).click();
  await page.getByText(`Welcome back, ${SERVER_EMAIL}`).waitFor();
  await page.close();
});

test("an admin changes a signed-in user's roles in another browser and that user's dashboard follows without a reload", async () => {
  await setRoles(SERVER_EMAIL, ["checkin_admin"]);
  const userPage = await session.dashboard({ as: SERVER });
  await userPage.getByRole("heading", { name: "Check-In" }).waitFor();
  await userPage.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const adminPage = await session.page("/roles");
  await adminPage.getByLabel(`Palancas admin for ${SERVER_EMAIL}`).check();
  await userPage.getByRole("heading", { name: "Palancas" }).waitFor({ timeout: 10_000 });

  await adminPage.getByLabel(`Check-in admin for ${SERVER_EMAIL}`).uncheck();
  await userPage.getByRole("heading", { name: "Check-In" }).waitFor({ state: "detached", timeout: 10_000 });
  expect(await cardTitles(userPage)).toEqual(["Server Dashboard", "Palancas", "Adoration Schedule"]);
  expect(await userPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
