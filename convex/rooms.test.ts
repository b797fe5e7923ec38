import { describe, expect, test } from "vitest";
import { attendeeDoc, insertAttendee, insertRoom } from "../tests/fixtures/roomData";
import { fetchRoomBoard } from "../tests/fixtures/roomBoard";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalMessage, setupTest, type TestConvex } from "./test.helpers";

async function roomOf(t: TestConvex, attendeeId: Id<"attendees">) {
  return await t.run(async (ctx) => (await ctx.db.get("attendees", attendeeId))?.room_id);
}

async function admin(t: TestConvex) {
  return (await asRole(t, "admin")).client;
}

describe("permissions", () => {
  test("every rooms function refuses the signed-out and roles without manageRooms", async () => {
    const t = setupTest();
    const roomId = await insertRoom(t, { name: "101", capacity: 2 });
    const attendeeId = await insertAttendee(t);
    const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
      client.query(api.rooms.options, {}),
      client.query(api.rooms.list, {}),
      client.query(api.rooms.unassignedPage, { paginationOpts: { numItems: 10, cursor: null } }),
      client.mutation(api.rooms.assignAttendee, { attendeeId, roomId }),
      client.mutation(api.rooms.create, { name: "X", room_type: "retreatant" }),
      client.mutation(api.rooms.update, { roomId, name: "Y", room_type: "retreatant" }),
      client.mutation(api.rooms.setType, { roomId, room_type: "server" }),
      client.mutation(api.rooms.remove, { roomId }),
      client.mutation(api.rooms.importCsv, { rows: [{ name: "Z" }] }),
      client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId, roomId }] }),
    ];
    for (const call of calls(t)) expect(await refusalMessage(call)).toBe("You must be signed in to perform this operation.");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      for (const call of calls(client)) expect(await refusalMessage(call)).toMatch(/manageRooms is required/);
    }
    expect(await roomOf(t, attendeeId)).toBeNull();
    expect(await t.run(async (ctx) => (await ctx.db.query("rooms").collect()).map((r) => r.name))).toEqual(["101"]);
  });
});

