import { describe, expect, test } from "vitest";
import { insertAttendee, insertRoom } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalMessage, setupTest, type TestConvex } from "./test.helpers";

const admin = async (t: TestConvex) => (await asRole(t, "admin")).client;
const rooms = (t: TestConvex) => t.run(async (ctx) => await ctx.db.query("rooms").collect());
const roomOf = (t: TestConvex, id: Id<"attendees">) => t.run(async (ctx) => (await ctx.db.get("attendees", id))?.room_id);

describe("create", () => {
  test("trims the name, keeps the type and capacity, and sanitises the description", async () => {
    const t = setupTest();
    const client = await admin(t);
    await client.mutation(api.rooms.create, {
      name: "  Room 204 ",
      capacity: 4,
      room_type: "server",
      description: '<p onclick="x()">Near the <b>chapel</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    const [room] = await rooms(t);
    expect(room).toMatchObject({
      name: "Room 204",
      name_lower: "room 204",
      capacity: 4,
      room_type: "server",
      description: "<p>Near the <b>chapel</b></p>",
    });
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit).toMatchObject([{ table: "rooms", doc_id: room._id, action: "create" }]);
  });

  test("a name is required", async () => {
    const t = setupTest();
    const client = await admin(t);
    expect(await refusalMessage(client.mutation(api.rooms.create, { name: "   ", room_type: "retreatant" }))).toBe(
      "Room name is required.",
    );
    expect(await rooms(t)).toEqual([]);
  });

  test.each([0, -1, 2.5])("capacity %s is refused", async (capacity) => {
    const t = setupTest();
    const client = await admin(t);
    expect(await refusalMessage(client.mutation(api.rooms.create, { name: "101", capacity, room_type: "retreatant" }))).toBe(
      "Capacity must be a whole number of at least 1.",
    );
  });

  test("capacity is optional and a blank description is dropped", async () => {
    const t = setupTest();
    const client = await admin(t);
    await client.mutation(api.rooms.create, { name: "Hall", capacity: null, room_type: "retreatant", description: "<p> </p>" });
    const [room] = await rooms(t);
    expect(room.capacity).toBeUndefined();
    expect(room.description).toBeUndefined();
  });

  test("two rooms cannot share a name, whatever the case", async () => {
    const t = setupTest();
    const client = await admin(t);
    await insertRoom(t, { name: "Room 101" });
    expect(await refusalMessage(client.mutation(api.rooms.create, { name: "room 101", room_type: "retreatant" }))).toBe(
      "A room named Room 101 already exists.",
    );
  });
});

describe("update and type changes", () => {
  test("room type cannot change while the room has occupants", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    const man = await insertAttendee(t, { room_id: roomId });
    expect(await refusalMessage(client.mutation(api.rooms.setType, { roomId, room_type: "server" }))).toBe(
      "Room type cannot change while the room has occupants.",
    );
    expect(
      await refusalMessage(client.mutation(api.rooms.update, { roomId, name: "101", capacity: 3, room_type: "server" })),
    ).toBe("Room type cannot change while the room has occupants.");
    expect((await rooms(t))[0].room_type).toBe("retreatant");

    await client.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId: null });
    await client.mutation(api.rooms.setType, { roomId, room_type: "server" });
    expect((await rooms(t))[0].room_type).toBe("server");
  });

  test("edits name, capacity and description; capacity cannot drop below the occupants", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    await insertAttendee(t, { room_id: roomId });
    await insertAttendee(t, { room_id: roomId });
    expect(
      await refusalMessage(client.mutation(api.rooms.update, { roomId, name: "101", capacity: 1, room_type: "retreatant" })),
    ).toBe("Room 101 has 2 occupants; its capacity cannot be less than that.");
    await client.mutation(api.rooms.update, {
      roomId,
      name: " 101A ",
      capacity: 2,
      room_type: "retreatant",
      description: "<ul><li>Bunk beds</li></ul>",
    });
    expect((await rooms(t))[0]).toMatchObject({ name: "101A", name_lower: "101a", capacity: 2, description: "<ul><li>Bunk beds</li></ul>" });
  });
});

