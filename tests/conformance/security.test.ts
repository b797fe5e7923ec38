/**
 * The embedded backend probed as an attacker would, on loopback: guessing sign-in renewals from
 * one's own, calls from another site, where the server listens, who can read the data directory,
 * one client flooding the server while another works, the backup key, an expired token's
 * subscriptions, the headers, and stored files that pretend to be pages.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, chmodSync, mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { importPKCS8, SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { decodeConvexId, encodeConvexId } from "../../server/backup/convexIds";
import { MAX_FAILED_RENEWALS, TOO_MANY_RENEWALS } from "../../server/auth/renewalThrottle";
import { MAX_SUBSCRIPTIONS, TOO_MANY_SUBSCRIPTIONS } from "../../server/sync/connection";
import { MAX_MESSAGE_BYTES } from "../../server/sync/hub";
import { api } from "./fixture/convex/_generated/api";
import { backendForFile } from "./backendForFile";
import { callAction, client, rawSocket, sleep, waitForValue, withOwnServer } from "./helpers";

type Tokens = { token: string; refreshToken: string };

const server = backendForFile();

async function signUp(url: string, email: string): Promise<Tokens> {
  const c = client(url);
  try {
    const r = (await c.action(api.auth.signIn, { provider: "password", params: { email, password: "correct horse 1", flow: "signUp" } })) as { tokens: Tokens | null };
    return r.tokens!;
  } finally {
    await c.close();
  }
}

/** An id `step` away from `id` in its internal id's last bytes, as a counter would be. */
function neighbour(id: string, step: number): string {
  const { tableNumber, internalId } = decodeConvexId(id)!;
  const bytes = Uint8Array.from(internalId);
  const view = new DataView(bytes.buffer);
  view.setUint32(12, (view.getUint32(12) + step) >>> 0);
  return encodeConvexId(tableNumber, bytes);
}

describe("sign-in renewals", () => {
  it("cannot be guessed from one's own token, and an address that keeps trying is refused", async () => {
    const admin = await signUp(server.url, "admin@example.org");
    const attacker = await signUp(server.url, "server@example.org");
    const [ownToken, ownSession] = attacker.refreshToken.split("|");
    const [adminToken, adminSession] = admin.refreshToken.split("|");
    // Ids are random Convex ids: nothing about the admin's can be read off the attacker's.
    for (const id of [ownToken, ownSession, adminToken, adminSession]) expect(decodeConvexId(id)).not.toBeNull();
    const diff = (a: string, b: string) => {
      const x = decodeConvexId(a)!.internalId;
      const y = decodeConvexId(b)!.internalId;
      return x.filter((byte, i) => byte !== y[i]).length;
    };
    expect(diff(ownSession, adminSession)).toBeGreaterThan(8);

    // Counting through nearby ids, as was possible when ids ran in sequence, finds nothing.
    const answers: unknown[] = [];
    for (let step = 1; answers.length < MAX_FAILED_RENEWALS; step++) {
      for (const sign of [1, -1]) {
        const { body } = await callAction(server.url, "auth:signIn", { refreshToken: `${neighbour(ownToken, sign * step)}|${neighbour(ownSession, sign * step)}` });
        answers.push(body.status === "success" ? (body.value as { tokens: unknown }).tokens : body.errorData);
      }
    }
    expect(answers.every((answer) => answer === null)).toBe(true);
    // From now on this address may not try again, even with a real token, until the window passes.
    const refused = await callAction(server.url, "auth:signIn", { refreshToken: attacker.refreshToken });
    expect(refused.body).toMatchObject({ status: "error", errorData: { code: "TOO_MANY_ATTEMPTS", message: TOO_MANY_RENEWALS } });
    // The administrator is still signed in.
    const c = client(server.url);
    c.setAuth(async () => admin.token);
    expect(await waitForValue<{ email: string } | null>(c, api.auth.whoami, {}, (who) => who !== null)).toMatchObject({ email: "admin@example.org" });
    await c.close();
  });
});

