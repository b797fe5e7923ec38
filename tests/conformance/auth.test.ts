/** @convex-dev/auth Password sign-in, token verification, refresh and sign-out. */
import { describe, expect, it } from "vitest";
import { SignJWT, generateKeyPair } from "jose";
import { api } from "./fixture/convex/_generated/api";
import { client, fileServer, waitForValue } from "./helpers";

type Tokens = { token: string; refreshToken: string } | null;
type Who = { userId: string; email: string | null; issuer: string | null } | null;

const server = fileServer();

async function signUp(email: string, password: string): Promise<NonNullable<Tokens>> {
  const c = client(server.url);
  try {
    const r = (await c.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signUp" } })) as { tokens: Tokens };
    if (!r.tokens) throw new Error("no tokens");
    return r.tokens;
  } finally {
    await c.close();
  }
}

function authChanges(): { changes: boolean[]; next: (v: boolean) => Promise<void>; onChange: (v: boolean) => void } {
  const changes: boolean[] = [];
  const waiters: Array<{ v: boolean; r: () => void }> = [];
  return {
    changes,
    onChange: (v) => {
      changes.push(v);
      for (const w of waiters.filter((w) => w.v === v)) w.r();
    },
    next: (v) => (changes.includes(v) ? Promise.resolve() : new Promise<void>((r) => waiters.push({ v, r }))),
  };
}

describe("auth", () => {
  it("signs in through auth:signIn and runs authenticated queries", async () => {
    const tokens = await signUp("ana@example.org", "correct horse 1");
    const c = client(server.url);
    const auth = authChanges();
    c.setAuth(async () => tokens.token, auth.onChange);
    await auth.next(true);
    const who = await waitForValue<Who>(c, api.auth.whoami, {}, (v) => v !== null);
    expect(who).toMatchObject({ email: "ana@example.org", issuer: server.url });
    // The issuer's discovery document and keys are served by the app's HTTP routes.
    const conf = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
    const jwks = (await (await fetch(conf.jwks_uri)).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBe(1);
    await c.close();
  });

  it("reports a client with a bad token as signed out, and keeps serving it", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await new SignJWT({ sub: "someone|session" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(server.url)
      .setAudience("convex")
      .setExpirationTime("1h")
      .sign(privateKey);
    for (const token of [forged, "not-a-jwt"]) {
      const c = client(server.url);
      const auth = authChanges();
      c.setAuth(async () => token, auth.onChange);
      await auth.next(false);
      expect(auth.changes).not.toContain(true);
      expect(await c.query(api.auth.whoami, {})).toBeNull();
      await c.close();
    }
  });

  it("refreshes tokens and signs out", async () => {
    const first = await signUp("bea@example.org", "correct horse 2");
    const c = client(server.url);
    const refreshed = (await c.action(api.auth.signIn, { refreshToken: first.refreshToken })) as { tokens: Tokens };
    expect(refreshed.tokens?.token).toBeTruthy();
    const current = refreshed.tokens!;
    const auth = authChanges();
    c.setAuth(async () => current.token, auth.onChange);
    await auth.next(true);
    expect(await waitForValue<Who>(c, api.auth.whoami, {}, (v) => v !== null)).toMatchObject({ email: "bea@example.org" });
    await c.action(api.auth.signOut, {});
    const again = (await c.action(api.auth.signIn, { refreshToken: current.refreshToken })) as { tokens: Tokens };
    expect(again.tokens).toBeNull();
    // The app's client then drops its token (ConvexReactClient.clearAuth does the same).
    c.client.clearAuth();
    expect(await waitForValue<Who>(c, api.auth.whoami, {}, (v) => v === null)).toBeNull();
    await c.close();
  });

  it("rejects a wrong password", async () => {
    await signUp("cy@example.org", "correct horse 3");
    const c = client(server.url);
    const attempt = c.action(api.auth.signIn, { provider: "password", params: { email: "cy@example.org", password: "wrong", flow: "signIn" } });
    await expect(attempt).rejects.toThrow(/InvalidSecret|Invalid/);
    await c.close();
  });
});
