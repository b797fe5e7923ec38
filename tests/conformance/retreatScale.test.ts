/**
 * Past weekends cost the current one nothing: the live lists and the counts of the current retreat
 * read the same documents with 5 closed retreats of 100 men in the data as with none, and show
 * none of their men. The app runs in this process (as bench/imports.bench.ts runs it) so that each
 * call's reads can be counted as Convex counts them against its limits (server/engine/limits.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { getFunctionName, type FunctionArgs, type FunctionReference, type PaginationResult } from "convex/server";
import { convexToJson, type Value } from "convex/values";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { addArchivedRetreats, ARCHIVED_MEN } from "../../bench/archivedRetreats";
import { api } from "../../convex/_generated/api";
import { suggestRooms } from "../../convex/shared/roomSuggestion";
import { identityFrom } from "../../server/auth/verify";
import { startBackend, type Backend } from "../../server/backend";
import { ReadSet, type Tracking } from "../../server/engine/readSet";
import type { Identity } from "../../server/engine/types";
import { fetchRoomBoard } from "../fixtures/roomBoard";
import { ROOT } from "./helpers";

const ADMIN = { email: "scale-admin@retreat.test", password: "scale-admin-password" };
const MEN = 100;
const SERVERS = 10;
const ARCHIVED = 5;
const ARRIVED = 30;

let backend: Backend;
let dataDir: string;
let admin: ConvexClient;
let identity: Identity;

async function signIn(url: string): Promise<{ client: ConvexClient; token: string }> {
  const client = new ConvexClient(url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: false });
  const result = (await client.action(api.auth.signIn, { provider: "password", params: { ...ADMIN, flow: "signIn" } })) as {
    tokens?: { token: string } | null;
  };
  const token = result.tokens?.token;
  if (!token) throw new Error("The admin could not sign in.");
  await new Promise<void>((resolve, reject) => {
    client.setAuth(async () => token, (authenticated) => (authenticated ? resolve() : reject(new Error("Token refused."))));
  });
  return { client, token };
}

/** The current retreat on its first evening: 100 men, half of them in a room, 30 arrived. */
async function seedCurrent(): Promise<void> {
  const rows = Array.from({ length: MEN }, (_, i) => ({
    row: i + 2,
    values: { first_name: `Actual${i}`, last_name: `Ahora${i}`, email: `now${i}@current.example.org`, phone_number: `512555${String(i).padStart(4, "0")}` },
  }));
  for (const [attendeeType, chunk] of [["server", rows.slice(0, SERVERS)], ["attendee", rows.slice(SERVERS)]] as const) {
    expect((await admin.mutation(api.csvImport.importChunk, { attendeeType, rows: chunk })).errors).toEqual([]);
  }
  await admin.mutation(api.rooms.importCsv, { rows: Array.from({ length: 8 }, (_, i) => ({ name: `Room ${101 + i}`, capacity: 15 })) });
  const rooms = await admin.query(api.rooms.list, {});
  for (const room of rooms.slice(0, 2)) await admin.mutation(api.rooms.setType, { roomId: room._id, room_type: "server" });
  const board = await fetchRoomBoard(admin);
  const { assignments } = suggestRooms(
    board.rooms.map((r) => ({ ...r, id: r._id })),
    board.unassigned.map((m) => ({ ...m, id: m._id })),
  );
  await admin.mutation(api.rooms.applySuggestion, { assignments: assignments.filter((_, i) => i % 2 === 0) });
  for (const man of board.unassigned.slice(0, ARRIVED)) await admin.mutation(api.checkIn.checkIn, { id: man._id });
}

/** Documents one call of `query` read as the admin, nested calls included (what Convex counts against its limits). */
async function documentsRead<Q extends FunctionReference<"query">>(query: Q, args: FunctionArgs<Q>): Promise<number> {
  const track: Tracking = { reads: new ReadSet(), pinnedEnd: null, endCursorOut: null };
  const out = await backend.engine.call("query", getFunctionName(query), convexToJson(args as Value), identity, { track });
  if (!out.ok) throw new Error(out.raw);
  const usage = track.usage?.();
  if (!usage) throw new Error(`no reads were counted for ${getFunctionName(query)}`);
  return usage.documents;
}

const FIRST_PAGE = { paginationOpts: { numItems: 25, cursor: null } };

