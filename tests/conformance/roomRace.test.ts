/**
 * Staff racing for the last beds: many real ConvexClients, each its own signed-in session,
 * assign different men to one room with 2 free beds at the same moment. Exactly 2 win, every
 * other call is refused with the capacity message, and the room never holds more than it sleeps.
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { fetchRoomBoard } from "../fixtures/roomBoard";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { refusalData } from "../../convex/refusal.helpers";

const RACERS = 12;
const CAPACITY = 5;

let app: AppBackend;
let admin: ConvexClient;
let racers: ConvexClient[];

beforeAll(async () => {
  app = await startAppBackend({ demo: true });
  admin = await app.signedInClient();
  racers = await Promise.all(Array.from({ length: RACERS }, () => app.signedInClient()));
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** Every retreatant who may sleep at the house, freed from his room so he can race. */
async function freeRetreatants(count: number): Promise<Id<"attendees">[]> {
  const board = await fetchRoomBoard(admin);
  const everyone = [...board.unassigned, ...board.rooms.flatMap((room) => room.occupants)];
  const men = everyone.filter((man) => man.attendee_type === "attendee" && !man.sleeps_at_home).slice(0, count);
  if (men.length < count) throw new Error(`The demo has only ${men.length} retreatants; ${count} needed.`);
  for (const man of men) await admin.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId: null });
  return men.map((man) => man._id);
}

test.each([1, 2, 3])(`round %i: ${RACERS} clients race for 2 beds; exactly 2 get one`, async (round) => {
  const men = await freeRetreatants(CAPACITY - 2 + RACERS);
  const roomName = `Race ${round}`;
  const roomId = await admin.mutation(api.rooms.create, { name: roomName, capacity: CAPACITY, room_type: "retreatant" });
  for (const man of men.slice(0, CAPACITY - 2)) await admin.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId });

  const contenders = men.slice(CAPACITY - 2);
  const results = await Promise.allSettled(
    racers.map((c, i) => c.mutation(api.rooms.assignAttendee, { attendeeId: contenders[i], roomId })),
  );

  const won = results.filter((r) => r.status === "fulfilled");
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  expect(won).toHaveLength(2);
  expect(refused).toHaveLength(RACERS - 2);
  for (const r of refused) {
    expect(refusalData(r.reason).message).toBe(`Cannot assign attendee. Room ${roomName} is full (${CAPACITY} of ${CAPACITY} beds taken).`);
  }

  const board = await fetchRoomBoard(admin);
  const room = board.rooms.find((r) => r._id === roomId)!;
  expect(room.occupants).toHaveLength(CAPACITY);
  const winners = contenders.filter((_, i) => results[i].status === "fulfilled");
  expect(room.occupants.map((o) => o._id)).toEqual(expect.arrayContaining(winners));
  // The losers are still without a room, and every other room is within its capacity.
  const losers = contenders.filter((_, i) => results[i].status === "rejected");
  expect(board.unassigned.map((a) => a._id)).toEqual(expect.arrayContaining(losers));
  for (const r of board.rooms) if (r.capacity !== null) expect(r.occupants.length).toBeLessThanOrEqual(r.capacity);

  await admin.mutation(api.rooms.remove, { roomId });
});
