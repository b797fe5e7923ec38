import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { setupTest, type TestConvex } from "./test.helpers";

const ADDRESS = "rector@stagnes.org";

async function resetMail(t: TestConvex, email: string) {
  await t.action(api.auth.signIn, { provider: "password", params: { email, flow: "reset" } });
  await t.finishAllScheduledFunctions(() => {});
  const mail = await t.run(async (ctx) => await ctx.db.query("outboxEmails").collect());
  expect(mail).toHaveLength(1);
  return mail[0];
}

test("a reset email is written in the account's language", async () => {
  const t = setupTest();
  await t.action(internal.seed.createAdmin, { email: ADDRESS, password: "correct horse battery" });
  await t.run(async (ctx) => {
    const user = await ctx.db.query("users").withIndex("email", (q) => q.eq("email", ADDRESS)).unique();
    await ctx.db.patch("users", user!._id, { language: "es" });
  });
  const mail = await resetMail(t, ADDRESS);
  expect(mail.subject).toBe("Restablece tu contraseña de Administración del Retiro");
  expect(mail.text).toContain("Abre este enlace en los próximos 60 minutos");
  expect(mail.text).toMatch(/\/reset-password#type=recovery&email=rector%40stagnes\.org&code=\S+/);
});

test("with no choice on the account, a reset email follows the retreat's default language, else English", async () => {
  const t = setupTest();
  await t.action(internal.seed.createAdmin, { email: ADDRESS, password: "correct horse battery" });
  expect((await resetMail(t, ADDRESS)).subject).toBe("Reset your Retreat Admin password");
  expect(await t.query(internal.email.languageFor, { email: "Rector@StAgnes.org " })).toBe("en");

  await t.run(async (ctx) => {
    await ctx.db.insert("siteSettings", { setting_key: "default_language", setting_value: "es", updated_at: Date.now() });
  });
  expect(await t.query(internal.email.languageFor, { email: ADDRESS })).toBe("es");
  expect(await t.query(internal.email.languageFor, { email: "nobody@stagnes.org" })).toBe("es");
});
