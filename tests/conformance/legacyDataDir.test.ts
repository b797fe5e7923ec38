/**
 * A data directory written before ids were random (a counter followed by the table name) opens
 * with every document and id; new documents get random Convex ids, and the old renewal tokens,
 * which could be guessed from one another, are gone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeConvexId } from "../../server/backup/convexIds";
import { api } from "./fixture/convex/_generated/api";
import { callAction, client, withOwnServer } from "./helpers";

describe("a data directory of an earlier version", () => {
  it("opens with its documents and ids; new documents get random ids; its guessable renewal tokens are dropped", async () => {
    const now = Date.now();
    const legacy = (counter: number, table: string) => String(counter).padStart(32 - table.length, "0") + table;
    const user = legacy(10_001, "users");
    const session = legacy(10_002, "authSessions");
    const token = legacy(10_003, "authRefreshTokens");
    const message = legacy(10_004, "messages");
    const docs = [
      { _id: user, _creationTime: now - 4000, email: "old@example.org" },
      { _id: session, _creationTime: now - 3000, userId: user, expirationTime: now + 86_400_000 },
      { _id: token, _creationTime: now - 2000, sessionId: session, expirationTime: now + 86_400_000 },
      { _id: message, _creationTime: now - 1000, body: "kept from before" },
    ];
    const writeSnapshot = (dir: string) =>
      writeFileSync(join(dir, "snapshot.json"), JSON.stringify({ format: 1, gen: 0, ts: String(BigInt(now) * 1_000_000n), docs, requests: [] }));
    await withOwnServer({}, async (old, dir) => {
      expect(old.output()).toMatch(/Ended 1 sign-in renewals made before ids were random/);
      const c = client(old.url);
      expect(await c.query(api.messages.get, { id: message as never })).toMatchObject({ body: "kept from before" });
      const fresh = await c.mutation(api.messages.send, { body: "new" });
      expect(decodeConvexId(fresh)).not.toBeNull();
      expect((await c.query(api.messages.list, {})).map((m: { body: string }) => m.body)).toEqual(["new", "kept from before"]);
      // The old renewal token is gone, and presenting it signs nobody in.
      const { body } = await callAction(old.url, "auth:signIn", { refreshToken: `${token}|${session}` });
      expect(body.status === "success" ? (body.value as { tokens: unknown }).tokens : body.status).toBeNull();
      await c.close();
      expect(JSON.parse(readFileSync(join(dir, "tables.json"), "utf8"))).toMatchObject({ format: 1, tables: { messages: expect.any(Number) } });
    }, writeSnapshot);
  });
});
