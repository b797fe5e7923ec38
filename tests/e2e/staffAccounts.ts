/**
 * Staff accounts for end-to-end tests, made through the app's own public functions: the seeded
 * admin over HTTP, and other staff as a server import followed by the emailed password reset.
 */
import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import type { Role } from "../../convex/model/validators";
import type { App } from "./harness";

/** The seeded admin, signed in through the public sign-in action. */
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

async function resetCode(app: App, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const links = app.outbox().match(/\/reset-password#\S+/g) ?? [];
    const link = links.reverse().find((l) => l.includes(`email=${encodeURIComponent(email)}`));
    if (link) return new URLSearchParams(link.slice(link.indexOf("#") + 1)).get("code") ?? "";
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset link for ${email} in the outbox`);
}

/** A staff account with `roles` and a known password. */
export async function createStaffAccount(
  app: App,
  admin: ConvexHttpClient,
  account: { email: string; firstName: string; lastName: string; password: string; roles: Role[] },
): Promise<void> {
  const imported = await admin.mutation(api.csvImport.importChunk, {
    attendeeType: "server",
    rows: [{ row: 2, values: { first_name: account.firstName, last_name: account.lastName, email: account.email } }],
  });
  await admin.action(api.csvImport.syncServerAccounts, { items: imported.servers });
  const anonymous = new ConvexHttpClient(app.url);
  await anonymous.action(api.auth.signIn, { provider: "password", params: { email: account.email, flow: "reset" } });
  const code = await resetCode(app, account.email);
  await anonymous.action(api.auth.signIn, {
    provider: "password",
    params: { email: account.email, code, newPassword: account.password, flow: "reset-verification" },
  });
  const users = await admin.query(api.roles.listUsers, {});
  const user = users.find((u) => u.email === account.email);
  if (!user) throw new Error(`no account for ${account.email}`);
  await admin.mutation(api.roles.setUserRoles, { userId: user.userId, roles: account.roles });
}
