/** Subscriptions re-run only when a commit wrote what they read; unchanged results are not re-sent. */
import { describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { client, fileServer, logCaughtUp, sleep, waitForValue } from "./helpers";

const server = fileServer({ RETREAT_VERBOSE: "1" });

const runs = (path: string) => server.output().split("\n").filter((l) => l.startsWith(`[query] ${path} `)).length;

describe("read-set tracking", () => {
  it("re-runs only the subscriptions whose read set a commit touched", async () => {
    const watcher = client(server.url);
    const writer = client(server.url);
    const updates: Record<string, number> = { a: 0, list: 0 };
    watcher.onUpdate(api.counters.get, { name: "a" }, () => updates.a++);
    watcher.onUpdate(api.messages.list, {}, () => updates.list++);
    await waitForValue(watcher, api.counters.get, { name: "a" }, () => true);
    await waitForValue(watcher, api.messages.list, {}, () => true);
    await logCaughtUp(server);
    const before = { counter: runs("counters:get"), list: runs("messages:list") };

    // Another index range of the same table, and another table: neither query re-runs.
    for (let i = 0; i < 5; i++) await writer.mutation(api.counters.increment, { name: "b" });
    await logCaughtUp(server);
    expect(runs("counters:get")).toBe(before.counter);
    expect(runs("messages:list")).toBe(before.list);

    // A write in the range re-runs it (once), and the subscriber gets the new value. Commits are
    // answered in order: had the writes above re-run either query, it would show in these counts too.
    await writer.mutation(api.counters.increment, { name: "a" });
    expect(await waitForValue<number>(watcher, api.counters.get, { name: "a" }, (v) => v === 1)).toBe(1);
    await logCaughtUp(server);
    expect(runs("counters:get")).toBe(before.counter + 1);
    expect(runs("messages:list")).toBe(before.list);
    await watcher.close();
    await writer.close();
  });

  it("shares one execution between clients subscribed to the same query", async () => {
    const clients = Array.from({ length: 5 }, () => client(server.url));
    const latest: Array<Array<{ body: string }> | undefined> = [];
    clients.forEach((c, i) => c.onUpdate(api.messages.list, {}, (v) => (latest[i] = v)));
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await sleep(25);
      expect(pred()).toBe(true);
    };
    await until(() => clients.every((_, i) => latest[i] !== undefined));
    const before = runs("messages:list");
    await clients[0].mutation(api.messages.send, { body: "shared" });
    await until(() => clients.every((_, i) => latest[i]!.some((m) => m.body === "shared")));
    await logCaughtUp(server);
    expect(runs("messages:list")).toBe(before + 1);
    await Promise.all(clients.map((c) => c.close()));
  });

  it("re-runs only the page of a paginated query that a write falls in", async () => {
    const c = client(server.url);
    for (let i = 0; i < 6; i++) await c.mutation(api.messages.send, { body: `paged ${i}` });
    type Page = { page: Array<{ body: string }>; continueCursor: string };
    const args1 = { paginationOpts: { numItems: 3, cursor: null } };
    c.onUpdate(api.messages.page, args1, () => {});
    const first = await waitForValue<Page>(c, api.messages.page, args1, (p) => p.page.length === 3);
    const args2 = { paginationOpts: { numItems: 3, cursor: first.continueCursor } };
    c.onUpdate(api.messages.page, args2, () => {});
    await waitForValue<Page>(c, api.messages.page, args2, (p) => p.page.length === 3);
    await logCaughtUp(server);
    const before = runs("messages:page");
    // Newest first: a new message falls in the first page only, so the second does not re-run.
    await c.mutation(api.messages.send, { body: "newest" });
    expect((await waitForValue<Page>(c, api.messages.page, args1, (p) => p.page[0]?.body === "newest")).page[0].body).toBe("newest");
    await logCaughtUp(server);
    expect(runs("messages:page")).toBe(before + 1);
    await c.close();
  });
});
