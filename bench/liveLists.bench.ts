/**
 * Live list figures (issue 14), against the app's own convex/ on the embedded backend in a child
 * process. 25 clients, each its own signed-in session, subscribe exactly as the screens do
 * (bench/liveListScreens.ts), each counting the bytes of the messages it receives: the attendee
 * grid, the Rooms screen and the check-in screen, a third of the clients each. The 24 watching
 * clients run in worker threads (bench/liveListWorker.ts): each stands for a separate browser,
 * so their decoding runs in parallel as it would there, not one after another in one thread. One
 * client then moves one man into a room, BENCH_ROUNDS times (20) per size:
 *  - bytes_per_change_2000 / _5000: the most bytes any other client received for one change
 *    (until it showed the change, plus 150 ms for anything else it was sent). Target ≤ 20,000.
 *  - grid_propagation_p50_ms / _p95_ms: from the mutation until each other grid or check-in
 *    client shows the new room, at 2,000 attendees. Target ≤ 16 / ≤ 50.
 *  - grid_first_load_5000_ms: a new grid client, from subscribing until every page of 5,000
 *    attendees has arrived. Target ≤ 1,000.
 * The data also holds 20 closed retreats of 100 men (bench/archivedRetreats.ts).
 */
import { Worker } from "node:worker_threads";
import type { ConvexClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { suggestRooms } from "../convex/shared/roomSuggestion";
import { GRID_PAGE_SIZE, type AttendeeRow } from "../src/features/attendees/types";
import { FlakyProxy } from "../tests/conformance/proxy";
import { LiveListClient } from "../tests/fixtures/liveList";
import { fetchRoomBoard } from "../tests/fixtures/roomBoard";
import { startAppBackend, type AppBackend } from "../tests/fixtures/roomBackend";
import { archiveForBench } from "./archivedRetreats";
import { subscribe, type Expected, type ScreenKind } from "./liveListScreens";
import type { WorkerInit, WorkerMessage, WorkerRequest } from "./liveListWorker";

const CLIENTS = 25;
const ROOMS = 60;
/** BENCH_ROUNDS overrides the number of changes per size (fewer on a busy machine). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SETTLE_MS = 150;
/** Worker threads for the 24 watching clients (as bench/platform.bench.ts spreads its clients). */
const WORKERS = 4;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`bench timed out: ${what}`)), ms))]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const started = performance.now();
/** BENCH_VERBOSE=1 prints each step's time on stderr. */
const step = (what: string) => process.env.BENCH_VERBOSE && console.error(`[liveLists ${Math.round(performance.now() - started)} ms] ${what}`);

/** Adds men up to `total` (a tenth servers), by CSV import chunks as staff would. */
async function seedMen(admin: ConvexClient, from: number, total: number): Promise<void> {
  for (let start = from; start < total; start += 100) {
    const count = Math.min(100, total - start);
    const rows = Array.from({ length: count }, (_, k) => {
      const i = start + k;
      return { row: k + 2, values: { first_name: `Name${i}`, last_name: `Live${i}`, email: `live${i}@example.org`, phone_number: `512555${String(i).padStart(4, "0")}` } };
    });
    const result = await admin.mutation(api.csvImport.importChunk, { attendeeType: start % 1000 < 100 ? "server" : "attendee", rows });
    if (result.errors.length > 0) throw new Error(`Seeding failed: ${result.errors[0].message}`);
  }
}

/** 60 rooms (10 for servers) and about half the men in one, as on retreat eve. */
async function seedRooms(admin: ConvexClient): Promise<void> {
  const roomRows = Array.from({ length: ROOMS }, (_, i) => ({ name: `Room ${100 * (1 + Math.floor(i / 20)) + (i % 20) + 1}`, capacity: 60 }));
  await admin.mutation(api.rooms.importCsv, { rows: roomRows });
  const rooms = await admin.query(api.rooms.list, {});
  for (const room of rooms.slice(0, 10)) await admin.mutation(api.rooms.setType, { roomId: room._id, room_type: "server" });
  const board = await fetchRoomBoard(admin);
  const suggestion = suggestRooms(
    board.rooms.map((r) => ({ ...r, id: r._id })),
    board.unassigned.map((m) => ({ ...m, id: m._id })),
  );
  const half = suggestion.assignments.filter((_, i) => i % 2 === 0);
  for (let i = 0; i < half.length; i += 250) await admin.mutation(api.rooms.applySuggestion, { assignments: half.slice(i, i + 250) });
}

