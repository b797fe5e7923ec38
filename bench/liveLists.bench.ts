/**
 * Live list figures (issue 14), against the app's own convex/ on the embedded backend in a child
 * process. 25 clients, each its own signed-in session and its own TCP proxy that counts the
 * bytes it receives, subscribe exactly as the screens do (the same queries, arguments and page
 * chain, tests/fixtures/liveList.ts), with the app shell's header (viewer, settings header,
 * registration badge): the attendee grid (its live pages, the rooms and tables for its pickers, the logos),
 * the Rooms screen (rooms, each room's occupants, the pages of men without a room, the logos) and
 * the check-in screen (its live pages and the arrival counts), a third of the clients each. One
 * client then moves one man into a room, BENCH_ROUNDS times (20) per size:
 *  - bytes_per_change_2000 / _5000: the most bytes any other client received for one change
 *    (until it showed the change, plus 150 ms for anything else it was sent). Target ≤ 20,000.
 *  - grid_propagation_p50_ms / _p95_ms: from the mutation until each other grid or check-in
 *    client shows the new room, at 2,000 attendees. Target ≤ 16 / ≤ 50.
 *  - grid_first_load_5000_ms: a new grid client, from subscribing until every page of 5,000
 *    attendees has arrived. Target ≤ 1,000.
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { suggestRooms } from "../convex/model/roomSuggestion";
import { GRID_PAGE_SIZE, type AttendeeRow } from "../src/features/attendees/types";
import type { CheckInRow } from "../src/features/checkin/checkInSearch";
import { CHECK_IN_PAGE_SIZE } from "../src/features/checkin/useCheckInList";
import { UNASSIGNED_PAGE_SIZE, type BoardAttendee } from "../src/features/rooms/boardUpdates";
import { FlakyProxy } from "../tests/conformance/proxy";
import { LiveListClient } from "../tests/fixtures/liveList";
import { fetchRoomBoard } from "../tests/fixtures/roomBoard";
import { startAppBackend, type AppBackend } from "../tests/fixtures/roomBackend";

const CLIENTS = 25;
const ROOMS = 60;
/** BENCH_ROUNDS overrides the number of changes per size (fewer on a busy machine). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SETTLE_MS = 150;

type Rooms = FunctionReturnType<typeof api.rooms.list>;
type Room = Rooms[number];

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

type Screen = {
  kind: "grid" | "rooms" | "checkin";
  proxy: FlakyProxy;
  /** Whether the screen shows the man in the room. */
  shows: (attendeeId: Id<"attendees">, room: Room) => boolean;
  loaded: () => boolean;
  onChange: (listener: () => void) => () => void;
};

/** One client subscribed as one screen subscribes. */
function subscribe(kind: Screen["kind"], client: ConvexClient, proxy: FlakyProxy): Screen {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  // The app shell around every screen: the signed-in user, the header and its registration badge.
  for (const query of [api.users.viewer, api.settings.header, api.dashboard.registration]) client.onUpdate(query, {}, () => undefined);
  const onChange = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  if (kind === "rooms") {
    let rooms: Rooms | null = null;
    const occupants = new Map<Id<"rooms">, BoardAttendee[]>();
    const unassigned = new LiveListClient<BoardAttendee>(client, api.rooms.unassignedPage, {}, UNASSIGNED_PAGE_SIZE);
    unassigned.onChange(changed);
    client.onUpdate(api.images.urls, {}, () => undefined);
    client.onUpdate(api.rooms.list, {}, (list) => {
      for (const room of list) {
        if (occupants.has(room._id)) continue;
        client.onUpdate(api.floorPlan.occupants, { roomId: room._id }, (men) => {
          occupants.set(room._id, men);
          changed();
        });
      }
      rooms = list;
      changed();
    });
    return {
      kind,
      proxy,
      shows: (man, room) => (occupants.get(room._id)?.some((m) => m._id === man) ?? false) && unassigned.find(man) === undefined,
      loaded: () => rooms !== null && rooms.every((r) => occupants.has(r._id)) && unassigned.complete,
      onChange,
    };
  }
  if (kind === "checkin") {
    const list = new LiveListClient<CheckInRow>(client, api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
    list.onChange(changed);
    client.onUpdate(api.checkIn.counts, {}, () => undefined);
    return { kind, proxy, shows: (man, room) => list.find(man)?.room_name === room.name, loaded: () => list.complete, onChange };
  }
  const grid = new LiveListClient<AttendeeRow>(client, api.attendees.listPage, {}, GRID_PAGE_SIZE);
  grid.onChange(changed);
  for (const query of [api.rooms.list, api.diningTables.tables, api.images.urls]) client.onUpdate(query, {}, () => undefined);
  return { kind, proxy, shows: (man, room) => grid.find(man)?.room_id === room._id, loaded: () => grid.complete, onChange };
}

async function connect(app: AppBackend, port: number): Promise<{ client: ConvexClient; proxy: FlakyProxy }> {
  const proxy = new FlakyProxy(port);
  const url = await proxy.listen();
  return { client: await app.signedInClient(url), proxy };
}

/** Moves unassigned retreatants into rooms; per change, the bytes each other client got and the grid clients' delays. */
async function changes(admin: ConvexClient, screens: Screen[], writer: ConvexClient) {
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
    const before = screens.map((s) => s.proxy.bytesToClient);
    const seen = new Set<number>();
    const t0 = performance.now();
    const stops: Array<() => void> = [];
    await withTimeout(
      new Promise<void>((done) => {
        screens.forEach((screen, i) =>
          stops.push(screen.onChange(() => {
            if (seen.has(i) || !screen.shows(man, room)) return;
            seen.add(i);
            if (screen.kind !== "rooms") delays.push(performance.now() - t0);
            if (seen.size === screens.length) done();
          })),
        );
        void writer.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId: room._id });
      }),
      30_000,
      `change ${round}`,
    );
    stops.forEach((stop) => stop());
    await sleep(SETTLE_MS);
    screens.forEach((s, i) => bytes.push(s.proxy.bytesToClient - before[i]));
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

export default async function liveListsBench(): Promise<Record<string, number>> {
  const app = await startAppBackend({ demo: false });
  const proxies: FlakyProxy[] = [];
  try {
    const port = Number(new URL(app.url).port);
    const admin = await app.signedInClient();
    await seedMen(admin, 0, 2000);
    step("2,000 men");
    await seedRooms(admin);
    step("rooms");
    const kinds: Screen["kind"][] = ["grid", "rooms", "checkin"];
    const connected = await Promise.all(Array.from({ length: CLIENTS }, () => connect(app, port)));
    proxies.push(...connected.map((c) => c.proxy));
    const writer = connected[0].client;
    const screens = connected.slice(1).map(({ client, proxy }, i) => subscribe(kinds[i % 3], client, proxy));
    subscribe("grid", writer, connected[0].proxy);
    const allLoaded = () => screens.every((s) => s.loaded());
    await withTimeout(
      (async () => {
        while (!allLoaded()) await sleep(50);
      })(),
      120_000,
      "initial load at 2,000",
    );
    step("25 screens loaded");
    const at2000 = await changes(admin, screens, writer);
    step(`changes at 2,000: most bytes ${Math.max(...at2000.bytes)}, p50 ${percentile(at2000.delays, 50)} ms, p95 ${percentile(at2000.delays, 95)} ms`);

    await seedMen(admin, 2000, 5000);
    await withTimeout(
      (async () => {
        while (!allLoaded()) await sleep(50);
      })(),
      120_000,
      "load at 5,000",
    );
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
    await app.stop();
    await Promise.all(proxies.map((p) => p.close()));
  }
}
