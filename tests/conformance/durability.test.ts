/** Restarts, kill -9, scheduled functions across restarts. */
import { afterEach, describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { client, mutationMessage, rawSocket, spawnServer, tempDataDir, waitForValue } from "./helpers";

type Msg = { _id: string; _creationTime: number; body: string; author?: string };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
});

describe("durability", () => {
  it("keeps data, ids and creation times across a restart", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let server = await spawnServer(data.dir);
    let c = client(server.url);
    for (let i = 0; i < 5; i++) await c.mutation(api.messages.send, { body: `keep ${i}` });
    await c.mutation(api.counters.increment, { name: "restart" });
    const before = (await c.query(api.messages.list, {})) as Msg[];
    await c.close();
    await server.stop();

    server = await spawnServer(data.dir);
    c = client(server.url);
    cleanups.push(() => server.stop(), () => c.close());
    const after = (await c.query(api.messages.list, {})) as Msg[];
    expect(after).toEqual(before);
    expect(await c.query(api.counters.get, { name: "restart" })).toBe(1);
    // New documents get new ids (the id counter is restored too).
    const fresh = await c.mutation(api.messages.send, { body: "after restart" });
    expect(before.map((m) => m._id)).not.toContain(fresh);
  });

  it("keeps every acknowledged mutation when the server is killed with SIGKILL", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let server = await spawnServer(data.dir);
    const c = client(server.url);
    const acked: string[] = [];
    // Keep mutations in flight and kill the process right after one is acknowledged.
    const inflight: Array<Promise<unknown>> = [];
    for (let i = 0; i < 40; i++) {
      inflight.push(
        c.mutation(api.messages.send, { body: `k${i}` }).then(
          (id) => acked.push(id),
          () => undefined,
        ),
      );
      if (i === 25) {
        await inflight[i];
        await server.kill();
        break;
      }
    }
    await c.close();
    expect(acked.length).toBeGreaterThan(0);

    server = await spawnServer(data.dir);
    cleanups.push(() => server.stop());
    const c2 = client(server.url);
    cleanups.push(() => c2.close());
    const ids = new Set(((await c2.query(api.messages.list, {})) as Msg[]).map((m) => m._id));
    for (const id of acked) expect(ids.has(id)).toBe(true);
    // The store is intact: it accepts writes and survives another restart.
    await c2.mutation(api.messages.send, { body: "after kill" });
  });

  it("does not apply a mutation twice when it is re-sent after a crash", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let server = await spawnServer(data.dir);
    const session = crypto.randomUUID();
    const first = await rawSocket(server.url, session);
    first.ws.send(mutationMessage(3, "counters:increment", { name: "crash" }));
    expect(await first.next((m) => m.type === "MutationResponse")).toMatchObject({ success: true, result: 1 });
    await server.kill(); // the client never heard back, say: it re-sends to the restarted server
    server = await spawnServer(data.dir);
    cleanups.push(() => server.stop());
    const again = await rawSocket(server.url, session);
    again.ws.send(mutationMessage(3, "counters:increment", { name: "crash" }));
    expect(await again.next((m) => m.type === "MutationResponse")).toMatchObject({ success: true });
    again.ws.close();
    const c = client(server.url);
    cleanups.push(() => c.close());
    expect(await c.query(api.counters.get, { name: "crash" })).toBe(1);
  });

  it("runs a scheduled function after the server restarts", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let server = await spawnServer(data.dir);
    const c = client(server.url);
    await c.mutation(api.messages.schedule, { body: "scheduled before restart", delayMs: 1500 });
    await c.close();
    await server.kill();

    server = await spawnServer(data.dir);
    cleanups.push(() => server.stop());
    const c2 = client(server.url);
    cleanups.push(() => c2.close());
    const list = await waitForValue<Msg[]>(c2, api.messages.list, {}, (v) => v.some((m) => m.body === "scheduled before restart"), 15_000);
    expect(list.find((m) => m.body === "scheduled before restart")?.author).toBe("scheduler");
    const jobs = (await c2.query(api.messages.scheduledJobs, {})) as Array<{ state: { kind: string } }>;
    expect(jobs.map((j) => j.state.kind)).toEqual(["success"]);
  });

  it("runs a job scheduled with no delay", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const server = await spawnServer(data.dir);
    cleanups.push(() => server.stop());
    const c = client(server.url);
    cleanups.push(() => c.close());
    await c.mutation(api.messages.schedule, { body: "right away", delayMs: 0 });
    await waitForValue<Msg[]>(c, api.messages.list, {}, (v) => v.some((m) => m.body === "right away"));
    type Job = { state: { kind: string } };
    const jobs = await waitForValue<Job[]>(c, api.messages.scheduledJobs, {}, (v) => v.length > 0 && v[0].state.kind !== "pending" && v[0].state.kind !== "inProgress");
    expect(jobs.map((j) => j.state.kind)).toEqual(["success"]);
  });
});
