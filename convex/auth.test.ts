import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { INVALID_CREDENTIALS, RESET_LINK_EXPIRED, RESET_LINK_USED, SIGN_UP_CLOSED } from "./model/passwordProvider";
import { MAX_FAILED_SIGN_INS_PER_HOUR, TOO_MANY_ATTEMPTS } from "./model/signInThrottle";
import { refusalOf, setupTest, type TestConvex } from "./test.helpers";
import { PASSWORD_TOO_SHORT } from "./shared/passwordRules";

const EMAIL = "rector@stagnes.org";
const PASSWORD = "correct horse battery";

async function withAdmin() {
  const t = setupTest();
  await t.action(internal.seed.createAdmin, { email: EMAIL, password: PASSWORD });
  return t;
}

function signIn(t: TestConvex, params: Record<string, string>) {
  return t.action(api.auth.signIn, { provider: "password", params });
}

/** The mail sent so far, once every scheduled delivery has run. */
async function outbox(t: TestConvex) {
  await t.finishAllScheduledFunctions(() => {});
  return await t.run(async (ctx) => await ctx.db.query("outboxEmails").collect());
}

function resetLinkParams(text: string): URLSearchParams {
  const link = text.split("\n").find((line) => line.includes("/reset-password#"));
  if (link === undefined) throw new Error(`no reset link in:\n${text}`);
  return new URLSearchParams(new URL(link.trim()).hash.slice(1));
}

describe("password sign-in", { timeout: 30_000 }, () => {
  test("the right password signs in through auth:signIn and yields session tokens", async () => {
    const t = await withAdmin();
    const result = await signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" });
    expect(result.tokens?.token).toMatch(/^ey/);
    expect(result.tokens?.refreshToken).toBeTruthy();
  });

  test("the email is matched without regard to case or surrounding spaces", async () => {
    const t = await withAdmin();
    const result = await signIn(t, { email: "  Rector@StAgnes.org ", password: PASSWORD, flow: "signIn" });
    expect(result.tokens).not.toBeNull();
  });

  test("a wrong password and an unknown email get exactly the same answer", async () => {
    const t = await withAdmin();
    const wrongPassword = await refusalOf<unknown>(signIn(t, { email: EMAIL, password: "not it at all", flow: "signIn" }));
    const unknownEmail = await refusalOf<unknown>(signIn(t, { email: "nobody@stagnes.org", password: "not it at all", flow: "signIn" }));
    expect(wrongPassword).toEqual({ code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  test(`after ${MAX_FAILED_SIGN_INS_PER_HOUR} wrong passwords an address is locked, known or not, even with the right password`, async () => {
    const t = await withAdmin();
    for (const email of [EMAIL, "nobody@stagnes.org"]) {
      for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_HOUR; i++) {
        expect(await refusalOf<unknown>(signIn(t, { email, password: `guess ${i}`, flow: "signIn" }))).toMatchObject({
          code: "INVALID_CREDENTIALS",
        });
      }
    }
    const known = await refusalOf<unknown>(signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" }));
    const unknown = await refusalOf<unknown>(signIn(t, { email: "nobody@stagnes.org", password: PASSWORD, flow: "signIn" }));
    expect(known).toEqual({ code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_ATTEMPTS });
    expect(unknown).toEqual(known);
  });

  test("the lock lifts as the hour passes, and a success clears the count", async () => {
    const t = await withAdmin();
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_HOUR; i++) {
      await refusalOf<unknown>(signIn(t, { email: EMAIL, password: `guess ${i}`, flow: "signIn" }));
    }
    // Pretend the last failure was 12 minutes ago: two attempts have come back.
    const twelveMinutesAgo = Date.now() - 12 * 60_000;
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("signInAttempts").collect()) {
        await ctx.db.patch("signInAttempts", row._id, { last_attempt_at: twelveMinutesAgo });
      }
      for (const row of await ctx.db.query("authRateLimits").collect()) {
        await ctx.db.patch("authRateLimits", row._id, { lastAttemptTime: twelveMinutesAgo });
      }
    });
    const result = await signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" });
    expect(result.tokens).not.toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("signInAttempts").collect())).toEqual([]);
  });

  test("sign-up is refused", async () => {
    const t = setupTest();
    const data = await refusalOf<unknown>(signIn(t, { email: "new@stagnes.org", password: PASSWORD, flow: "signUp" }));
    expect(data).toEqual({ code: "FORBIDDEN", message: SIGN_UP_CLOSED });
    expect(await t.run(async (ctx) => await ctx.db.query("users").collect())).toEqual([]);
  });
});

