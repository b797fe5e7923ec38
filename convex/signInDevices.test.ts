import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { MAX_DEVICES_PER_ADDRESS, sha256Hex } from "./model/signInDevices";
import { MAX_FAILED_SIGN_INS_PER_HOUR, TOO_MANY_ATTEMPTS } from "./model/signInThrottle";
import { refusalOf, setupTest, type TestConvex } from "./test.helpers";

const EMAIL = "rector@stagnes.org";
const PASSWORD = "correct horse battery";

function signIn(t: TestConvex, params: Record<string, string>) {
  return t.action(api.auth.signIn, { provider: "password", params: { email: EMAIL, flow: "signIn", ...params } });
}

/** Signs in as the owner and lets this "browser" be trusted, as the app does after a sign-in. */
async function ownersBrowser(t: TestConvex, deviceToken?: string): Promise<string> {
  const { tokens } = await signIn(t, { password: PASSWORD, ...(deviceToken ? { deviceToken } : {}) });
  const subject = (JSON.parse(atob(tokens!.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string }).sub;
  const token = await t.withIdentity({ subject }).action(api.signInDevices.trustThisDevice, deviceToken ? { token: deviceToken } : {});
  if (token === null) throw new Error("no device token");
  return token;
}

async function withOwner() {
  const t = setupTest();
  await t.action(internal.seed.createAdmin, { email: EMAIL, password: PASSWORD });
  return t;
}

async function strangerGuesses(t: TestConvex, count: number, params: Record<string, string> = {}) {
  for (let i = 0; i < count; i++) {
    const refusal = await refusalOf(signIn(t, { password: `guess ${i}`, ...params }));
    expect(["INVALID_CREDENTIALS", "TOO_MANY_ATTEMPTS"]).toContain(refusal.code);
  }
}

describe("a stranger cannot lock the owner out", { timeout: 60_000 }, () => {
  test("after a stranger's wrong passwords the owner still signs in from a browser he signed in from before", async () => {
    const t = await withOwner();
    const device = await ownersBrowser(t);
    await strangerGuesses(t, MAX_FAILED_SIGN_INS_PER_HOUR + 5);
    // A made-up device token is no way around the lock.
    await strangerGuesses(t, 3, { deviceToken: "x".repeat(43) });
    const tooMany = { code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_ATTEMPTS };
    expect(await refusalOf(signIn(t, { password: PASSWORD }))).toEqual(tooMany);
    expect(await refusalOf(signIn(t, { password: PASSWORD, deviceToken: "y".repeat(43) }))).toEqual(tooMany);

    expect((await signIn(t, { password: PASSWORD, deviceToken: device })).tokens).not.toBeNull();
    // The owner's success does not give the stranger new attempts.
    expect(await refusalOf(signIn(t, { password: PASSWORD }))).toEqual(tooMany);
  });

  test("wrong passwords from the owner's browser lock that browser only", async () => {
    const t = await withOwner();
    const device = await ownersBrowser(t);
    await strangerGuesses(t, MAX_FAILED_SIGN_INS_PER_HOUR, { deviceToken: device });
    expect((await refusalOf(signIn(t, { password: PASSWORD, deviceToken: device }))).code).toBe("TOO_MANY_ATTEMPTS");
    expect((await signIn(t, { password: PASSWORD })).tokens).not.toBeNull();
  });

  test("the owner's reset link works however many requests and guesses a stranger made, and the reset clears every lock", async () => {
    const t = await withOwner();
    const device = await ownersBrowser(t);
    await strangerGuesses(t, MAX_FAILED_SIGN_INS_PER_HOUR, { deviceToken: device });
    await strangerGuesses(t, MAX_FAILED_SIGN_INS_PER_HOUR + 2);
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_HOUR + 2; i++) await signIn(t, { flow: "reset" });
    // Wrong codes for the address do not spend the owner's link either.
    for (let i = 0; i < 12; i++) {
      await refusalOf(signIn(t, { flow: "reset-verification", code: `${i}`.padStart(32, "Z"), newPassword: "whatever it is" }));
    }
    await t.finishAllScheduledFunctions(() => {});
    const strangersMail = (await t.run(async (ctx) => await ctx.db.query("outboxEmails").collect())).length;
    expect(strangersMail).toBe(MAX_FAILED_SIGN_INS_PER_HOUR);

    await signIn(t, { flow: "reset", deviceToken: device });
    await t.finishAllScheduledFunctions(() => {});
    const mail = await t.run(async (ctx) => await ctx.db.query("outboxEmails").order("desc").first());
    const code = new URLSearchParams(new URL(mail!.text.split("\n").find((line) => line.includes("/reset-password#"))!.trim()).hash.slice(1)).get("code")!;
    const done = await signIn(t, { flow: "reset-verification", code, newPassword: "a brand new secret" });
    expect(done.tokens).toBeNull();

    expect((await signIn(t, { password: "a brand new secret", deviceToken: device })).tokens).not.toBeNull();
    expect((await signIn(t, { password: "a brand new secret" })).tokens).not.toBeNull();
  });
});

describe("device tokens", { timeout: 60_000 }, () => {
  test("are stored only as a hash, kept while remembered, and at most a few per address", async () => {
    const t = await withOwner();
    const device = await ownersBrowser(t);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.run(async (ctx) => await ctx.db.query("signInDevices").collect());
    expect(stored.map((row) => [row.email, row.token_hash])).toEqual([[EMAIL, await sha256Hex(device)]]);
    expect(JSON.stringify(stored)).not.toContain(device);

    expect(await ownersBrowser(t, device)).toBe(device);
    const unknown = "z".repeat(43);
    const replaced = await ownersBrowser(t, unknown);
    expect(replaced).not.toBe(unknown);

    for (let i = 0; i < MAX_DEVICES_PER_ADDRESS + 2; i++) await ownersBrowser(t);
    expect(await t.run(async (ctx) => (await ctx.db.query("signInDevices").collect()).length)).toBe(MAX_DEVICES_PER_ADDRESS);
  });

  test("an account that must still change its password gets none", async () => {
    const t = await withOwner();
    await t.run(async (ctx) => {
      const user = (await ctx.db.query("users").first())!;
      await ctx.db.patch("users", user._id, { must_change_password: true });
    });
    expect((await refusalOf(ownersBrowser(t))).code).toBe("PASSWORD_CHANGE_REQUIRED");
  });
});
