/**
 * Room assignment figures (issue 6), against the app's own convex/ on the embedded backend in a
 * child process, with real ConvexClients (each its own signed-in session) in this one:
 *  - assignment_propagation_p50_ms / _p95_ms: 25 clients watch the floor plan query (rooms.board)
 *    over 60 rooms and 2,000 attendees; one client assigns a man; time until every other client
 *    sees him in the room. Target p95 ≤ 50.
 *  - suggest_rooms_2000_ms: the suggested room assignment for 2,000 unassigned men and 60 rooms
 *    (the slowest of 5 runs). Target ≤ 1,000.
 */
import type { ConvexClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { suggestRooms } from "../convex/model/roomSuggestion";
import { startAppBackend } from "../tests/fixtures/roomBackend";

const CLIENTS = 25;
const ATTENDEES = 2000;
const SERVERS = 200;
const ROOMS = 60;
const SERVER_ROOMS = 10;
const ROUNDS = 40;

type Board = FunctionReturnType<typeof api.rooms.board>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`bench timed out: ${what}`)), ms))]);
}

async function seed(admin: ConvexClient): Promise<void> {
  for (let start = 0; start < ATTENDEES; start += 100) {
    const attendeeType = start < SERVERS ? "server" : "attendee";
    const rows = Array.from({ length: 100 }, (_, k) => {
      const i = start + k;
      return {
        row: k + 2,
        values: {
          first_name: `Name${i}`,
          last_name: `Bench${i}`,
          email: `bench${i}@example.org`,
          parish: `Parish ${i % 9}`,
        },
      };
    });
    const result = await admin.mutation(api.csvImport.importChunk, { attendeeType, rows });
    if (result.errors.length > 0) throw new Error(`Seeding failed: ${result.errors[0].message}`);
  }
  const roomRows = Array.from({ length: ROOMS }, (_, i) => ({
    name: `Room ${100 * (1 + Math.floor(i / 20)) + (i % 20) + 1}`,
    capacity: i < SERVER_ROOMS ? 20 : 30,
  }));
  await admin.mutation(api.rooms.importCsv, { rows: roomRows });
  const board = await admin.query(api.rooms.board, {});
  for (const room of board.rooms.slice(0, SERVER_ROOMS)) {
    await admin.mutation(api.rooms.setType, { roomId: room._id, room_type: "server" });
  }
  // About half the men already have a room, as on retreat eve.
  const fresh = await admin.query(api.rooms.board, {});
  const suggestion = suggestRooms(
    fresh.rooms.map((r) => ({ ...r, id: r._id })),
    fresh.unassigned.map((m) => ({ ...m, id: m._id })),
  );
  const half = suggestion.assignments.filter((_, i) => i % 2 === 0);
  for (let i = 0; i < half.length; i += 250) {
    await admin.mutation(api.rooms.applySuggestion, { assignments: half.slice(i, i + 250) });
  }
}

async function propagation(clients: ConvexClient[]): Promise<number[]> {
  let expected: { attendeeId: Id<"attendees">; roomId: Id<"rooms">; t0: number; seen: Set<number>; done: () => void } | null = null;
  const samples: number[] = [];
  let latest: Board | null = null;
  const loaded = clients.map(
    (c, index) =>
      new Promise<void>((ready) => {
        c.onUpdate(api.rooms.board, {}, (board: Board) => {
          if (index === 0) latest = board;
          ready();
          const e = expected;
          if (e === null || e.seen.has(index)) return;
          const room = board.rooms.find((r) => r._id === e.roomId);
          if (room?.occupants.some((o) => o._id === e.attendeeId)) {
            e.seen.add(index);
            if (index !== 0) samples.push(performance.now() - e.t0);
            if (e.seen.size === clients.length) e.done();
          }
        });
      }),
  );
  await withTimeout(Promise.all(loaded), 60_000, "initial floor plan load");
  for (let round = 0; round < ROUNDS; round++) {
    const board = latest as Board | null;
    if (board === null) throw new Error("no board");
    const man = board.unassigned.find((m) => m.attendee_type === "attendee" && !m.sleeps_at_home)!;
    const room = board.rooms.find((r) => r.room_type === "retreatant" && (r.capacity === null || r.occupants.length < r.capacity))!;
    await withTimeout(
      new Promise<void>((done) => {
        expected = { attendeeId: man._id, roomId: room._id, t0: performance.now(), seen: new Set(), done };
        void clients[0].mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId: room._id });
      }),
      30_000,
      `propagation round ${round}`,
    );
    expected = null;
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

function suggestTiming(): number {
  const rooms = Array.from({ length: ROOMS }, (_, i) => ({
    id: `room${i}`,
    name: `Room ${101 + i}`,
    room_type: (i < SERVER_ROOMS ? "server" : "retreatant") as "server" | "retreatant",
    capacity: i < SERVER_ROOMS ? 25 : 40,
    occupants: [],
  }));
  const men = Array.from({ length: ATTENDEES }, (_, i) => ({
    id: `man${i}`,
    attendee_type: (i < SERVERS ? "server" : "attendee") as "server" | "attendee",
    snore: i % 7 === 0,
    sleeps_at_home: i % 97 === 0,
    first_name: `Name${i}`,
    last_name: `Bench${i}`,
  }));
  let slowest = 0;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const result = suggestRooms(rooms, men);
    slowest = Math.max(slowest, performance.now() - t0);
    if (result.assignments.length === 0) throw new Error("the suggestion placed nobody");
  }
  return Math.round(slowest * 100) / 100;
}

export default async function roomsBench(): Promise<Record<string, number>> {
  const suggest = suggestTiming();
  const app = await startAppBackend({ demo: false });
  try {
    const admin = await app.signedInClient();
    await seed(admin);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => app.signedInClient()));
    const samples = await propagation(clients);
    return {
      assignment_propagation_p50_ms: percentile(samples, 50),
      assignment_propagation_p95_ms: percentile(samples, 95),
      suggest_rooms_2000_ms: suggest,
    };
  } finally {
    await app.stop();
  }
}
