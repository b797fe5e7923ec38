import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ADMIN_USER_MESSAGES } from "./model/adminUsers";
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS } from "./model/passwordProvider";
import { LAST_ADMIN } from "./model/roles";
import { TEMPORARY_PASSWORD_EXPIRED, TEMPORARY_PASSWORD_HOURS } from "./model/temporaryPasswords";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const ADMIN_EMAIL = "rector@stagnes.org";
const ADMIN_PASSWORD = "correct horse battery";

async function signIn(t: TestConvex, email: string, password: string) {
  const { tokens } = await t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });
  if (!tokens) throw new Error("no tokens");
  const payload = JSON.parse(atob(tokens.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  return t.withIdentity({ subject: payload.sub });
}

/** A deployment with a real, signed-in administrator. */
async function withAdmin() {
  const t = setupTest();
  const { userId } = await t.action(internal.seed.createAdmin, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return { t, adminId: userId, admin: await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD) };
}

const sessionsOf = (t: TestConvex, userId: Id<"users">) =>
  t.run(async (ctx) => await ctx.db.query("authSessions").withIndex("userId", (q) => q.eq("userId", userId)).collect());

describe("Admin Users", { timeout: 60_000 }, () => {
  test("an admin creates an account with roles and a random temporary password shown once; it must be changed at sign-in", async () => {
    const { t, admin } = await withAdmin();
    const created = await admin.action(api.adminUsers.create, {
      email: "  Door@StAgnes.org ",
      firstName: " Tomás ",
      lastName: "Reyes",
      roles: ["checkin_admin", "basic"],
    });
    expect(created.email).toBe("door@stagnes.org");
    expect(created.temporaryPassword).toMatch(/^[a-z]{8}\d{4}$/);
    const other = await admin.action(api.adminUsers.create, { email: "b@stagnes.org", firstName: "B", lastName: "C", roles: ["basic"] });
    expect(other.temporaryPassword).not.toBe(created.temporaryPassword);

    const listed = (await admin.query(api.adminUsers.list, {})).find((user) => user.userId === created.userId);
    expect(listed).toMatchObject({ firstName: "Tomás", lastName: "Reyes", roles: ["checkin_admin", "basic"], mustChangePassword: true, disabled: false });

    const user = await signIn(t, "door@stagnes.org", created.temporaryPassword);
    const viewer = await user.query(api.users.viewer, {});
    expect(viewer?.mustChangePassword).toBe(true);
    expect([...(viewer?.roles ?? [])].sort()).toEqual(["basic", "checkin_admin"]);
    await user.action(api.users.completeRequiredPasswordChange, { newPassword: "my own door secret" });
    expect((await user.query(api.users.viewer, {}))?.mustChangePassword).toBe(false);

    // The password is nowhere in the database in clear: not on the account, not in the audit trail.
    const stored = await t.run(async (ctx) => JSON.stringify([await ctx.db.query("users").collect(), await ctx.db.query("auditLog").collect(), await ctx.db.query("authAccounts").collect()]));
    expect(stored).not.toContain(created.temporaryPassword);
    expect(stored).not.toContain(other.temporaryPassword);
  });

  test("bad details and an email already in use are refused, naming the problem", async () => {
    const { admin } = await withAdmin();
    const create = (args: { email: string; firstName: string; lastName: string; roles: ("admin" | "basic")[] }) =>
      refusalOf(admin.action(api.adminUsers.create, args));
    expect((await create({ email: ADMIN_EMAIL.toUpperCase(), firstName: "A", lastName: "B", roles: ["basic"] })).message).toBe(
      ADMIN_USER_MESSAGES.emailTaken,
    );
    expect((await create({ email: "not-an-email", firstName: "A", lastName: "B", roles: ["basic"] })).message).toBe(
      "Please enter a valid email address",
    );
    expect((await create({ email: "x@y.org", firstName: " ", lastName: "B", roles: ["basic"] })).message).toBe("First name: Text is required");
    expect((await create({ email: "x@y.org", firstName: "A", lastName: "B".repeat(51), roles: ["basic"] })).message).toBe(
      "Last name: Text must be 50 characters or less",
    );
    expect((await create({ email: "x@y.org", firstName: "A", lastName: "B", roles: [] })).message).toBe(ADMIN_USER_MESSAGES.roleRequired);
  });

  test("a name's refusal says which name (and the limit) as values, for the client's languages", async () => {
    const { admin } = await withAdmin();
    const create = (firstName: string, lastName: string) =>
      refusalOf<Record<string, unknown>>(admin.action(api.adminUsers.create, { email: "x@y.org", firstName, lastName, roles: ["basic"] }));
    expect(await create(" ", "B")).toEqual({
      code: "INVALID",
      reason: "accountNameRequired",
      message: "First name: Text is required",
      params: { field: "first" },
    });
    expect(await create("A", "B".repeat(51))).toEqual({
      code: "INVALID",
      reason: "accountNameTooLong",
      message: "Last name: Text must be 50 characters or less",
      params: { field: "last", max: "50" },
    });
  });

  test("a reset gives a new temporary password, ends every session of that user and the old password stops working", async () => {
    const { t, admin, adminId } = await withAdmin();
    const { userId, temporaryPassword } = await admin.action(api.adminUsers.create, {
      email: "cook@stagnes.org",
      firstName: "Ana",
      lastName: "Cook",
      roles: ["basic"],
    });
    const phone = await signIn(t, "cook@stagnes.org", temporaryPassword);
    await phone.action(api.users.completeRequiredPasswordChange, { newPassword: "kitchen password" });
    const laptop = await signIn(t, "cook@stagnes.org", "kitchen password");
    expect(await sessionsOf(t, userId)).toHaveLength(2);

    const reset = await admin.action(api.adminUsers.resetPassword, { userId });
    expect(reset.temporaryPassword).toMatch(/^[a-z]{8}\d{4}$/);
    expect(reset.temporaryPassword).not.toBe(temporaryPassword);
    expect(await sessionsOf(t, userId)).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("authRefreshTokens").collect())).toHaveLength(1); // the admin's own
    expect(await laptop.query(api.users.viewer, {})).toBeNull();
    expect((await refusalOf(laptop.query(api.adoration.days, {}))).code).toBe("UNAUTHENTICATED");
    expect(await refusalOf(t.action(api.auth.signIn, { provider: "password", params: { email: "cook@stagnes.org", password: "kitchen password", flow: "signIn" } }))).toEqual({
      code: "INVALID_CREDENTIALS",
      message: INVALID_CREDENTIALS,
    });
    const again = await signIn(t, "cook@stagnes.org", reset.temporaryPassword);
    expect((await again.query(api.users.viewer, {}))?.mustChangePassword).toBe(true);

    expect((await refusalOf(admin.action(api.adminUsers.resetPassword, { userId: adminId }))).message).toBe(ADMIN_USER_MESSAGES.ownPassword);
    expect(await sessionsOf(t, adminId)).toHaveLength(1);
  });

  test("a disabled account cannot sign in and its open sessions end; enabled again, it signs in", async () => {
    const { t, admin, adminId } = await withAdmin();
    const { userId, temporaryPassword } = await admin.action(api.adminUsers.create, {
      email: "gone@stagnes.org",
      firstName: "Gone",
      lastName: "Soon",
      roles: ["basic"],
    });
    const open = await signIn(t, "gone@stagnes.org", temporaryPassword);
    await admin.mutation(api.adminUsers.setDisabled, { userId, disabled: true });
    expect(await sessionsOf(t, userId)).toEqual([]);
    expect(await open.query(api.users.viewer, {})).toBeNull();
    expect(await refusalOf(signIn(t, "gone@stagnes.org", temporaryPassword))).toEqual({ code: "ACCOUNT_DISABLED", message: ACCOUNT_DISABLED });
    // A wrong password does not learn that the account is disabled.
    expect((await refusalOf(signIn(t, "gone@stagnes.org", "wrong password"))).code).toBe("INVALID_CREDENTIALS");
    expect((await admin.query(api.adminUsers.list, {})).find((user) => user.userId === userId)?.disabled).toBe(true);

    await admin.mutation(api.adminUsers.setDisabled, { userId, disabled: false });
    await signIn(t, "gone@stagnes.org", temporaryPassword);
    expect((await refusalOf(admin.mutation(api.adminUsers.setDisabled, { userId: adminId, disabled: true }))).message).toBe(
      ADMIN_USER_MESSAGES.ownAccount,
    );
  });

  test("roles are removed one by one, but the last administrator keeps the admin role and cannot be disabled", async () => {
    const { t, admin, adminId } = await withAdmin();
    expect((await refusalOf(admin.mutation(api.adminUsers.removeRole, { userId: adminId, role: "admin" }))).message).toBe(LAST_ADMIN);
    const second = await asRole(t, "admin", "basic");
    await admin.mutation(api.adminUsers.removeRole, { userId: second.userId, role: "basic" });
    expect((await admin.query(api.adminUsers.list, {})).find((user) => user.userId === second.userId)?.roles).toEqual(["admin"]);

    // With the other admin disabled, this one is again the last admin able to sign in.
    await admin.mutation(api.adminUsers.setDisabled, { userId: second.userId, disabled: true });
    expect((await refusalOf(admin.mutation(api.adminUsers.removeRole, { userId: adminId, role: "admin" }))).message).toBe(LAST_ADMIN);
    expect((await refusalOf(admin.mutation(api.roles.setUserRoles, { userId: adminId, roles: ["basic"] }))).message).toBe(LAST_ADMIN);
    // A second admin (not the caller) who is the last active one cannot be disabled either.
    await admin.mutation(api.adminUsers.setDisabled, { userId: second.userId, disabled: false });
    await t.run(async (ctx) => await ctx.db.patch("users", adminId, { disabled: true }));
    const secondClient = second.client;
    expect((await refusalOf(secondClient.mutation(api.adminUsers.setDisabled, { userId: second.userId, disabled: true }))).message).toBe(
      ADMIN_USER_MESSAGES.ownAccount,
    );
  });

  test("only manageAdmins may list, create, reset, remove roles or disable", async () => {
    const { t, adminId } = await withAdmin();
    const basic = await asRole(t, "basic");
    const adorationAdmin = await asRole(t, "adoration_admin");
    for (const client of [basic.client, adorationAdmin.client]) {
      expect((await refusalOf(client.query(api.adminUsers.list, {}))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.action(api.adminUsers.create, { email: "a@b.org", firstName: "A", lastName: "B", roles: ["admin"] }))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.action(api.adminUsers.resetPassword, { userId: adminId }))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.mutation(api.adminUsers.removeRole, { userId: adminId, role: "admin" }))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.mutation(api.adminUsers.setDisabled, { userId: adminId, disabled: true }))).code).toBe("FORBIDDEN");
    }
    expect((await refusalOf(t.action(api.adminUsers.resetPassword, { userId: adminId }))).code).toBe("UNAUTHENTICATED");
  });
});