async function connect(app: AppBackend, port: number): Promise<{ client: ConvexClient; proxy: FlakyProxy }> {
  const proxy = new FlakyProxy(port);
  const url = await proxy.listen();
  return { client: await app.signedInClient(url), proxy };
}

// Workers load the TypeScript worker module through tsx.
const WORKER_BOOT = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(new URL("./liveListWorker.ts", import.meta.url).href)}); });`;

/** The watching screens, spread over worker threads, driven by requests. */
class WatchingScreens {
  private workers: Worker[] = [];
  private nextId = 0;
  private answers = new Map<number, (value: unknown) => void>();
  private seenListener: ((m: Extract<WorkerMessage, { type: "seen" }>) => void) | null = null;
  private failure: Error | null = null;

  constructor(url: string, readonly kinds: ScreenKind[], workers: number) {
    const per = Math.ceil(kinds.length / workers);
    for (let first = 0; first < kinds.length; first += per) {
      const init: WorkerInit = { url, kinds: kinds.slice(first, first + per), first };
      const worker = new Worker(WORKER_BOOT, { eval: true, workerData: init });
      worker.on("message", (m: WorkerMessage) => {
        if (m.type === "answer") this.answers.get(m.id)?.(m.value);
        else if (m.type === "seen") this.seenListener?.(m);
        else this.failure = new Error(`a bench worker failed: ${m.error}`);
      });
      worker.on("error", (e) => (this.failure = e));
      this.workers.push(worker);
    }
  }

  /** Every worker's answer to one request. */
  private ask(request: DistributiveOmit<WorkerRequest, "id">): Promise<unknown[]> {
    if (this.failure) return Promise.reject(this.failure);
    return Promise.all(
      this.workers.map((worker) => {
        const id = ++this.nextId;
        return new Promise<unknown>((resolve) => {
          this.answers.set(id, (value) => {
            this.answers.delete(id);
            resolve(value);
          });
          worker.postMessage({ ...request, id });
        });
      }),
    );
  }

  async loaded(): Promise<boolean> {
    return (await this.ask({ op: "loaded" })).every(Boolean);
  }

  async bytes(): Promise<number[]> {
    return (await this.ask({ op: "bytes" })).flat() as number[];
  }

  /** Resolves with each screen's time (wall clock, ms) once every screen shows `expected`. */
  async watch(expected: Expected, round: number, change: () => void): Promise<Array<{ kind: ScreenKind; at: number }>> {
    const seen: Array<{ kind: ScreenKind; at: number }> = [];
    let count = 0;
    const all = new Promise<void>((done) => {
      this.seenListener = (m) => {
        if (m.round !== round) return;
        for (const { index, kind, at } of m.seen) {
          if (seen[index]) continue;
          seen[index] = { kind, at };
          count += 1;
        }
        if (count === this.kinds.length) done();
      };
    });
    await this.ask({ op: "expect", expected, round });
    change();
    await all;
    this.seenListener = null;
    return seen;
  }

  async close(): Promise<void> {
    await this.ask({ op: "close" }).catch(() => undefined);
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
const now = () => performance.timeOrigin + performance.now();

/** Moves unassigned retreatants into rooms; per change, the bytes each other client got and the grid clients' delays. */
async function changes(admin: ConvexClient, screens: WatchingScreens, writer: ConvexClient) {
  const bytes: number[] = [];
  const delays: number[] = [];
  const board = await fetchRoomBoard(admin);
  const men = board.unassigned.filter((m) => m.attendee_type === "attendee" && !m.sleeps_at_home);
  const rooms = board.rooms.filter((r) => r.room_type === "retreatant" && (r.capacity ?? Infinity) > r.occupants.length + ROUNDS);
  step(`changes: ${men.length} men, ${rooms.length} rooms`);
  for (let round = 0; round < ROUNDS; round++) {
    step(`round ${round}`);
    const man = men[(round * 37) % men.length]._id;
    const room = rooms[round % rooms.length];
    const before = await screens.bytes();
    let t0 = 0;
    const seen = await withTimeout(
      screens.watch({ man, room: { _id: room._id, name: room.name } }, round, () => {
        t0 = now();
        void writer.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId: room._id });
      }),
      30_000,
      `change ${round}`,
    );
    for (const { kind, at } of seen) if (kind !== "rooms") delays.push(at - t0);
    await sleep(SETTLE_MS);
    const after = await screens.bytes();
    after.forEach((b, i) => bytes.push(b - before[i]));
  }
  return { bytes, delays };
}

async function firstLoad(app: AppBackend, port: number): Promise<number> {
  const { client, proxy } = await connect(app, port);
  const t0 = performance.now();
  const grid = new LiveListClient<AttendeeRow>(client, api.attendees.listPage, {}, GRID_PAGE_SIZE);
  await grid.until((list) => list.complete, 60_000);
  const ms = performance.now() - t0;
  if (grid.rows.length < 5000) throw new Error(`first load showed ${grid.rows.length} men`);
  grid.close();
  await proxy.close();
  return Math.round(ms);
}

async function untilLoaded(screens: WatchingScreens, what: string): Promise<void> {
  await withTimeout(
    (async () => {
      while (!(await screens.loaded())) await sleep(50);
    })(),
    120_000,
    what,
  );
}

export default async function liveListsBench(): Promise<Record<string, number>> {
  const app = await startAppBackend({ demo: false });
  const proxies: FlakyProxy[] = [];
  let screens: WatchingScreens | null = null;
  try {
    const port = Number(new URL(app.url).port);
    const admin = await app.signedInClient();
    await archiveForBench(admin, "liveLists");
    step("archived retreats");
    await seedMen(admin, 0, 2000);
    step("2,000 men");
    await seedRooms(admin);
    step("rooms");
    const kinds = Array.from({ length: CLIENTS - 1 }, (_, i): ScreenKind => (["grid", "rooms", "checkin"] as const)[i % 3]);
    screens = new WatchingScreens(app.url, kinds, WORKERS);
    const writerLink = await connect(app, port);
    proxies.push(writerLink.proxy);
    const writer = writerLink.client;
    subscribe("grid", writer);
    await untilLoaded(screens, "initial load at 2,000");
    step("25 screens loaded");
    const at2000 = await changes(admin, screens, writer);
    step(`changes at 2,000: most bytes ${Math.max(...at2000.bytes)}, p50 ${percentile(at2000.delays, 50)} ms, p95 ${percentile(at2000.delays, 95)} ms`);

    await seedMen(admin, 2000, 5000);
    await untilLoaded(screens, "load at 5,000");
    step("5,000 men loaded");
    await sleep(500);
    const at5000 = await changes(admin, screens, writer);
    step(`changes at 5,000: most bytes ${Math.max(...at5000.bytes)}`);
    const grid_first_load_5000_ms = await firstLoad(app, port);
    return {
      bytes_per_change_2000: Math.max(...at2000.bytes),
      bytes_per_change_5000: Math.max(...at5000.bytes),
      bytes_per_change_median_5000: percentile(at5000.bytes, 50),
      grid_propagation_p50_ms: percentile(at2000.delays, 50),
      grid_propagation_p95_ms: percentile(at2000.delays, 95),
      grid_first_load_5000_ms,
    };
  } finally {
    await screens?.close();
    await app.stop();
    await Promise.all(proxies.map((p) => p.close()));
  }
}
