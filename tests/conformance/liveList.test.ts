/**
 * The app's big lists as live pages (useLiveList's page chain, tests/fixtures/liveList.ts) with
 * the real ConvexClient on the embedded backend: a change to one man re-runs and re-sends one page
 * (counted in bytes on the wire and in the server's runs), and the pages stay gapless and free of
 * repeats while men are added, removed and renamed (which moves them between the pages of a list
 * ordered by name).
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReference, PaginationResult } from "convex/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { sortAttendees } from "../../src/features/attendees/attendeeFilter";
import type { AttendeeRow } from "../../src/features/attendees/types";
import type { CheckInRow } from "../../src/features/checkin/checkInSearch";
import { CHECK_IN_PAGE_SIZE } from "../../src/features/checkin/useCheckInList";
import type { BoardAttendee } from "../../src/features/rooms/boardUpdates";
import { LiveListClient } from "../fixtures/liveList";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { FlakyProxy } from "./proxy";
import { logCaughtUp } from "./helpers";

let app: AppBackend;
let admin: ConvexClient;

/** A fresh backend for the tests of one describe block, holding `men` men. */
function freshApp(men: number): void {
  beforeAll(async () => {
    app = await startAppBackend({ demo: false, verbose: true });
    admin = await app.signedInClient();
    await addMen(men);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });
}

/** How many times the server has run a query so far, on its own or nested (not counting answers taken from a shared run). */
const runs = (path: string) => app.server.output().split("\n").filter((line) => line.startsWith(`[query] ${path} `) && !line.includes("shared run")).length;

/** Waits until the server's log holds every run made so far (a one-shot users:viewer, which no test here counts). */
const runsCaughtUp = () => logCaughtUp(app.server, { via: admin, fence: "users:viewer" });

let serial = 0;
async function addMen(count: number, type: "attendee" | "server" = "attendee"): Promise<void> {
  const rows = Array.from({ length: count }, (_, k) => {
    const i = serial++;
    return { row: k + 2, values: { first_name: `Man${String((i * 7919) % 1000).padStart(3, "0")}`, last_name: `Live${i}`, email: `live${i}@example.org` } };
  });
  // The import takes at most 100 rows per chunk, as the Import screen sends them.
  for (let start = 0; start < rows.length; start += 100) {
    const result = await admin.mutation(api.csvImport.importChunk, { attendeeType: type, rows: rows.slice(start, start + 100) });
    expect(result.errors).toEqual([]);
  }
}

/** Every row of a paginated query, read once. */
async function everyRow<T>(query: FunctionReference<"query">): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = (await admin.query(query, { paginationOpts: { numItems: 200, cursor } })) as PaginationResult<T>;
    rows.push(...page.page);
    if (page.isDone) return rows;
    cursor = page.continueCursor;
  }
}

