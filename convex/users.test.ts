import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { setupTest, type TestConvex } from "./test.helpers";

const EMAIL = "door@stagnes.org";
const TEMPORARY = "qhtwzmkd4821";

async function signInFor(t: TestConvex, password: string) {
  const { tokens } = await t.action(api.auth.signIn, { provider: "password", params: { email: EMAIL, password, flow: "signIn" } });
  if (!tokens) throw new Error("no tokens");
  const payload = JSON.parse(atob(tokens.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  return { client: t.withIdentity({ subject: payload.sub }), sessionId: payload.sub.split("|")[1] };
}

async function accountWithTemporaryPassword(t: TestConvex): Promise<Id<"users">> {
  const { userId } = await t.action(internal.seed.createAdmin, { email: EMAIL, password: TEMPORARY });
  await t.run(async (ctx) => {
    await ctx.db.patch("users", userId, { must_change_password: true });
    const grant = (await ctx.db.query("userRoles").first())!;
    await ctx.db.patch("userRoles", grant._id, { role: "checkin_admin" });
  });
  return userId;
}

test("after an admin reset, the user sets a new password; the temporary one and other sessions stop working", async () => {
  const t = setupTest();
  const userId = await accountWithTemporaryPassword(t);
  await signInFor(t, TEMPORARY); // another device
  const { client: here, sessionId } = await signInFor(t, TEMPORARY);
  expect((await here.query(api.users.viewer, {}))?.mustChangePassword).toBe(true);

  await here.action(api.users.completeRequiredPasswordChange, { newPassword: "  my own secret " });

  expect((await here.query(api.users.viewer, {}))?.mustChangePassword).toBe(false);
  const sessions = await t.run(async (ctx) => await ctx.db.query("authSessions").collect());
  expect(sessions.map((session) => [session._id, session.userId])).toEqual([[sessionId, userId]]);
  await expect(signInFor(t, TEMPORARY)).rejects.toMatchObject({ data: { code: "INVALID_CREDENTIALS" } });
  const { client: again } = await signInFor(t, "my own secret");
  expect((await again.query(api.users.viewer, {}))?.mustChangePassword).toBe(false);
});

test("without a required change, or with a short password, the change is refused", async () => {
  const t = setupTest();
  await accountWithTemporaryPassword(t);
  const { client: user } = await signInFor(t, TEMPORARY);
  await expect(user.action(api.users.completeRequiredPasswordChange, { newPassword: "1234567" })).rejects.toMatchObject({
    data: { code: "INVALID_PASSWORD", message: "Password must be at least 8 characters long." },
  });
  await user.action(api.users.completeRequiredPasswordChange, { newPassword: "12345678" });
  await expect(user.action(api.users.completeRequiredPasswordChange, { newPassword: "another one" })).rejects.toMatchObject({
    data: { code: "FORBIDDEN" },
  });
});

test("a user sets his own language only, to a language the app speaks; it shows in his viewer", async () => {
  const t = setupTest();
  const userId = await accountWithTemporaryPassword(t);
  const { client: user } = await signInFor(t, TEMPORARY);
  const other = await t.run(async (ctx) => await ctx.db.insert("users", { email: "other@stagnes.org" }));
  expect((await user.query(api.users.viewer, {}))?.language).toBeNull();

  // Allowed while the temporary password waits: the page asking for the new one follows the choice.
  await user.mutation(api.users.setMyLanguage, { language: "es" });
  expect((await user.query(api.users.viewer, {}))?.language).toBe("es");
  const stored = await t.run(async (ctx) => [(await ctx.db.get("users", userId))?.language ?? null, (await ctx.db.get("users", other))?.language ?? null]);
  expect(stored).toEqual(["es", null]);

  await expect(user.mutation(api.users.setMyLanguage, { language: "fr" as "es" })).rejects.toThrow(/Validator|validator/);
  await expect(user.mutation(api.users.setMyLanguage, { language: "es", userId: other } as never)).rejects.toThrow();
  await expect(t.mutation(api.users.setMyLanguage, { language: "en" })).rejects.toMatchObject({ data: { code: "UNAUTHENTICATED" } });
  expect(await t.run(async (ctx) => (await ctx.db.get("users", other))?.language ?? null)).toBeNull();
});