describe("password reset by email", { timeout: 30_000 }, () => {
  test("the request answers the same whether or not the address has an account; only a real account gets mail", async () => {
    const t = await withAdmin();
    const known = await signIn(t, { email: EMAIL, flow: "reset" });
    const unknown = await signIn(t, { email: "nobody@stagnes.org", flow: "reset" });
    expect(unknown).toEqual(known);
    const mail = await outbox(t);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe(EMAIL);
    const params = resetLinkParams(mail[0].text);
    expect(params.get("type")).toBe("recovery");
    expect(params.get("email")).toBe(EMAIL);
    expect(params.get("code")).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(mail[0].text).toContain("http://127.0.0.1:3000/reset-password#");
  });

  test("reset mail for one address stops after the hourly allowance, with the same answer", async () => {
    const t = await withAdmin();
    const answers = [];
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_HOUR + 3; i++) answers.push(await signIn(t, { email: EMAIL, flow: "reset" }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await outbox(t)).toHaveLength(MAX_FAILED_SIGN_INS_PER_HOUR);
    // Sign-in itself is not affected by the reset requests.
    expect((await signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" })).tokens).not.toBeNull();
  });

  test("the emailed code sets a new password; the old one stops working and every session ends", async () => {
    const t = await withAdmin();
    await signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" });
    await t.run(async (ctx) => {
      const user = (await ctx.db.query("users").first())!;
      await ctx.db.patch("users", user._id, { must_change_password: true });
    });
    await signIn(t, { email: EMAIL, flow: "reset" });
    const code = resetLinkParams((await outbox(t))[0].text).get("code")!;

    const done = await signIn(t, { email: EMAIL, code, newPassword: "  a brand new secret ", flow: "reset-verification" });
    expect(done.tokens).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("authSessions").collect())).toEqual([]);
    expect(await t.run(async (ctx) => (await ctx.db.query("users").first())!.must_change_password)).toBe(false);

    expect(await refusalOf<unknown>(signIn(t, { email: EMAIL, password: PASSWORD, flow: "signIn" }))).toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
    const again = await signIn(t, { email: EMAIL, password: "a brand new secret", flow: "signIn" });
    expect(again.tokens).not.toBeNull();
  });

  test("a used code says the link was already used", async () => {
    const t = await withAdmin();
    await signIn(t, { email: EMAIL, flow: "reset" });
    const code = resetLinkParams((await outbox(t))[0].text).get("code")!;
    await signIn(t, { email: EMAIL, code, newPassword: "new password 1", flow: "reset-verification" });
    expect(await refusalOf<unknown>(signIn(t, { email: EMAIL, code, newPassword: "new password 2", flow: "reset-verification" }))).toEqual({
      code: "RESET_LINK_USED",
      message: RESET_LINK_USED,
    });
  });

  test("a code works once; a wrong code or another address gets 'Session expired'", async () => {
    const t = await withAdmin();
    await t.action(internal.seed.createAdmin, { email: "other@stagnes.org", password: "other password" });
    await signIn(t, { email: EMAIL, flow: "reset" });
    const code = resetLinkParams((await outbox(t))[0].text).get("code")!;
    const expired = { code: "RESET_LINK_EXPIRED", message: RESET_LINK_EXPIRED };

    expect(await refusalOf<unknown>(signIn(t, { email: EMAIL, code: "X".repeat(32), newPassword: "new password 1", flow: "reset-verification" }))).toEqual(expired);
    expect(await refusalOf<unknown>(signIn(t, { email: "other@stagnes.org", code, newPassword: "new password 1", flow: "reset-verification" }))).toEqual(expired);
    expect(await refusalOf<unknown>(signIn(t, { email: "nobody@stagnes.org", code, newPassword: "new password 1", flow: "reset-verification" }))).toEqual(expired);
    await signIn(t, { email: EMAIL, code, newPassword: "new password 1", flow: "reset-verification" });
    expect(await refusalOf<unknown>(signIn(t, { email: EMAIL, code, newPassword: "new password 2", flow: "reset-verification" }))).toMatchObject({
      code: "RESET_LINK_USED",
    });
  });

  test("a new password shorter than 8 characters is refused", async () => {
    const t = await withAdmin();
    await signIn(t, { email: EMAIL, flow: "reset" });
    const code = resetLinkParams((await outbox(t))[0].text).get("code")!;
    const data = await refusalOf<unknown>(signIn(t, { email: EMAIL, code, newPassword: " 1234567 ", flow: "reset-verification" }));
    expect(data).toEqual({ code: "INVALID_PASSWORD", message: PASSWORD_TOO_SHORT });
  });
});