/** What the current retreat's screens read: a first live page of each list, the counts and the rooms. */
async function readsOfScreens(): Promise<Record<string, number>> {
  return {
    grid: await documentsRead(api.attendees.listPage, FIRST_PAGE),
    checkInList: await documentsRead(api.checkIn.list, FIRST_PAGE),
    unassigned: await documentsRead(api.rooms.unassignedPage, FIRST_PAGE),
    checkInCounts: await documentsRead(api.checkIn.counts, {}),
    rooms: await documentsRead(api.rooms.list, {}),
    // Not a list of the retreat: the switcher reads every retreat, so its count shows the archive is seen.
    retreatSwitcher: await documentsRead(api.retreats.list, {}),
  };
}

type PageQuery = FunctionReference<"query", "public", { paginationOpts: { numItems: number; cursor: string | null } }, PaginationResult<{ email?: string }>>;

/** Every row of a live list, page by page as its screen reads it. */
async function allRows(query: PageQuery): Promise<Array<{ email?: string }>> {
  const rows: Array<{ email?: string }> = [];
  let cursor: string | null = null;
  for (;;) {
    const page: PaginationResult<{ email?: string }> = await admin.query(query, { paginationOpts: { numItems: 40, cursor } });
    rows.push(...page.page);
    if (page.isDone) return rows;
    cursor = page.continueCursor;
  }
}

let withoutArchive: Record<string, number>;
let countsWithoutArchive: unknown;
let archived: Awaited<ReturnType<typeof addArchivedRetreats>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "retreat-scale-"));
  backend = await startBackend({
    convexDir: join(ROOT, "convex"),
    dataDir,
    port: 0,
    seed: { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: false },
    log: () => {},
  });
  const signedIn = await signIn(`http://127.0.0.1:${backend.port}`);
  admin = signedIn.client;
  identity = identityFrom(decodeJwt(signedIn.token) as Parameters<typeof identityFrom>[0]);
  await seedCurrent();
  withoutArchive = await readsOfScreens();
  countsWithoutArchive = await admin.query(api.checkIn.counts, {});
  archived = await addArchivedRetreats(admin, ARCHIVED);
}, 120_000);

afterAll(async () => {
  await admin?.close();
  await backend?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`the current retreat beside ${ARCHIVED} closed retreats of ${ARCHIVED_MEN} men`, () => {
  it("the archive is there: closed weekends of 100 men, every one arrived", async () => {
    const retreats = await admin.query(api.retreats.list, {});
    const closed = retreats.filter((r) => archived.includes(r._id));
    expect(closed).toHaveLength(ARCHIVED);
    for (const retreat of closed) expect({ status: retreat.status, men: retreat.retreatants + retreat.servers }).toEqual({ status: "closed", men: ARCHIVED_MEN });
    await admin.mutation(api.retreats.view, { retreatId: archived[0] });
    try {
      expect(await allRows(api.checkIn.list)).toHaveLength(ARCHIVED_MEN);
      expect(await admin.query(api.checkIn.counts, {})).toMatchObject({ notArrived: 0, servers: { arrived: 10, expected: 10 } });
    } finally {
      await admin.mutation(api.retreats.view, { retreatId: null });
    }
  });

  it("its live lists and counts read exactly the documents they read with no archive", async () => {
    const { retreatSwitcher, ...withArchive } = await readsOfScreens();
    const { retreatSwitcher: switcherWithout, ...without } = withoutArchive;
    expect(withArchive).toEqual(without);
    expect(retreatSwitcher).toBeGreaterThan(switcherWithout);
    // A first page reads about a page of men, not the whole data.
    expect(withArchive.grid).toBeLessThan(60);
    expect(withArchive.checkInList).toBeLessThan(60);
  });

  it("its lists and counts hold its own men only", async () => {
    for (const list of [api.attendees.listPage, api.checkIn.list, api.reports.rows] as PageQuery[]) {
      const rows = await allRows(list);
      expect(rows).toHaveLength(MEN);
      expect(rows.filter((row) => !row.email?.endsWith("@current.example.org"))).toEqual([]);
    }
    const counts = await admin.query(api.checkIn.counts, {});
    expect(counts).toEqual(countsWithoutArchive);
    expect(counts).toMatchObject({ retreatants: { expected: MEN - SERVERS }, servers: { expected: SERVERS }, notArrived: MEN - ARRIVED });
  });
});
