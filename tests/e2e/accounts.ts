/** Accounts for end-to-end tests, made through the app's own public functions as the seeded admin. */
import { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import type { Role } from "../../convex/model/validators";
import type { App } from "./harness";

/** The admin, signed in through the public sign-in action. */
export async function adminClient(app: App): Promise<ConvexHttpClient> {
  const client = new ConvexHttpClient(app.url);
  const { tokens } = await client.action(api.auth.signIn, {
    provider: "password",
    params: { email: app.adminEmail, password: app.adminPassword, flow: "signIn" },
  });
  if (!tokens) throw new Error("the seeded admin could not sign in");
  client.setAuth(tokens.token);
  return client;
}

/** Creates an account as Admin Users does; returns its temporary password. */
export async function createAccount(
  admin: ConvexHttpClient,
  account: { email: string; firstName: string; lastName: string; roles: Role[] },
): Promise<string> {
  const { temporaryPassword } = await admin.action(api.adminUsers.create, account);
  return temporaryPassword;
}

/** First sign-in with a temporary password: the app asks for a new one, then shows the dashboard. */
export async function signInFirstTime(page: Page, url: string, email: string, temporary: string, newPassword: string): Promise<void> {
  await page.goto(`${url}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(temporary);
  await page.getByRole("button", { name: "Sign In as Admin" }).click();
  await page.getByRole("heading", { name: "Set New Password" }).waitFor({ timeout: 20_000 });
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await page.getByText(/Welcome back/).waitFor({ timeout: 20_000 });
}
