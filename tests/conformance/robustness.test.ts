/** Reconnects, re-sent mutations, and bad input over the wire. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importPKCS8, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { client, fileServer, mutationMessage as mutation, rawSocket, sleep, waitForValue } from "./helpers";
import { FlakyProxy } from "./proxy";

const server = fileServer();

const raw = (sessionId?: string) => rawSocket(server.url, sessionId);


describe("reconnects", () => {
  it("applies a mutation re-sent after a reconnect only once (real client)", async () => {
    const proxy = new FlakyProxy(Number(new URL(server.url).port));
    const viaProxy = client(await proxy.listen());
    const direct = client(server.url);
    await viaProxy.query(api.counters.get, { name: "resend" });
    proxy.hold();
    const result = viaProxy.mutation(api.counters.increment, { name: "resend" });
    await waitForValue<number>(direct, api.counters.get, { name: "resend" }, (v) => v === 1);
    proxy.cut(); // the response never reached the client: it reconnects and sends the mutation again
    // The re-sent mutation has been answered (with the first outcome), so a second application
    // would already be committed before this later query.
    expect(await result).toBe(1);
    expect(await direct.query(api.counters.get, { name: "resend" })).toBe(1);
    await viaProxy.close();
    await direct.close();
    await proxy.close();
  });

  it("answers a re-sent request id of the same session with the first outcome", async () => {
    const session = crypto.randomUUID();
    const one = await raw(session);
    one.ws.send(mutation(7, "counters:increment", { name: "raw" }));
    const first = await one.next((m) => m.type === "MutationResponse");
    one.ws.close();
    const two = await raw(session);
    two.ws.send(mutation(7, "counters:increment", { name: "raw" }));
    const second = await two.next((m) => m.type === "MutationResponse");
    expect(second).toEqual(first);
    two.ws.send(mutation(8, "counters:increment", { name: "raw" }));
    expect((await two.next((m) => m.type === "MutationResponse")).result).toBe(2);
    two.ws.close();
  });
});

describe("bad input", () => {
  it("closes a connection that sends malformed messages with a FatalError", async () => {
    for (const bad of ["not json", '{"type":"Nope"}', '{"type":"Mutation","requestId":"x"}', "[1,2]"]) {
      const r = await raw();
      r.ws.send(bad);
      const msg = await r.next((m) => m.type === "FatalError");
      expect(String(msg.error)).toMatch(/^Invalid message: /);
      expect(await r.closed).toBe(1008);
    }
    const r = await raw();
    r.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await r.next()).type).toBe("FatalError");
  });

  it("rejects an out-of-order query set version", async () => {
    const r = await raw();
    r.ws.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: 5, newVersion: 6, modifications: [] }));
    expect(String((await r.next()).error)).toMatch(/Invalid query set base version/);
  });

  it("reports unknown function paths and oversized arguments per request", async () => {
    const r = await raw();
    r.ws.send(mutation(1, "nope:nothing", {}));
    expect(await r.next()).toMatchObject({ type: "MutationResponse", success: false, result: expect.stringMatching(/Could not find public function for 'nope:nothing'/) });
    r.ws.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [{ type: "Add", queryId: 0, udfPath: "nope:q", args: [{}] }] }));
    const t = await r.next();
    expect(t).toMatchObject({ type: "Transition", modifications: [{ type: "QueryFailed", queryId: 0 }] });
    r.ws.send(mutation(2, "messages:send", { body: "x".repeat(9 * 1024 * 1024) }));
    expect(await r.next()).toMatchObject({ type: "MutationResponse", success: false, result: expect.stringMatching(/too large/) });
    r.ws.send(JSON.stringify({ type: "Action", requestId: 3, udfPath: "messages:sendFromAction", args: [{ wrong: true }] }));
    expect(await r.next()).toMatchObject({ type: "ActionResponse", success: false, result: expect.stringMatching(/ArgumentValidationError/) });
    r.ws.close();
  });

  it("answers an invalid token with an AuthError", async () => {
    const r = await raw();
    r.ws.send(JSON.stringify({ type: "Authenticate", tokenType: "User", value: "a.b.c", baseVersion: 0 }));
    expect(await r.next()).toMatchObject({ type: "AuthError", baseVersion: 0, authUpdateAttempted: true });
    r.ws.send(JSON.stringify({ type: "Authenticate", tokenType: "Admin", value: "key", baseVersion: 0 }));
    expect((await r.next()).type).toBe("AuthError");
    r.ws.close();
  });

  it("asks for a fresh token when the connection's token expires", async () => {
    const keys = JSON.parse(readFileSync(join(server.dataDir, "auth-keys.json"), "utf8")) as { JWT_PRIVATE_KEY: string };
    const key = await importPKCS8(keys.JWT_PRIVATE_KEY, "RS256");
    const expiresAt = (Math.floor(Date.now() / 1000) + 2) * 1000;
    const token = await new SignJWT({ sub: "nobody|nosession" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(server.url)
      .setAudience("convex")
      .setIssuedAt()
      .setExpirationTime(expiresAt / 1000)
      .sign(key);
    const r = await raw();
    r.ws.send(JSON.stringify({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 }));
    expect(await r.next()).toMatchObject({ type: "Transition", endVersion: { identity: 1 } });
    // The condition is the clock: the token has expired once its expiry time has passed.
    await sleep(expiresAt - Date.now() + 100);
    r.ws.send(mutation(1, "messages:send", { body: "expired" }));
    expect(await r.next()).toMatchObject({ type: "AuthError", authUpdateAttempted: false });
    r.ws.close();
  });

  it("splits a very large transition into chunks the client reassembles", async () => {
    const c = client(server.url);
    const value = await c.query(api.messages.big, { kb: 5 * 1024 });
    expect(value.length).toBe(5 * 1024 * 1024);
    await c.close();
  });

  it("keeps serving after all of the above", async () => {
    const c = client(server.url);
    const id = await c.mutation(api.messages.send, { body: "still alive" });
    expect(await c.query(api.messages.get, { id: id as never })).toMatchObject({ body: "still alive" });
    const res = await fetch(`${server.url}/api/query`, { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
    await c.close();
  });
});
