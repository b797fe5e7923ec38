import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { MAX_WRONG_REFRESHES, REFRESH_WINDOW_MS, TOO_MANY_REFRESHES } from "./model/refreshGuard";
import { refusalOf, setupTest, type TestConvex } from "./test.helpers";

const EMAIL = "rector@stagnes.org";
const PASSWORD = "correct horse battery";

async function signedIn(): Promise<{ t: TestConvex; refreshToken: string }> {
  const t = setupTest();
  await t.action(internal.seed.createAdmin, { email: EMAIL, password: PASSWORD });
  const result = await t.action(api.auth.signIn, { provider: "password", params: { email: EMAIL, password: PASSWORD, flow: "signIn" } });
  return { t, refreshToken: result.tokens!.refreshToken };
}

function renew(t: TestConvex, refreshToken: string) {
  return t.action(api.auth.signIn, { refreshToken });
}

const sessions = (t: TestConvex) => t.run(async (ctx) => await ctx.db.query("authSessions").collect());

/** A token id of another of the same account's sessions: a real token, the wrong family. */
async function otherSessionsToken(t: TestConvex): Promise<string> {
  const other = await t.action(api.auth.signIn, { provider: "password", params: { email: EMAIL, password: PASSWORD, flow: "signIn" } });
  return other.tokens!.refreshToken.split("|")[0];
}

describe("renewing a sign-in", { timeout: 30_000 }, () => {
  test("the live refresh token renews the sign-in", async () => {
    const { t, refreshToken } = await signedIn();
    const renewed = await renew(t, refreshToken);
    expect(renewed.tokens?.token).toBeTruthy();
    expect(renewed.tokens?.refreshToken.split("|")[1]).toBe(refreshToken.split("|")[1]);
  });

  test("a made-up token naming a real session is refused and signs nobody out", async () => {
    const { t, refreshToken } = await signedIn();
    const sessionId = refreshToken.split("|")[1];
    const foreign = await otherSessionsToken(t);
    expect((await renew(t, `${foreign}|${sessionId}`)).tokens).toBeNull();
    // A token id of a deleted document and text that is no id at all are refused the same way.
    expect((await renew(t, `not-an-id|${sessionId}`)).tokens).toBeNull();
    expect(await sessions(t)).toHaveLength(2);
    const renewed = await renew(t, refreshToken);
    expect(renewed.tokens?.token).toBeTruthy();
  });

  test(`after ${MAX_WRONG_REFRESHES} wrong tokens a session's renewals wait out the window`, async () => {
    const { t, refreshToken } = await signedIn();
    const sessionId = refreshToken.split("|")[1];
    const foreign = await otherSessionsToken(t);
    for (let i = 0; i < MAX_WRONG_REFRESHES; i++) expect((await renew(t, `${foreign}|${sessionId}`)).tokens).toBeNull();
    expect(await refusalOf(renew(t, refreshToken))).toEqual({ code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_REFRESHES });
    // The session is still there; once the window has passed, its own token renews it.
    expect(await sessions(t)).toHaveLength(2);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("refreshFailures").collect()) {
        await ctx.db.patch("refreshFailures", row._id, { window_start: row.window_start - REFRESH_WINDOW_MS });
      }
    });
    expect((await renew(t, refreshToken)).tokens?.token).toBeTruthy();
  });

  test("wrong tokens naming no session are not stored", async () => {
    const { t } = await signedIn();
    const foreign = await otherSessionsToken(t);
    expect((await renew(t, `${foreign}|nosuchsession`)).tokens).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("refreshFailures").collect())).toEqual([]);
  });
});
