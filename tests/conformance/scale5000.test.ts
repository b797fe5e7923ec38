/**
 * A 5,000-man retreat on the embedded backend with Convex's per-function limits on
 * (server/engine/limits.ts): 5,000 retreatants, 500 servers (the first with accounts), 200 rooms and 250
 * tables. Every bulk action completes in batches within the limits, the lists read every man and
 * the counts are exact. RETREAT_SCALE_MEN sets another number of retreatants (e.g. 10000 for a
 * longer run).
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReference, FunctionReturnType, PaginationOptions, PaginationResult } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { batchesOf, ROOM_ASSIGNMENT_BATCH, seatingBatches } from "../../convex/shared/batchSizes";
import { suggestRooms } from "../../convex/shared/roomSuggestion";
import { fetchRoomBoard } from "../fixtures/roomBoard";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";

const MEN = Number(process.env.RETREAT_SCALE_MEN) || 5_000;
const SERVERS = 500;
/**
 * Servers given an account (with a password, as after a server upload: hashing takes about half a
 * second each, so not all 500); the first to go in Bulk Delete Servers.
 */
const SERVER_ACCOUNTS = 10;
const ROOMS = 200;
const SERVER_ROOMS = 20;
const TABLES = 250;

let app: AppBackend;
let admin: ConvexClient;

type PageQuery = FunctionReference<"query", "public", { paginationOpts: PaginationOptions }, PaginationResult<unknown>>;

/** Every row of a paginated query, page by page as a screen reads it. */
async function allPages<Q extends PageQuery>(query: Q, numItems = 500): Promise<FunctionReturnType<Q>["page"]> {
  const rows: unknown[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: PaginationResult<unknown> = await admin.query(query, { paginationOpts: { numItems, cursor } } as never);
    rows.push(...page.page);
    if (page.isDone) return rows;
    cursor = page.continueCursor;
  }
}

async function importMen(type: "attendee" | "server", count: number): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    const rows = Array.from({ length: Math.min(100, count - start) }, (_, k) => {
      const i = start + k;
      return {
        row: k + 2,
        values: {
          first_name: `${type === "server" ? "Server" : "Man"}${i}`,
          last_name: `Scale${i}`,
          email: `${type}${i}@scale.example.org`,
          phone_number: `5125${type === "server" ? "1" : "0"}${String(i).padStart(5, "0")}`,
          parish: `Parish ${i % 40}`,
        },
      };
    });
    const result = await admin.mutation(api.csvImport.importChunk, { attendeeType: type, rows });
    expect(result.errors).toEqual([]);
    if (start % 1000 === 0) step(`${type} ${start}`);
  }
}

