/**
 * Admin Users in Chromium on the embedded backend: an admin creates a staff account and sees its
 * temporary password once; the new user must choose his own password at first sign-in; a reset
 * and a disabled account sign that user out at once; the last admin keeps his role.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { ACCOUNT_DISABLED } from "../../convex/model/passwordProvider";
import { LAST_ADMIN } from "../../convex/model/roles";
import { signInFirstTime } from "./accounts";
import { adminSession } from "./adminSession";

const EMAIL = "lucia.door@example.org";

const session = adminSession({ seed: "none" });
const shownPasswords: string[] = [];

async function newPage(): Promise<Page> {
  return await session.blankPage();
}

async function adminUsersPage(): Promise<Page> {
  const page = await session.page("/admin-users");
  await page.getByRole("heading", { name: "Admin Users" }).waitFor();
  return page;
}

const row = (page: Page, label: string) => page.getByRole("row", { name: label });

/** Reads the temporary password from its dialog, then closes it; it is not shown again. */
async function takeTemporaryPassword(page: Page): Promise<string> {
  const output = page.getByLabel("Temporary password");
  const password = ((await output.textContent()) ?? "").trim();
  expect(password).toMatch(/^[a-z]{8}\d{4}$/);
  await page.getByRole("button", { name: "Done" }).click();
  await output.waitFor({ state: "detached" });
  expect(await page.getByText(password).count()).toBe(0);
  shownPasswords.push(password);
  return password;
}

let admin: Page;
let user: Page;

test("an admin creates a staff account; the new user signs in with the temporary password and must set his own", async () => {
  admin = await adminUsersPage();
  await admin.getByRole("button", { name: "Create Account" }).click();
  const dialog = admin.getByRole("dialog", { name: "Create Account" });
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await dialog.getByText("Please enter a valid email address").waitFor();
  await dialog.getByLabel("Email").fill(EMAIL);
  await dialog.getByLabel("First name").fill("Lucía");
  await dialog.getByLabel("Last name").fill("Puerta");
  await dialog.getByLabel("Check-in admin").check();
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await admin.getByRole("heading", { name: "Account created" }).waitFor();
  await admin.getByText(/works until \w+ \d+, \d{4}, \d+:\d\d [AP]M/).waitFor();
  const temporary = await takeTemporaryPassword(admin);
  await row(admin, EMAIL).getByText("Temporary password").waitFor();
  await row(admin, EMAIL).getByText(/^Expires \w+ \d+, \d{4}/).waitFor();

  user = await newPage();
  await signInFirstTime(user, session.app.url, EMAIL, temporary, "lucia-own-password");
  await user.getByRole("heading", { name: "Check-In" }).waitFor();
  // The admin's list follows without a reload: the temporary password is gone.
  await row(admin, EMAIL).getByText("Active").waitFor({ timeout: 10_000 });
});

test("a password reset signs the user out everywhere at once, and the new temporary password must be replaced", async () => {
  await user.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await row(admin, EMAIL).getByRole("button", { name: `Reset password of ${EMAIL}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset Password" }).click();
  await admin.getByRole("heading", { name: "Password reset" }).waitFor();
  const temporary = await takeTemporaryPassword(admin);

  await user.getByText("Welcome Back").waitFor({ timeout: 10_000 });
  expect(await user.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await signInFirstTime(user, session.app.url, EMAIL, temporary, "lucia-second-password");
});

test("a disabled account is signed out and cannot sign in; the last admin keeps his role and account", async () => {
  await row(admin, EMAIL).getByRole("button", { name: `Disable ${EMAIL}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await row(admin, EMAIL).getByText("Disabled").waitFor();
  await user.getByText("Welcome Back").waitFor({ timeout: 10_000 });
  await user.getByLabel("Email").fill(EMAIL);
  await user.getByLabel("Password", { exact: true }).fill("lucia-second-password");
  await user.getByRole("button", { name: "Sign In as Admin" }).click();
  await user.getByText(ACCOUNT_DISABLED).waitFor();

  const self = row(admin, session.app.adminEmail);
  expect(await self.getByRole("button", { name: `Disable ${session.app.adminEmail}` }).isDisabled()).toBe(true);
  await self.getByRole("button", { name: `Admin role of ${session.app.adminEmail}` }).locator(".MuiChip-deleteIcon").click();
  await admin.getByText(LAST_ADMIN).waitFor();
  await self.getByText("Admin", { exact: true }).waitFor();

  // No temporary password reached the server's log.
  for (const password of shownPasswords) expect(session.app.logs()).not.toContain(password);
});