describe("calls from other sites", () => {
  it("are refused before anything runs; the app's own origin and clients that are not browsers get through", async () => {
    const query = (origin?: string) =>
      fetch(`${server.url}/api/query`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify({ path: "messages:list", args: [{}], format: "convex_encoded_json" }),
      });
    const foreign = await query("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${server.url}/api/mutation`, { method: "OPTIONS", headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const own = await query(server.url);
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    expect((await query()).status).toBe(200);
    // The same server under another loopback name (a page opened at 127.0.0.1, handed URLs at localhost).
    const alias = server.url.replace("localhost", "127.0.0.1");
    const aliased = await query(alias);
    expect(aliased.status).toBe(200);
    expect(aliased.headers.get("access-control-allow-origin")).toBe(alias);
    expect((await query(server.url.replace("localhost", "127.0.0.2"))).status).toBe(403);

    const upgrade = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/1.48.0/sync`, { headers: { Origin: "https://evil.example" } });
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.on("open", () => {
        ws.close();
        resolve(101);
      });
      ws.on("error", () => undefined);
    });
    expect(upgrade).toBe(403);
  });

  it("may be allowed for the origins RETREAT_ALLOWED_ORIGINS lists", async () => {
    await withOwnServer({ RETREAT_ALLOWED_ORIGINS: "https://parish.example, https://retreat.example/" }, async (other) => {
      const allowed = await fetch(`${other.url}/api/query`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://retreat.example" },
        body: JSON.stringify({ path: "messages:list", args: [{}] }),
      });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://retreat.example");
      const preflight = await fetch(`${other.url}/api/query`, { method: "OPTIONS", headers: { Origin: "https://parish.example" } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    });
  });
});

describe("the first run", () => {
  it("listens on this machine only unless HOST says otherwise", async () => {
    await withOwnServer({ HOST: "" }, async (_other, dir) => {
      const info = JSON.parse(readFileSync(join(dir, "server.json"), "utf8")) as { host: string; port: number };
      expect(info.host).toBe("127.0.0.1");
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((address) => address !== undefined && address.family === "IPv4" && !address.internal);
      if (outside !== undefined) {
        await expect(fetch(`http://${outside.address}:${info.port}/api/query`, { method: "POST", body: "{}" })).rejects.toThrow();
      }
      expect((await fetch(`http://127.0.0.1:${info.port}/api/query`, { method: "POST", body: JSON.stringify({ path: "messages:list", args: [{}] }) })).status).toBe(200);
    });
  });
});

