/**
 * A stranger's wrong passwords lock out strangers only: the admin keeps signing in from a browser
 * he signed in from before, and his reset link works and lifts every lock.
 */
import { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { resetLink } from "./accounts";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";

const session = adminSession();
const NEW_PASSWORD = "after the siege 2026";

async function storedDeviceToken(page: Page): Promise<string> {
  const token = await page.waitForFunction(
    (email) => {
      const stored = window.localStorage.getItem("retreatAdmin.deviceTokens");
      return stored === null ? undefined : (JSON.parse(stored) as Record<string, string>)[email];
    },
    session.app.adminEmail,
    { timeout: 15_000, polling: 200 },
  );
  return (await token.jsonValue()) as string;
}

async function signInRefusal(page: Page, password: string): Promise<string> {
  await page.goto(`${session.app.url}/auth`);
  await page.getByLabel("Email").fill(session.app.adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In as Admin" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Sign In Failed" });
  await toast.waitFor();
  return await toast.innerText();
}

test("after a stranger's wrong passwords the admin signs in from his own browser, and his reset lifts the lock", async () => {
  const owner = await session.page("/");
  const token = await storedDeviceToken(owner);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const stranger = new ConvexHttpClient(session.app.url);
  const answers: string[] = [];
  for (let i = 0; i < 12; i++) {
    const params = { email: session.app.adminEmail, password: `guess number ${i}`, flow: "signIn" };
    answers.push(await stranger.action(api.auth.signIn, { provider: "password", params }).then(() => "signed in", (error: { data?: { code?: string } }) => error.data?.code ?? "?"));
  }
  expect(answers.slice(0, 10)).toEqual(Array(10).fill("INVALID_CREDENTIALS"));
  expect(answers.slice(10)).toEqual(["TOO_MANY_ATTEMPTS", "TOO_MANY_ATTEMPTS"]);

  // Another browser, even with the right password, is locked out with the stranger...
  const elsewherePage = await session.blankPage({ viewport: { width: 1280, height: 720 } });
  expect(await signInRefusal(elsewherePage, session.app.adminPassword)).toContain("Too many failed sign-in attempts");

  // ...but the admin's own browser is not.
  const reloaded = owner.waitForEvent("load");
  await owner.getByRole("button", { name: "Sign Out" }).click();
  await reloaded;
  await signIn(owner, session.app.url, session.app.adminEmail, session.app.adminPassword);

  // His reset link works and, once used, the other browser may sign in again.
  const resetPage = await session.blankPage({ viewport: { width: 1280, height: 720 } });
  await resetPage.goto(`${session.app.url}/auth`);
  await resetPage.getByRole("button", { name: "Forgot your password? No problem!" }).click();
  await resetPage.getByLabel("Email").fill(session.app.adminEmail);
  await resetPage.getByRole("button", { name: "Send Reset Link" }).click();
  await resetPage.getByText("Check your email for password reset instructions").waitFor();
  await resetPage.goto(await resetLink(session.app, session.app.adminEmail));
  await resetPage.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await resetPage.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await resetPage.getByRole("button", { name: "Set New Password" }).click();
  await resetPage.getByText("You can now sign in with your new password.").waitFor();

  await signIn(elsewherePage, session.app.url, session.app.adminEmail, NEW_PASSWORD);
  await elsewherePage.context().close();
});
