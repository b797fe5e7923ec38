/**
 * Accounts for end-to-end tests, made through the app's own functions: the seeded admin imports a
 * server (which creates his account with a random temporary password), the account's password is
 * set through the emailed reset link, and the admin gives it roles; or the admin creates a staff
 * account as Admin Users does, and the user replaces its temporary password at first sign-in.
 */
import { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { Role } from "../../convex/shared/validators";
import type { App } from "./harness";

/** The admin, signed in through the public sign-in action, calling the app's own functions. */
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

/** The latest password reset link emailed to `email`, on the app's address, once it is in the outbox. */
export async function resetLink(app: App, email: string): Promise<string> {
  const encoded = encodeURIComponent(email);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const links = app.outbox().match(/https?:\/\/\S+\/reset-password#\S+/g) ?? [];
    const link = links.reverse().find((l) => l.includes(`email=${encoded}`));
    if (link) return app.url + link.slice(link.indexOf("/reset-password"));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset link for ${email} in the outbox:\n${app.outbox()}`);
}

async function resetCode(app: App, email: string): Promise<string> {
  const link = await resetLink(app, email);
  return new URLSearchParams(link.slice(link.indexOf("#") + 1)).get("code") ?? "";
}

export type TestAccount = { email: string; password: string; attendeeId: Id<"attendees">; userId: Id<"users"> };

/** A server on file with an account, a known password and `roles` (besides the server role unless replaced). */
export async function serverAccount(
  app: App,
  admin: ConvexHttpClient,
  person: { first_name: string; last_name: string; email: string; password: string; roles?: Role[] },
): Promise<TestAccount> {
  const imported = await admin.mutation(api.csvImport.importChunk, {
    attendeeType: "server",
    rows: [{ row: 2, values: { first_name: person.first_name, last_name: person.last_name, email: person.email } }],
  });
  const synced = await admin.action(api.csvImport.syncServerAccounts, { items: imported.servers });
  if (synced.success_count !== 1) throw new Error(`no account for ${person.email}: ${JSON.stringify(synced.errors)}`);
  const anonymous = new ConvexHttpClient(app.url);
  await anonymous.action(api.auth.signIn, { provider: "password", params: { email: person.email, flow: "reset" } });
  const code = await resetCode(app, person.email);
  await anonymous.action(api.auth.signIn, {
    provider: "password",
    params: { email: person.email, code, newPassword: person.password, flow: "reset-verification" },
  });
  const users = await admin.query(api.roles.listUsers, {});
  const user = users.find((u) => u.email === person.email);
  if (!user) throw new Error(`no account for ${person.email}`);
  if (person.roles) await admin.mutation(api.roles.setUserRoles, { userId: user.userId, roles: person.roles });
  return { email: person.email, password: person.password, attendeeId: imported.servers[0].attendeeId, userId: user.userId };
}

/** The check-in admin (not an admin) who works the door in the check-in tests. */
export async function doorAccount(app: App, admin: ConvexHttpClient): Promise<TestAccount> {
  return await serverAccount(app, admin, {
    first_name: "Marta",
    last_name: "Puerta",
    email: "door@parish.test",
    password: "door-staff-2026",
    roles: ["checkin_admin"],
  });
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
