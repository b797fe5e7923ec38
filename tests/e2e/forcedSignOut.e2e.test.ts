/**
 * A session ended by someone else, in a real browser: an administrator resets a staff member's
 * password while the staff member has the app open; his page drops to the sign-in page, which
 * says why instead of just appearing, under the retreat's logo and name.
 */
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient, doorAccount } from "./accounts";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";

const session = adminSession();

test("a password reset by an admin signs the staff member out with the reason on the sign-in page", async () => {
  const admin = await adminClient(session.app);
  const staff = await doorAccount(session.app, admin);
  const page = await session.blankPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, session.app.url, staff.email, staff.password);
  // signIn waited for his dashboard ("Welcome back").
  expect(await page.getByText(/You were signed out because your session ended/).count()).toBe(0);

  await admin.action(api.adminUsers.resetPassword, { userId: staff.userId });

  await page.getByText(/You were signed out because your session ended/).waitFor({ timeout: 20_000 });
  await page.getByText(/an administrator reset your password/).waitFor();
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await page.getByRole("link", { name: "Retreat Admin home" }).first().waitFor();
  await page.context().close();
});
