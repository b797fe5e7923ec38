/**
 * A plain `npm start` (no RETREAT_ADMIN_PASSWORD): the first administrator signs in with the
 * documented password and must choose his own before anything else, in the browser and on the server.
 */
import { ConvexHttpClient } from "convex/browser";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { signInFirstTime } from "./accounts";
import { adminSession } from "./adminSession";

const OWN_PASSWORD = "the rector's own secret";

const session = adminSession({ seed: "none", documentedAdmin: true });

test("the documented admin password works once, to choose his own; the server refuses anything else until then", async () => {
  const { app } = session;
  expect(app.logs()).toContain(`Admin password: ${app.adminPassword} (to be changed at first sign-in)`);

  const client = new ConvexHttpClient(app.url);
  const { tokens } = await client.action(api.auth.signIn, {
    provider: "password",
    params: { email: app.adminEmail, password: app.adminPassword, flow: "signIn" },
  });
  client.setAuth(tokens!.token);
  expect((await client.query(api.users.viewer, {}))?.mustChangePassword).toBe(true);
  await expect(client.query(api.adminUsers.list, {})).rejects.toMatchObject({ data: { code: "PASSWORD_CHANGE_REQUIRED" } });

  const page = await session.blankPage();
  await signInFirstTime(page, app.url, app.adminEmail, app.adminPassword, OWN_PASSWORD);
  await page.locator('nav[aria-label="Dashboard"] h2', { hasText: "Admin Users" }).waitFor();
  await page.close();

  await expect(
    client.action(api.auth.signIn, { provider: "password", params: { email: app.adminEmail, password: app.adminPassword, flow: "signIn" } }),
  ).rejects.toMatchObject({ data: { code: "INVALID_CREDENTIALS" } });
  const again = await session.dashboard({ as: { email: app.adminEmail, password: OWN_PASSWORD } });
  await again.close();
});
