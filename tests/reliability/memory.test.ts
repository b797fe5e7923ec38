/**
 * Memory: what the server keeps for clients goes with them, and what many clients watching the
 * same screen have in common is held once.
 *
 * Every signed-in client is its own session and identity, so each runs a screen's query on its
 * own. A live page grows while rows land inside it (its end cursor is pinned), and a page of
 * retreatants reads one index range per man (his letter count). Kept once per client, those
 * reads and the page's text made the server's memory grow with rows × clients, which is what a
 * weekend-long server running many screens cannot afford. Work that stores nothing new (taps on a
 * stock count, re-running every watcher's screens) must leave the heap where it was: whatever the
 * server keeps per run or per call shows there. The server's heap is measured right after a full
 * collection (tests/fixtures/heapProbe.mjs).
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
/** Taps on the stock while clients watch: each changes one stored number and adds no document. */
const TAPS = MODE === "long" ? 3000 : 1000;
/**
 * What those taps may leave: the tapping session's kept answers (about 0.25 KB a mutation, its last
 * 200 kept, server/sync/hub.ts) and a little wobble. A server keeping anything per run, per update sent or per call (a result's
 * bytes, a read set, a mutation's promise) grows by several KB a tap and is caught here.
 */
const WORK_MB = 1.5 + (Math.min(TAPS, 200) * 0.25) / 1024;

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
  `${WATCHERS} clients on a live page growing by ${IMPORTED} rows, ${CHURN_ROUNDS} rounds of clients coming and going, then ${TAPS} taps on watched screens: the server's heap per client stays small and returns near its start`,
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

    // Clients watch screens that every tap changes, while another taps: nothing is stored but one
    // number, so once the work is done the heap is back where it was.
    const lookers = await signedIn(WATCHERS);
    const seen = new Map<ConvexClient, number>();
    const watching = lookers.flatMap((c) => [
      c.onUpdate(api.palanquitaStock.list, {}, () => seen.set(c, (seen.get(c) ?? 0) + 1)),
      c.onUpdate(api.palancas.retreatantPage, page, () => undefined),
      c.onUpdate(api.dashboard.registration, {}, () => undefined),
    ]);
    await until("every looker's screens", () => seen.size === WATCHERS);
    // One client taps, each tap answered before the next: every tap re-runs every looker's screen.
    const [tapper] = await signedIn(1);
    let taps = 0;
    const tap = async (count: number) => {
      for (let n = 0; n < count; n++) {
        await tapper.mutation(api.palanquitaStock.adjust, { id: kindId, delta: n % 2 === 0 ? 1 : -1 });
        taps++;
      }
    };
    // A first round warms the code the taps run (compiled code is kept, once) before measuring.
    await tap(TAPS / 5);
    await sleep(500);
    const beforeTaps = await heapAfterGcMb(app.server);
    taps = 0;
    const updatesBefore = [...seen.values()].reduce((a, b) => a + b, 0);
    await tap(TAPS);
    await sleep(1000);
    const afterTaps = await heapAfterGcMb(app.server);
    const updates = [...seen.values()].reduce((a, b) => a + b, 0) - updatesBefore;
    watching.forEach((stop) => stop());
    await Promise.all([...lookers, tapper].map((c) => c.close()));

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
      taps,
      "updates to the lookers": updates,
      "heap before the taps MB": beforeTaps.toFixed(1),
      "heap after the taps MB": afterTaps.toFixed(1),
      "tap growth MB": (afterTaps - beforeTaps).toFixed(2),
    });
    expect(perWatcherKb).toBeLessThan(PER_WATCHER_KB);
    expect(end - afterWatchers).toBeLessThan(CHURN_MB);
    expect(updates).toBeGreaterThan((TAPS * WATCHERS) / 2);
    expect(afterTaps - beforeTaps).toBeLessThan(WORK_MB);
  },
  budgetMs(240_000, 900_000),
);