describe("one change re-sends one page", () => {
  freshApp(600);

  test("a man's room change sends the watching grid one page, not the list", async () => {
    const room = await admin.mutation(api.rooms.create, { name: "Wire 1", capacity: 10, room_type: "retreatant" });
    const proxy = new FlakyProxy(Number(new URL(app.url).port));
    const watcher = await app.signedInClient(await proxy.listen());
    const grid = new LiveListClient<AttendeeRow>(watcher, api.attendees.listPage, {}, 50);
    await grid.until((list) => list.complete);
    expect(grid.pageCount).toBeGreaterThanOrEqual(12);
    const everyone = grid.rows;
    const man = everyone[300];
    const wholeList = JSON.stringify(everyone).length;

    await runsCaughtUp();
    const before = proxy.bytesToClient;
    const runsBefore = runs("attendees:listPage");
    await admin.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId: room });
    await grid.until((list) => list.find(man._id)?.room_id === room);
    // A commit's changed pages reach a client in one transition, the one just seen; and only a page
    // that ran again can have changed, which the count of runs below shows.
    await runsCaughtUp();
    const sent = proxy.bytesToClient - before;
    // The server re-ran only the page holding him, not the list's other pages.
    expect(runs("attendees:listPage") - runsBefore).toBe(1);
    const page = JSON.stringify(everyone.slice(0, 50)).length;
    expect(sent).toBeGreaterThan(page * 0.8);
    expect(sent).toBeLessThan(page * 1.5);
    expect(sent).toBeLessThan(wholeList / 8);
    grid.close();
    await proxy.close();
  });

  test("a room change re-runs one check-in page and not the rooms list (read by the Rooms screen and the grid's pickers)", async () => {
    const room = await admin.mutation(api.rooms.create, { name: "Wire 2", capacity: 10, room_type: "retreatant" });
    const watcher = await app.signedInClient();
    const checkIn = new LiveListClient<CheckInRow>(watcher, api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
    const rooms: unknown[] = [];
    watcher.onUpdate(api.rooms.list, {}, (list) => rooms.push(list));
    await checkIn.until((list) => list.complete);
    expect(checkIn.pageCount).toBeGreaterThanOrEqual(12);
    // Two men of different pages, the first already in the room: the room's document is not rewritten.
    const [first, second] = [checkIn.rows[5], checkIn.rows[400]];
    await admin.mutation(api.rooms.assignAttendee, { attendeeId: first._id, roomId: room });
    await checkIn.until((list) => list.find(first._id)?.room_name === "Wire 2");
    await runsCaughtUp();
    const before = { pages: runs("checkIn:list"), rooms: runs("sharedRows:rooms") };
    await admin.mutation(api.rooms.assignAttendee, { attendeeId: second._id, roomId: room });
    await checkIn.until((list) => list.find(second._id)?.room_name === "Wire 2");
    await runsCaughtUp();
    expect(runs("checkIn:list") - before.pages).toBe(1);
    expect(runs("sharedRows:rooms") - before.rooms).toBe(0);
    checkIn.close();
  });
});

/** Watches a live list and records whether the server's pages ever held a man twice. */
function watchRepeats<T extends { _id: string }>(list: LiveListClient<T>): { repeats: string[][] } {
  const seen = { repeats: [] as string[][] };
  list.onChange(() => {
    const ids = list.rawIds();
    if (new Set(ids).size !== ids.length) seen.repeats.push(ids.filter((id, i) => ids.indexOf(id) !== i));
  });
  return seen;
}

/** Waits until the live pages hold exactly the server's list, in its order. */
async function settlesOn<T extends { _id: string }>(list: LiveListClient<T>, truth: T[]): Promise<void> {
  const want = JSON.stringify(truth.map((r) => r._id));
  try {
    await list.until((l) => l.complete && JSON.stringify(l.rawIds()) === want, 15_000);
  } catch (error) {
    const ids = list.rawIds();
    const wanted = truth.map((r) => r._id);
    const missing = wanted.filter((id) => !ids.includes(id));
    const extra = ids.filter((id) => !wanted.includes(id));
    const firstDiff = wanted.findIndex((id, i) => ids[i] !== id);
    throw new Error(`${(error as Error).message}: ${ids.length} rows for ${wanted.length}, missing ${missing.length}, extra ${extra.length}, first difference at ${firstDiff}`);
  }
}