describe("assignAttendee", () => {
  test("assigns, records who did it, and unassigns with null", async () => {
    const t = setupTest();
    const { client, userId } = await asRole(t, "admin");
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    const attendeeId = await insertAttendee(t);
    await client.mutation(api.rooms.assignAttendee, { attendeeId, roomId });
    expect(await roomOf(t, attendeeId)).toBe(roomId);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ table: "attendees", doc_id: attendeeId, action: "update", user_id: userId });
    expect(audit[0].changes).toEqual([{ field: "room_id", before: null, after: roomId }]);

    await client.mutation(api.rooms.assignAttendee, { attendeeId, roomId: null });
    expect(await roomOf(t, attendeeId)).toBeNull();
  });

  test("refuses a full room with the beds taken, and leaves the man where he was", async () => {
    const t = setupTest();
    const client = await admin(t);
    const full = await insertRoom(t, { name: "Room 101", capacity: 2 });
    const other = await insertRoom(t, { name: "Room 102", capacity: 2 });
    await insertAttendee(t, { room_id: full });
    await insertAttendee(t, { room_id: full });
    const mover = await insertAttendee(t, { room_id: other });
    expect(await refusalMessage(client.mutation(api.rooms.assignAttendee, { attendeeId: mover, roomId: full }))).toBe(
      "Cannot assign attendee. Room 101 is full (2 of 2 beds taken).",
    );
    expect(await roomOf(t, mover)).toBe(other);
  });

  test("a room without a capacity takes everyone of its type", async () => {
    const t = setupTest();
    const client = await admin(t);
    const hall = await insertRoom(t, { name: "Hall" });
    for (let i = 0; i < 12; i++) {
      await client.mutation(api.rooms.assignAttendee, { attendeeId: await insertAttendee(t), roomId: hall });
    }
    const options = await client.query(api.rooms.options, {});
    expect(options).toEqual([{ _id: hall, name: "Hall", room_type: "retreatant", capacity: null, occupant_count: 12 }]);
  });

  test("reassigning a man to his own full room is not a refusal", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 1 });
    const attendeeId = await insertAttendee(t, { room_id: roomId });
    await client.mutation(api.rooms.assignAttendee, { attendeeId, roomId });
    expect(await roomOf(t, attendeeId)).toBe(roomId);
  });

  test("room type must match attendee type", async () => {
    const t = setupTest();
    const client = await admin(t);
    const retreatantRoom = await insertRoom(t, { name: "101", capacity: 3, room_type: "retreatant" });
    const serverRoom = await insertRoom(t, { name: "301", capacity: 3, room_type: "server" });
    const server = await insertAttendee(t, { attendee_type: "server", first_name: "José", last_name: "Pérez" });
    const retreatant = await insertAttendee(t, { first_name: "Juan", last_name: "Díaz" });
    expect(await refusalMessage(client.mutation(api.rooms.assignAttendee, { attendeeId: server, roomId: retreatantRoom }))).toBe(
      "Cannot assign attendee. Room 101 is a retreatant room and José Pérez is a server.",
    );
    expect(await refusalMessage(client.mutation(api.rooms.assignAttendee, { attendeeId: retreatant, roomId: serverRoom }))).toBe(
      "Cannot assign attendee. Room 301 is a server room and Juan Díaz is a retreatant.",
    );
    await client.mutation(api.rooms.assignAttendee, { attendeeId: server, roomId: serverRoom });
    await client.mutation(api.rooms.assignAttendee, { attendeeId: retreatant, roomId: retreatantRoom });
    expect([await roomOf(t, server), await roomOf(t, retreatant)]).toEqual([serverRoom, retreatantRoom]);
  });

  test("a man who sleeps at home gets no room", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    const attendeeId = await insertAttendee(t, { sleeps_at_home: true, first_name: "Luis", last_name: "Gómez" });
    expect(await refusalMessage(client.mutation(api.rooms.assignAttendee, { attendeeId, roomId }))).toBe(
      "Cannot assign attendee. Room 101 cannot take Luis Gómez: he sleeps at home and gets no room.",
    );
    expect(await roomOf(t, attendeeId)).toBeNull();
  });

  test("a missing room is refused", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101" });
    await t.run(async (ctx) => ctx.db.delete("rooms", roomId));
    const attendeeId = await insertAttendee(t);
    expect(await refusalMessage(client.mutation(api.rooms.assignAttendee, { attendeeId, roomId }))).toBe(
      "Cannot assign attendee. Room not found.",
    );
  });
});

describe("board", () => {
  test("lists rooms with occupants and the men without a room", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    const inside = await insertAttendee(t, { room_id: roomId, snore: true, first_name: "Ana" });
    const waiting = await insertAttendee(t, { attendee_type: "server" });
    const home = await insertAttendee(t, { sleeps_at_home: true });
    await t.run(async (ctx) => ctx.db.insert("attendees", attendeeDoc({ room_id: null })));
    const board = await fetchRoomBoard(client);
    expect(board.rooms).toHaveLength(1);
    expect(board.rooms[0]).toMatchObject({ name: "101", capacity: 3, room_type: "retreatant", description: null });
    expect(board.rooms[0].occupants).toEqual([
      expect.objectContaining({ _id: inside, first_name: "Ana", snore: true, attendee_type: "attendee" }),
    ]);
    const unassigned = board.unassigned.map((a) => a._id);
    expect(unassigned).toHaveLength(3);
    expect(unassigned).toEqual(expect.arrayContaining([waiting, home]));
    expect(board.unassigned.find((a) => a._id === home)?.sleeps_at_home).toBe(true);
    // Men who sleep at home come after those needing a room.
    expect(board.unassigned[board.unassigned.length - 1]._id).toBe(home);
  });

  test("pages the men without a room in small live pages", async () => {
    const t = setupTest();
    const client = await admin(t);
    for (let i = 0; i < 5; i++) await insertAttendee(t);
    const first = await client.query(api.rooms.unassignedPage, { paginationOpts: { numItems: 3, cursor: null } });
    expect(first.page).toHaveLength(3);
    expect(Object.keys(first.page[0]).sort()).toEqual(["_id", "attendee_type", "first_name", "last_name", "sleeps_at_home", "snore"]);
    const rest = await client.query(api.rooms.unassignedPage, { paginationOpts: { numItems: 3, cursor: first.continueCursor } });
    expect(rest.page).toHaveLength(2);
    expect(rest.isDone).toBe(true);
  });
});