describe("remove", () => {
  test("deleting a room unassigns its occupants in the same mutation", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    const a = await insertAttendee(t, { room_id: roomId });
    const b = await insertAttendee(t, { room_id: roomId });
    expect(await client.mutation(api.rooms.remove, { roomId })).toBe(2);
    expect(await rooms(t)).toEqual([]);
    expect([await roomOf(t, a), await roomOf(t, b)]).toEqual([null, null]);
  });
});

describe("importCsv", () => {
  test("updates matching rooms case-insensitively, creates the rest, skips blank names", async () => {
    const t = setupTest();
    const client = await admin(t);
    await insertRoom(t, { name: "Room 101", capacity: 2, room_type: "server" });
    const result = await client.mutation(api.rooms.importCsv, {
      rows: [{ name: "ROOM 101", capacity: 4 }, { name: "  " }, { name: "Room 102" }, { name: "Room 103", capacity: 3 }],
    });
    expect(result).toEqual({ created: 2, updated: 1, skipped: 1 });
    const byName = Object.fromEntries((await rooms(t)).map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(["Room 101", "Room 102", "Room 103"]);
    expect(byName["Room 101"]).toMatchObject({ capacity: 4, room_type: "server" });
    expect(byName["Room 102"].room_type).toBe("retreatant");
    expect(byName["Room 102"].capacity).toBeUndefined();
    expect(byName["Room 103"].capacity).toBe(3);
  });

  test("a bad row writes nothing", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 3 });
    await insertAttendee(t, { room_id: roomId });
    await insertAttendee(t, { room_id: roomId });
    expect(
      await refusalMessage(client.mutation(api.rooms.importCsv, { rows: [{ name: "New room", capacity: 2 }, { name: "101", capacity: 1 }] })),
    ).toBe("Room 101 has 2 occupants; its capacity cannot be less than that.");
    expect((await rooms(t)).map((r) => r.name)).toEqual(["101"]);
  });
});

describe("applySuggestion", () => {
  test("applies every assignment when all rules hold", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 2 });
    const a = await insertAttendee(t);
    const b = await insertAttendee(t);
    await client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: a, roomId }, { attendeeId: b, roomId }] });
    expect([await roomOf(t, a), await roomOf(t, b)]).toEqual([roomId, roomId]);
  });

  test("re-checks capacity across the batch and writes nothing on refusal", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 2 });
    await insertAttendee(t, { room_id: roomId });
    const a = await insertAttendee(t);
    const b = await insertAttendee(t);
    expect(
      await refusalMessage(client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: a, roomId }, { attendeeId: b, roomId }] })),
    ).toBe("Cannot assign attendee. Room 101 is full (2 of 2 beds taken).");
    expect([await roomOf(t, a), await roomOf(t, b)]).toEqual([null, null]);
  });

  test("refuses a stale suggestion for a man who got a room meanwhile", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 2 });
    const other = await insertRoom(t, { name: "102", capacity: 2 });
    const a = await insertAttendee(t, { room_id: other, first_name: "Pedro", last_name: "Ruiz" });
    expect(await refusalMessage(client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: a, roomId }] }))).toBe(
      "The suggestion is out of date: Pedro Ruiz already has a room. Please suggest again.",
    );
  });

  test("still refuses sleeps-at-home men and the wrong room type", async () => {
    const t = setupTest();
    const client = await admin(t);
    const roomId = await insertRoom(t, { name: "101", capacity: 5 });
    const home = await insertAttendee(t, { sleeps_at_home: true });
    const server = await insertAttendee(t, { attendee_type: "server" });
    expect(await refusalMessage(client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: home, roomId }] }))).toMatch(
      /^Cannot assign attendee\. Room 101 cannot take .* sleeps at home/,
    );
    expect(await refusalMessage(client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: server, roomId }] }))).toMatch(
      /^Cannot assign attendee\. Room 101 is a retreatant room/,
    );
  });
});
