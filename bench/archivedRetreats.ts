/**
 * Past weekends in the data, as a parish has them after some years: closed retreats of 100 men
 * each (10 servers, 90 retreatants), made through the public API as the admin makes them. Each
 * is started from the one before (Start the next retreat, taking its rooms, tables and settings),
 * gets its men by CSV import (the servers are returning men: their emails come from one small
 * pool, so their records join the same people), a room and a table for every man, every man
 * checked in, a few palancas and finance entries (its adoration hours follow its dates, but a past
 * hour takes no booking); then the retreat the admin worked in is made current again and every new
 * one is closed. That retreat is left exactly as it was, so a bench measures the same current
 * retreat with and without the archive.
 *
 * The benches add 20 (BENCH_ARCHIVED_RETREATS sets another number; 0 for none).
 */
import { CARRY_NOTHING } from "../tests/fixtures/retreats";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { suggestRooms } from "../convex/shared/roomSuggestion";
import { fetchRoomBoard } from "../tests/fixtures/roomBoard";

export const ARCHIVED_MEN = 100;
const ARCHIVED_SERVERS = 10;
/** Servers come back: each weekend's 10 servers are taken in turn from this many men. */
const RETURNING_SERVERS = 25;
const ROOMS = 8;
const SERVER_ROOMS = 2;
const TABLES = 9;
const PALANCAS = 12;
const DAY_MS = 86_400_000;

/** How many archived retreats the benches add: BENCH_ARCHIVED_RETREATS (0 turns them off), else 20. */
export function archivedRetreatCount(): number {
  const raw = process.env.BENCH_ARCHIVED_RETREATS;
  const value = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : 20;
}

type Carry = FunctionArgs<typeof api.retreats.startNext>["carry"];
const CARRY_HOUSE: Carry = { ...CARRY_NOTHING, rooms: true, tables: true, settings: true };