describe("temporary passwords expire", { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());
  const HOUR = 60 * 60 * 1000;
  const signInWith = (t: TestConvex, email: string, password: string) =>
    t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });

  test(`a new account's temporary password works for ${TEMPORARY_PASSWORD_HOURS} hours, then sign-in says to ask for a new one`, async () => {
    const { t, admin } = await withAdmin();
    const before = Date.now();
    const created = await admin.action(api.adminUsers.create, { email: "late@stagnes.org", firstName: "Late", lastName: "Comer", roles: ["basic"] });
    expect(created.expiresAt).toBeGreaterThanOrEqual(before + TEMPORARY_PASSWORD_HOURS * HOUR);
    expect(created.expiresAt).toBeLessThanOrEqual(Date.now() + TEMPORARY_PASSWORD_HOURS * HOUR);
    const listed = (await admin.query(api.adminUsers.list, {})).find((user) => user.userId === created.userId);
    expect(listed?.temporaryPasswordExpiresAt).toBe(created.expiresAt);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(created.expiresAt - 60_000);
    expect((await signInWith(t, "late@stagnes.org", created.temporaryPassword)).tokens).not.toBeNull();
    vi.setSystemTime(created.expiresAt + 1);
    expect(await refusalOf(signInWith(t, "late@stagnes.org", created.temporaryPassword))).toEqual({
      code: "TEMPORARY_PASSWORD_EXPIRED",
      message: TEMPORARY_PASSWORD_EXPIRED,
    });
    // A wrong password still gets the usual answer: only the right one learns of the expiry.
    expect((await refusalOf(signInWith(t, "late@stagnes.org", "not the password"))).code).toBe("INVALID_CREDENTIALS");
  });

  test("an admin reset gives a fresh 72 hours; a password the user chose himself never expires", async () => {
    const { t, admin } = await withAdmin();
    const created = await admin.action(api.adminUsers.create, { email: "cook@stagnes.org", firstName: "Cook", lastName: "Kitchen", roles: ["basic"] });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(created.expiresAt + HOUR);
    expect((await refusalOf(signInWith(t, "cook@stagnes.org", created.temporaryPassword))).code).toBe("TEMPORARY_PASSWORD_EXPIRED");

    const reset = await admin.action(api.adminUsers.resetPassword, { userId: created.userId });
    expect(reset.expiresAt).toBe(Date.now() + TEMPORARY_PASSWORD_HOURS * HOUR);
    const user = await signIn(t, "cook@stagnes.org", reset.temporaryPassword);
    await user.action(api.users.completeRequiredPasswordChange, { newPassword: "kitchen password" });
    expect((await t.run(async (ctx) => await ctx.db.get("users", created.userId)))?.temporary_password_expires_at).toBeUndefined();
    expect((await admin.query(api.adminUsers.list, {})).find((u) => u.userId === created.userId)?.temporaryPasswordExpiresAt).toBeNull();

    vi.setSystemTime(reset.expiresAt + 30 * 24 * HOUR);
    expect((await signInWith(t, "cook@stagnes.org", "kitchen password")).tokens).not.toBeNull();
  });
});
