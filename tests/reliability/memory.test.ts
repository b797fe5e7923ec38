/**
 * Memory: what the server keeps for clients goes with them, and what many clients watching the
 * same screen have in common is held once.
 *
 * Every signed-in client is its own session and identity, so each runs a screen's query on its
 * own. A live page grows while rows land inside it (its end cursor is pinned), and a page of
 * retreatants reads one index range per man (his letter count). Kept once per client, those
 * reads and the page's text made the server's memory grow with rows × clients, which is what a
 * weekend-long server running many screens cannot afford. The server's heap is measured right
 * after a full collection (tests/fixtures/heapProbe.mjs).
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { HEAP_PROBE_ENV, heapAfterGcMb } from "../fixtures/heap";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { sleep } from "../conformance/helpers";
import { budgetMs, MODE, report } from "./config";

const WATCHERS = 10;
const IMPORTED = MODE === "long" ? 3000 : 1000;
const CHURN_ROUNDS = MODE === "long" ? 10 : 3;
const CHUNK = 100;
const page = { paginationOpts: { numItems: 50, cursor: null } };
/** Generous for what one more client costs once equal reads and results are held once (it was ~650 KB). */
const PER_WATCHER_KB = 200;
/** What connect/subscribe/work/disconnect rounds may leave: their sessions' answers and sign-in records. */
const CHURN_MB = 8;

let app: AppBackend;

beforeAll(async () => {
  app = await startAppBackend({ demo: true, env: HEAP_PROBE_ENV });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

async function signedIn(n: number): Promise<ConvexClient[]> {
  const out: ConvexClient[] = [];
  for (let i = 0; i < n; i += 10) out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => app.signedInClient()))));
  return out;
}

async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

test(
  `${WATCHERS} clients on a live page growing by ${IMPORTED} rows, then ${CHURN_ROUNDS} rounds of clients coming and going: the server's heap per client stays small and returns near its start`,
  async () => {
    const [admin] = await signedIn(1);
    const kindId = await admin.mutation(api.palanquitaStock.create, { input: { name: "Memory rosaries", made: 0, needed_per_retreatant: 1 } });
    const start = await heapAfterGcMb(app.server);

    // Many clients, each its own session, watch the first page of retreatants from the start. The
    // admin watches it too, and stays: what the watchers cost is what one more client costs.
    const watchers = await signedIn(WATCHERS);
    const rows = new Map<ConvexClient, number>();
    const stops = [admin, ...watchers].map((c) => c.onUpdate(api.palancas.retreatantPage, page, (v) => rows.set(c, v.page.length)));
    await until("every watcher's first page", () => rows.size === WATCHERS + 1);
    const before = Math.min(...rows.values());

    // Men imported without a room sort into that page: it grows by every one of them.
    for (let n = 0; n < IMPORTED; n += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, IMPORTED - n) }, (_, i) => ({
        row: i + 2,
        values: { first_name: "Memory", last_name: `Test ${n + i}`, email: `memory-${n + i}@example.org` },
      }));
      await admin.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: chunk });
    }
    await until("every watcher's page to hold the imported men", () => Math.min(...rows.values()) >= before + IMPORTED);
    const watched = await heapAfterGcMb(app.server);

    // The watchers go: what they held goes with them.
    stops.slice(1).forEach((stop) => stop());
    await Promise.all(watchers.map((c) => c.close()));
    await sleep(500);
    const afterWatchers = await heapAfterGcMb(app.server);
    const perWatcherKb = ((watched - afterWatchers) * 1024) / WATCHERS;

    // Clients come, watch every screen, change their subscriptions, work, and go.
    let calls = 0;
    for (let round = 0; round < CHURN_ROUNDS; round++) {
      const clients = await signedIn(WATCHERS);
      await Promise.all(
        clients.map(async (c, i) => {
          const first = await c.query(api.palancas.retreatantPage, page);
          const stopA = c.onUpdate(api.rooms.list, {}, () => undefined);
          const stopB = c.onUpdate(api.attendees.listPage, page, () => undefined);
          await c.mutation(api.palanquitaStock.adjust, { id: kindId, delta: 1 });
          stopA();
          const stopC = c.onUpdate(api.dashboard.registration, {}, () => undefined);
          await c.mutation(api.palanquitaStock.adjust, { id: kindId, delta: -1 });
          await c.query(api.attendees.profile, { id: first.page[i % first.page.length]._id });
          stopB();
          stopC();
          calls += 4;
        }),
      );
      await Promise.all(clients.map((c) => c.close()));
    }
    await sleep(500);
    const end = await heapAfterGcMb(app.server);

    report("memory", {
      "page rows per watcher": before + IMPORTED,
      "heap at start MB": start.toFixed(1),
      [`heap with ${WATCHERS} watchers MB`]: watched.toFixed(1),
      "heap after they left MB": afterWatchers.toFixed(1),
      "heap per watcher KB": perWatcherKb.toFixed(0),
      "churn clients": CHURN_ROUNDS * WATCHERS,
      "churn calls": calls,
      "heap after churn MB": end.toFixed(1),
      "churn growth MB": (end - afterWatchers).toFixed(1),
    });
    expect(perWatcherKb).toBeLessThan(PER_WATCHER_KB);
    expect(end - afterWatchers).toBeLessThan(CHURN_MB);
  },
  budgetMs(120_000, 600_000),
);