describe("the data directory", () => {
  const modes = (dir: string): Array<[string, number]> => {
    const out: Array<[string, number]> = [];
    const visit = (path: string) => {
      const stat = statSync(path);
      out.push([path, stat.mode & 0o777]);
      if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    };
    visit(dir);
    return out;
  };

  it("is readable by its owner only, and a directory left open to others is repaired at start with a warning", async () => {
    // A stored file, so that blobs/ has content.
    const c = client(server.url);
    const uploadUrl = await c.mutation(api.files.generateUploadUrl, {});
    await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    await c.close();
    const open = modes(server.dataDir).filter(([, mode]) => (mode & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(modes(server.dataDir).map(([path]) => path)).toContain(join(server.dataDir, "auth-keys.json"));

    const openToOthers = (dir: string) => {
      mkdirSync(join(dir, "blobs"));
      writeFileSync(join(dir, "outbox.log"), "");
      chmodSync(dir, 0o755);
      chmodSync(join(dir, "outbox.log"), 0o644);
    };
    await withOwnServer(
      {},
      async (other, dir) => {
        expect(other.output()).toMatch(/could be read by other users of this machine; they are now readable by this account only/);
        expect(modes(dir).filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([]);
      },
      openToOthers,
    );
  });

  it("never opens the backup API to an empty or short key", async () => {
    const emptyKey = (dir: string) => writeFileSync(join(dir, "admin-key"), "");
    await withOwnServer({}, async (other, dir) => {
      const backup = (key: string) => fetch(`${other.url}/api/embedded/backup`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
      expect((await backup("")).status).toBe(401);
      const key = readFileSync(join(dir, "admin-key"), "utf8");
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(other.output()).toMatch(/held no usable key/);
      expect((await backup(key)).status).toBe(200);
    }, emptyKey);
  });
});

describe("one client cannot hold up the others", () => {
  it("a flood of subscriptions in one message is capped, and another client's calls stay fast meanwhile", async () => {
    const c = client(server.url);
    for (let i = 0; i < 30; i++) await c.mutation(api.messages.send, { body: `message ${i}` });
    await c.close();
    const flood = await rawSocket(server.url);
    const adds = Array.from({ length: 8000 }, (_, i) => ({
      type: "Add",
      queryId: i,
      udfPath: "messages:page",
      args: [{ paginationOpts: { numItems: 1 + (i % 25), cursor: null, id: i } }],
    }));
    const latencies: number[] = [];
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/query`, { method: "POST", body: JSON.stringify({ path: "messages:list", args: [{}] }) });
        await response.json();
        latencies.push(performance.now() - started);
        await sleep(5);
      }
    })();
    // The probe has measured three calls before the flood arrives; the fourth and later ones run meanwhile.
    await vi.waitFor(() => expect(latencies.length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 5 });
    flood.ws.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: adds }));
    const transition = await flood.next((m) => m.type === "Transition");
    flooding = false;
    await probe;
    const mods = transition.modifications as Array<{ type: string; errorMessage?: string }>;
    expect(mods.filter((m) => m.type === "QueryUpdated")).toHaveLength(MAX_SUBSCRIPTIONS);
    const failed = mods.filter((m) => m.type === "QueryFailed");
    expect(failed).toHaveLength(8000 - MAX_SUBSCRIPTIONS);
    expect(failed[0].errorMessage).toBe(TOO_MANY_SUBSCRIPTIONS);
    expect(latencies.length).toBeGreaterThan(3);
    // Each probe is a whole HTTP round trip on a busy 2-core machine: the bound leaves room for that,
    // while the flood without slicing held every other call for seconds.
    expect(Math.max(...latencies)).toBeLessThan(400);
    flood.ws.close();
  });

  it("a message larger than the protocol allows closes the connection unread", async () => {
    const raw = await rawSocket(server.url);
    raw.ws.send(JSON.stringify({ type: "Mutation", requestId: 1, udfPath: "messages:send", args: [{ body: "x".repeat(MAX_MESSAGE_BYTES) }] }));
    expect(await raw.closed).toBe(1009);
  });
});

describe("an expired token", () => {
  it("stops its subscriptions: the client hears AuthError and gets no more updates", async () => {
    const tokens = await signUp(server.url, "short@example.org");
    const claims = JSON.parse(Buffer.from(tokens.token.split(".")[1], "base64url").toString()) as { sub: string };
    const keys = JSON.parse(readFileSync(join(server.dataDir, "auth-keys.json"), "utf8")) as { JWT_PRIVATE_KEY: string };
    const key = await importPKCS8(keys.JWT_PRIVATE_KEY.replace(/ (?!PRIVATE|KEY)/g, "\n"), "RS256");
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setSubject(claims.sub)
      .setIssuer(server.url)
      .setAudience("convex")
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(key);
    const raw = await rawSocket(server.url);
    raw.ws.send(JSON.stringify({ type: "Authenticate", tokenType: "User", value: shortLived, baseVersion: 0 }));
    await raw.next((m) => m.type === "Transition");
    raw.ws.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [{ type: "Add", queryId: 1, udfPath: "messages:list", args: [{}] }] }));
    await raw.next((m) => m.type === "Transition");
    const authError = await raw.next((m) => m.type === "AuthError");
    expect(authError).toMatchObject({ error: "The auth token has expired.", authUpdateAttempted: false });
    const c = client(server.url);
    await c.mutation(api.messages.send, { body: "after the token expired" });
    await c.close();
    await expect(raw.next((m) => m.type === "Transition")).rejects.toThrow("no message");
    raw.ws.close();
  }, 30_000);
});

describe("headers and stored files", () => {
  it("every answer carries the policy, nosniff and no referrer", async () => {
    for (const response of [await fetch(`${server.url}/nothing-here`), await fetch(`${server.url}/api/query`, { method: "POST", body: "{}" })]) {
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("content-security-policy")).not.toContain("'unsafe-eval'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  it("a stored file is served as what its bytes are, never as a page, and a deleted one leaves the disk", async () => {
    const c = client(server.url);
    const store = async (body: Buffer, type: string) => {
      const uploadUrl = await c.mutation(api.files.generateUploadUrl, {});
      const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": type }, body: new Uint8Array(body) });
      const { storageId } = (await response.json()) as { storageId: string };
      const url = (await c.query(api.files.url, { storageId: storageId as never }))!;
      return { storageId, served: await fetch(url) };
    };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const polyglot = await store(Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]), "text/html");
    expect(polyglot.served.headers.get("content-type")).toBe("image/png");
    expect(polyglot.served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(polyglot.served.headers.get("content-security-policy")).toContain("sandbox");
    const page = await store(Buffer.from("<html><script>alert(1)</script></html>"), "text/html");
    expect(page.served.headers.get("content-type")).toBe("application/octet-stream");
    expect(page.served.headers.get("content-disposition")).toBe("attachment");

    const blob = join(server.dataDir, "blobs", page.storageId);
    expect(existsSync(blob)).toBe(true);
    await c.mutation(api.files.remove, { storageId: page.storageId as never });
    await waitForFile(blob, false);
    expect(existsSync(`${blob}.type`)).toBe(false);
    await c.close();
  });

  it("an upload over the limit is refused as it arrives", async () => {
    const c = client(server.url);
    const uploadUrl = await c.mutation(api.files.generateUploadUrl, {});
    await c.close();
    // By its declared length: the answer comes before the body is read.
    const declared = await postUntilAnswered(uploadUrl, { "Content-Length": String(6 * 1024 * 1024) }, 6 * 1024 * 1024);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body) as { message: string }).toMatchObject({ message: "The file is larger than 5 MB. Please upload a smaller file." });
    // A body that does not say its length is cut off as the bytes arrive: the answer comes while
    // the client is still sending, long before it has sent everything it wanted to.
    const streamed = await postUntilAnswered(uploadUrl, { "Transfer-Encoding": "chunked" }, 256 * 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(streamed.bytesSent).toBeLessThan(64 * 1024 * 1024);
  });
});

/** The text of a body that may be sent in chunks (size line, data, ...). */
function unchunked(body: string): string {
  if (!/^[0-9a-f]+\r\n/i.test(body)) return body;
  let out = "";
  let rest = body;
  for (;;) {
    const line = /^([0-9a-f]+)\r\n/i.exec(rest);
    if (line === null) return out;
    const size = parseInt(line[1], 16);
    if (size === 0) return out;
    out += rest.slice(line[0].length, line[0].length + size);
    rest = rest.slice(line[0].length + size + 2);
  }
}

/** Posts up to `total` bytes, stopping as soon as the server answers; what it answered and how much was sent. */
function postUntilAnswered(url: string, headers: Record<string, string>, total: number): Promise<{ status: number; body: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = httpRequest(url, { method: "POST", headers: { "Content-Type": "image/png", ...headers } }, (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, bytesSent }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body, bytesSent }));
    });
    // The bytes the server sent, read off the socket beside the HTTP parser: on a loaded machine a
    // write can meet the closed pipe before the parser has handed the answer over, and the answer is
    // then read from here.
    let raw = "";
    request.on("socket", (socket) => socket.on("data", (data: Buffer) => (raw += data.toString("latin1"))));
    // Once the server has answered and closed, the rest of the body cannot be sent: that is the point.
    request.on("error", (error) => {
      if (answered) return;
      const head = /^HTTP\/1\.[01] (\d{3}) /.exec(raw);
      if (head === null) return reject(error);
      answered = true;
      const bodyStart = raw.indexOf("\r\n\r\n");
      resolve({ status: Number(head[1]), body: bodyStart < 0 ? "" : unchunked(raw.slice(bodyStart + 4)), bytesSent });
    });
    const chunk = Buffer.alloc(256 * 1024);
    // One chunk per turn of the event loop, as an uploading browser does: the answer is read as soon
    // as it arrives, not after a burst of writes (the server stops reading past a limit and closes,
    // and a client still writing then only meets the closed pipe).
    const pump = () => {
      if (answered) return;
      if (bytesSent >= total) return void request.end();
      bytesSent += chunk.length;
      if (request.write(chunk)) setImmediate(pump);
      else request.once("drain", pump);
    };
    pump();
  });
}

async function waitForFile(file: string, present: boolean): Promise<void> {
  for (let i = 0; i < 100 && existsSync(file) !== present; i++) await sleep(20);
  expect(existsSync(file)).toBe(present);
}