/** The admin's client: a ConvexClient (WebSocket) or a ConvexHttpClient. */
export type AdminCalls = {
  query<Q extends FunctionReference<"query">>(query: Q, args: FunctionArgs<Q>): Promise<FunctionReturnType<Q>>;
  mutation<M extends FunctionReference<"mutation">>(mutation: M, args: FunctionArgs<M>): Promise<FunctionReturnType<M>>;
  action<A extends FunctionReference<"action">>(action: A, args: FunctionArgs<A>): Promise<FunctionReturnType<A>>;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Weekend `k` of `count` (0 the oldest): a three-day retreat about every three months, the last ended a month ago. */
function weekendDates(k: number, count: number): { startDate: string; endDate: string } {
  const start = Date.now() - ((count - k) * 91 + 30) * DAY_MS;
  return { startDate: isoDay(start), endDate: isoDay(start + 2 * DAY_MS) };
}

function archivedMan(k: number, i: number): Record<string, string> {
  const server = i < ARCHIVED_SERVERS;
  const returning = (k * 3 + i) % RETURNING_SERVERS;
  return {
    first_name: server ? `Servidor${returning}` : `Archivo${i}`,
    last_name: server ? `Regreso${returning}` : `Fin ${k}-${i}`,
    email: server ? `returning${returning}@archive.example.org` : `w${k}.man${i}@archive.example.org`,
    phone_number: `512666${String((k * ARCHIVED_MEN + i) % 10_000).padStart(4, "0")}`,
    parish: `Parish ${i % 7}`,
  };
}

function check(result: { errors: Array<{ message: string }> }, what: string): void {
  if (result.errors.length > 0) throw new Error(`Archived retreats: ${what} failed: ${result.errors[0].message}`);
}

/** The admin's weekend `k`, started and in view: men, rooms, tables, arrivals, letters, money. */
async function fillWeekend(admin: AdminCalls, k: number, dates: { startDate: string; endDate: string }, first: boolean): Promise<void> {
  if (first) {
    const roomRows = Array.from({ length: ROOMS }, (_, i) => ({ name: `Room ${201 + i}`, capacity: 15 }));
    await admin.mutation(api.rooms.importCsv, { rows: roomRows });
    const rooms = await admin.query(api.rooms.list, {});
    for (const room of rooms.slice(0, SERVER_ROOMS)) await admin.mutation(api.rooms.setType, { roomId: room._id, room_type: "server" });
    for (let t = 0; t < TABLES; t++) await admin.mutation(api.diningTables.create, { name: `Mesa ${t + 1}`, capacity: 10 });
  }
  const men = Array.from({ length: ARCHIVED_MEN }, (_, i) => ({ row: i + 2, values: archivedMan(k, i) }));
  check(await admin.mutation(api.csvImport.importChunk, { attendeeType: "server", rows: men.slice(0, ARCHIVED_SERVERS) }), "server import");
  check(await admin.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: men.slice(ARCHIVED_SERVERS) }), "import");

  const board = await fetchRoomBoard(admin);
  if (board.unassigned.length !== ARCHIVED_MEN) throw new Error(`Archived retreats: weekend ${k} holds ${board.unassigned.length} men`);
  const { assignments } = suggestRooms(
    board.rooms.map((r) => ({ ...r, id: r._id })),
    board.unassigned.map((m) => ({ ...m, id: m._id })),
  );
  await admin.mutation(api.rooms.applySuggestion, { assignments });
  const tables = await admin.query(api.diningTables.list, {});
  const retreatants = board.unassigned.filter((man) => man.attendee_type === "attendee");
  const changes = retreatants.map((man, i) => ({ attendeeId: man._id, fromTableId: null, tableId: tables[i % tables.length]._id }));
  await admin.mutation(api.diningTables.applySeatingPlan, { changes });

  // Every man arrived; the calls are sent together (the server still runs them one by one).
  await Promise.all(board.unassigned.map((man) => admin.mutation(api.checkIn.checkIn, { id: man._id })));
  await Promise.all(
    retreatants.slice(0, PALANCAS).map((man, i) =>
      admin.mutation(api.palancas.log, { attendeeId: man._id, from_name: `Familia ${i}`, relationship: "Family", received_date: dates.startDate }),
    ),
  );
  const entry = (kind: "income" | "expense", category: string, amount_cents: number) => ({
    input: { kind, date: dates.startDate, category, amount_cents, refund: false },
  });
  await admin.action(api.finance.saveEntry, entry("income", "Donations", 150_000));
  await admin.action(api.finance.saveEntry, entry("expense", "Retreat house", 420_000));
  await admin.action(api.finance.saveEntry, entry("expense", "Food", 85_000));
}

/**
 * Adds `count` closed retreats of 100 men to the admin's data; the retreat the admin works in
 * stays the current one, unchanged. Returns their ids, oldest first.
 */
export async function addArchivedRetreats(admin: AdminCalls, count = archivedRetreatCount()): Promise<Array<Id<"retreats">>> {
  if (count === 0) return [];
  const home = await admin.query(api.retreats.viewing, {});
  const started: Array<Id<"retreats">> = [];
  for (let k = 0; k < count; k++) {
    const dates = weekendDates(k, count);
    const { retreatId } = await admin.mutation(api.retreats.startNext, {
      name: `Retreat #${k + 1}`,
      ...dates,
      carry: k === 0 ? CARRY_NOTHING : CARRY_HOUSE,
    });
    started.push(retreatId);
    await fillWeekend(admin, k, dates, k === 0);
  }
  await admin.mutation(api.retreats.setCurrent, { retreatId: home._id });
  await admin.mutation(api.retreats.view, { retreatId: null });
  for (const retreatId of started) await admin.mutation(api.retreats.close, { retreatId });
  return started;
}

/** A bench's archive (archivedRetreatCount() retreats), with the time it took on stderr. */
export async function archiveForBench(admin: AdminCalls, bench: string): Promise<void> {
  const count = archivedRetreatCount();
  if (count === 0) return;
  const t0 = performance.now();
  await addArchivedRetreats(admin, count);
  console.error(`[${bench}] ${count} archived retreats of ${ARCHIVED_MEN} men added in ${Math.round(performance.now() - t0)} ms`);
}