const started = Date.now();
/** RETREAT_SCALE_LOG=1: how long each step took. */
const step = (what: string) => {
  if (process.env.RETREAT_SCALE_LOG) console.log(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
};

beforeAll(async () => {
  app = await startAppBackend({ demo: false });
  admin = await app.signedInClient();
  step("started");
  await admin.mutation(api.settings.save, { values: { estimated_retreatants: String(MEN), estimated_servers: String(SERVERS) } });
  await importMen("server", SERVERS);
  step("servers imported");
  await importMen("attendee", MEN);
  step("men imported");
  // An account with the server role for the first servers, as after a server upload.
  const servers = (await allPages(api.servers.names)) as Array<{ _id: Id<"attendees">; email: string }>;
  const first = servers.filter((s) => Number(/\d+/.exec(s.email)?.[0]) < SERVER_ACCOUNTS);
  expect(first).toHaveLength(SERVER_ACCOUNTS);
  await Promise.all(
    batchesOf(first, 5).map((chunk) =>
      admin.action(api.csvImport.syncServerAccounts, { items: chunk.map((s, i) => ({ row: i + 2, attendeeId: s._id })) }),
    ),
  );
  step("accounts");
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe(`a ${MEN.toLocaleString("en-US")}-man retreat within Convex's limits`, () => {
  it("counts are exact: the dashboard, check-in, accounts and the adoration pick list", async () => {
    expect(await admin.query(api.dashboard.registration, {})).toMatchObject({ retreatants: MEN, estimated: MEN });
    expect(await admin.query(api.checkIn.counts, {})).toEqual({
      retreatants: { expected: MEN, arrived: 0 },
      servers: { expected: SERVERS, arrived: 0 },
      notArrived: MEN + SERVERS,
      unpaidArrived: 0,
    });
    const accounts = await admin.query(api.adminUsers.list, {});
    expect(accounts.filter((a) => a.roles.includes("server"))).toHaveLength(SERVER_ACCOUNTS);
    // Accounts with a role, and every server without one.
    const people = await admin.query(api.adoration.people, {});
    expect(people.filter((p) => p.kind === "account" && p.email?.endsWith("@scale.example.org"))).toHaveLength(SERVER_ACCOUNTS);
    expect(people.filter((p) => p.kind === "attendee")).toHaveLength(SERVERS - SERVER_ACCOUNTS);
  });

  it("lists read every man: the grid, check-in, reports and the server directory", async () => {
    expect(await allPages(api.attendees.listPage)).toHaveLength(MEN + SERVERS);
    expect(await allPages(api.checkIn.list)).toHaveLength(MEN + SERVERS);
    expect(await allPages(api.reports.rows)).toHaveLength(MEN + SERVERS);
    expect(await allPages(api.servers.directory, 100)).toHaveLength(SERVERS);
  });

  it(`a room suggestion for everyone applies in batches of ${ROOM_ASSIGNMENT_BATCH}`, async () => {
    const rows = Array.from({ length: ROOMS }, (_, i) => ({ name: `Room ${i + 1}`, capacity: 30 }));
    await admin.mutation(api.rooms.importCsv, { rows });
    const rooms = await admin.query(api.rooms.list, {});
    expect(rooms).toHaveLength(ROOMS);
    await Promise.all(rooms.slice(0, SERVER_ROOMS).map((room) => admin.mutation(api.rooms.setType, { roomId: room._id, room_type: "server" })));
    const board = await fetchRoomBoard(admin);
    step("room board");
    expect(board.unassigned).toHaveLength(MEN + SERVERS);
    const suggestion = suggestRooms(
      board.rooms.map((r) => ({ ...r, id: r._id })),
      board.unassigned.map((m) => ({ ...m, id: m._id })),
    );
    expect(suggestion.assignments.length).toBe(MEN + SERVERS);
    let assigned = 0;
    for (const batch of batchesOf(suggestion.assignments, ROOM_ASSIGNMENT_BATCH)) {
      assigned += await admin.mutation(api.rooms.applySuggestion, { assignments: batch });
    }
    expect(assigned).toBe(MEN + SERVERS);
    step("rooms assigned");
    expect((await fetchRoomBoard(admin)).unassigned).toHaveLength(0);
    // One call of the whole suggestion is refused up front, with a clear message, not by a limit.
    await expect(admin.mutation(api.rooms.applySuggestion, { assignments: suggestion.assignments })).rejects.toThrow(
      `send at most ${ROOM_ASSIGNMENT_BATCH} per call`,
    );
  }, 240_000);

  it("a seating plan for everyone, then a reseat of everyone, applies in batches", async () => {
    await Promise.all(Array.from({ length: TABLES }, (_, i) => admin.mutation(api.diningTables.create, { name: `Table ${i + 1}`, capacity: 24 })));
    step("tables");
    const tables = (await admin.query(api.diningTables.tables, {})) as Array<{ _id: Id<"diningTables"> }>;
    expect(tables).toHaveLength(TABLES);
    const men = ((await allPages(api.checkIn.list)) as Array<{ _id: Id<"attendees">; attendee_type: string }>).filter(
      (m) => m.attendee_type === "attendee",
    );
    expect(men).toHaveLength(MEN);
    const seat = men.map((m, i) => ({ attendeeId: m._id, fromTableId: null, tableId: tables[i % TABLES]._id }));
    let moved = 0;
    for (const batch of seatingBatches(seat)) moved += await admin.mutation(api.diningTables.applySeatingPlan, { changes: batch });
    expect(moved).toBe(MEN);
    step("seated");
    // Every man one table on: each table gives all its men and takes as many.
    const reseat = men.map((m, i) => ({ attendeeId: m._id, fromTableId: tables[i % TABLES]._id, tableId: tables[(i + 1) % TABLES]._id }));
    for (const batch of seatingBatches(reseat)) await admin.mutation(api.diningTables.applySeatingPlan, { changes: batch });
    const seated = await admin.query(api.diningTables.seated, { tableId: tables[1]._id });
    expect(new Set((seated as Array<{ _id: string }>).map((m) => m._id))).toEqual(
      new Set(men.filter((_, i) => i % TABLES === 0).map((m) => m._id)),
    );
  }, 240_000);

  it(`Bulk Delete Servers removes all ${SERVERS} servers and their accounts, a batch per call`, async () => {
    const total = { attendees: 0, accounts: 0, calls: 0 };
    for (;;) {
      const result = await admin.mutation(api.attendees.bulkDeleteServers, { confirmation: "DELETE" });
      total.attendees += result.attendees;
      total.accounts += result.accounts;
      total.calls += 1;
      if (result.done) break;
    }
    expect(total.attendees).toBe(SERVERS);
    expect(total.accounts).toBe(SERVER_ACCOUNTS);
    expect(total.calls).toBeGreaterThan(1);
    expect(await allPages(api.attendees.listPage)).toHaveLength(MEN);
    expect(await admin.query(api.dashboard.registration, {})).toMatchObject({ retreatants: MEN });
  }, 240_000);
});