describe("pages stay gapless and without repeats", () => {
  freshApp(150);

  test("the grid's pages under additions and removals, sorted by name and by newest", async () => {
    const watcher = await app.signedInClient();
    const grid = new LiveListClient<AttendeeRow>(watcher, api.attendees.listPage, {}, 10);
    const repeats = watchRepeats(grid);
    await grid.until((list) => list.complete);
    for (let step = 0; step < 4; step++) {
      await addMen(15); // all at the head of the newest-first order: the first page grows and splits
      const truth = await everyRow<AttendeeRow>(api.attendees.listPage);
      for (const man of truth.filter((_, i) => i % 9 === step)) await admin.mutation(api.attendees.remove, { id: man._id });
      const after = await everyRow<AttendeeRow>(api.attendees.listPage);
      await settlesOn(grid, after);
      for (const sort of [null, "asc", "desc"] as const) {
        expect(sortAttendees(grid.rows, sort).map((r) => r._id)).toEqual(sortAttendees(after, sort).map((r) => r._id));
      }
    }
    expect(repeats.repeats).toEqual([]);
    // Growing pages were split: none holds much more than the page size.
    expect(grid.largestPage).toBeLessThanOrEqual(21);
    grid.close();
  });

  test("the pages of men without a room (ordered by name) under renames that move men between pages", async () => {
    const watcher = await app.signedInClient();
    const list = new LiveListClient<BoardAttendee>(watcher, api.rooms.unassignedPage, {}, 10);
    const repeats = watchRepeats(list);
    await list.until((l) => l.complete);
    const men = await everyRow<BoardAttendee>(api.rooms.unassignedPage);
    expect(men.length).toBeGreaterThan(100);
    for (let step = 0; step < 12; step++) {
      const man = men[(step * 53) % men.length];
      const doc = await admin.query(api.attendees.get, { id: man._id as Id<"attendees"> });
      // A first name from the other end of the alphabet: he moves to another page.
      const first_name = step % 2 === 0 ? `Aaron${step}` : `Zack${step}`;
      await admin.mutation(api.attendees.update, { id: doc!._id, input: { first_name, last_name: doc!.last_name, email: doc!.email } });
      if (step % 3 === 0) await addMen(3);
      await settlesOn(list, await everyRow<BoardAttendee>(api.rooms.unassignedPage));
      const names = list.rows.filter((m) => !m.sleeps_at_home).map((m) => `${m.first_name} ${m.last_name}`);
      expect(names).toContain(`${first_name} ${doc!.last_name}`);
    }
    expect(repeats.repeats).toEqual([]);
    list.close();
  });
});

describe("no live list hides a man while men are added", () => {
  freshApp(60);

  test("the grid, the check-in list, the men without a room and the table candidates, held as pages while men are added", async () => {
    const watcher = await app.signedInClient();
    // Small pages, so most of the men added land before the end of a page the client holds.
    const lists = [
      { name: "grid", query: api.attendees.listPage, args: {} },
      { name: "check-in", query: api.checkIn.list, args: {} },
      { name: "without a room", query: api.rooms.unassignedPage, args: {} },
      { name: "retreatants without a table", query: api.diningTables.membersPage, args: { type: "attendee" } },
      { name: "servers who can lead", query: api.diningTables.membersPage, args: { type: "server" } },
    ].map((l) => ({ ...l, live: new LiveListClient<{ _id: string }>(watcher, l.query, l.args, 7) }));
    for (const { live } of lists) await live.until((l) => l.complete);
    for (let round = 0; round < 3; round++) {
      await addMen(9, "attendee");
      await addMen(4, "server");
      for (const { name, query, args, live } of lists) {
        const truth: string[] = [];
        let cursor: string | null = null;
        for (;;) {
          const page = (await admin.query(query, { ...args, paginationOpts: { numItems: 200, cursor } })) as PaginationResult<{ _id: string }>;
          truth.push(...page.page.map((row) => row._id));
          if (page.isDone) break;
          cursor = page.continueCursor;
        }
        const want = JSON.stringify([...truth].sort());
        try {
          await live.until((l) => l.complete && JSON.stringify(l.rows.map((r) => r._id).sort()) === want, 10_000);
        } catch {
          const shown = new Set(live.rows.map((r) => r._id));
          const hidden = truth.filter((id) => !shown.has(id));
          throw new Error(`the ${name} list hides ${hidden.length} of ${truth.length} men after round ${round}`);
        }
      }
    }
    for (const { live } of lists) live.close();
  });
});
