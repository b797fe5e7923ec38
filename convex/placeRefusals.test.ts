/**
 * Rooms' and tables' refusals carry, beside the English message, a reason and the values of the
 * message, so the client can say them in the person's language (issue 27).
 */
import { expect, test } from "vitest";
import { insertAttendee, insertRoom, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const admin = async (t: TestConvex) => (await asRole(t, "admin")).client;

test("a full room, a room of the other type and a man who sleeps at home: reason and values", async () => {
  const t = setupTest();
  const client = await admin(t);
  const full = await insertRoom(t, { name: "101", capacity: 1 });
  const servers = await insertRoom(t, { name: "Room 7", room_type: "server" });
  await insertAttendee(t, { room_id: full });
  const man = await insertAttendee(t, { first_name: "josé", last_name: "de la cruz" });
  const home = await insertAttendee(t, { first_name: "Luis", last_name: "Peña", sleeps_at_home: true });

  expect(await refusalOf(client.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId: full }))).toEqual({
    code: "ROOM_REFUSED",
    reason: "full",
    message: "Cannot assign attendee. Room 101 is full (1 of 1 beds taken).",
    params: { name: "101", labelled: "no", man: "José de la Cruz", others: "1", capacity: "1" },
  });
  expect(await refusalOf(client.mutation(api.rooms.assignAttendee, { attendeeId: man, roomId: servers }))).toEqual({
    code: "ROOM_REFUSED",
    reason: "type",
    message: "Cannot assign attendee. Room 7 is a server room and José de la Cruz is a retreatant.",
    params: { name: "Room 7", labelled: "yes", man: "José de la Cruz", roomType: "server", manType: "attendee" },
  });
  expect(await refusalOf(client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: home, roomId: servers }] }))).toMatchObject({
    code: "ROOM_REFUSED",
    reason: "atHome",
    message: "Cannot assign attendee. Room 7 cannot take Luis Peña: he sleeps at home and gets no room.",
    params: { name: "Room 7", labelled: "yes", man: "Luis Peña" },
  });
});

test("room editing refusals with values carry them; plain ones stay plain", async () => {
  const t = setupTest();
  const client = await admin(t);
  const room = await insertRoom(t, { name: "201", capacity: 3 });
  await insertAttendee(t, { room_id: room });
  await insertAttendee(t, { room_id: room });
  expect(await refusalOf(client.mutation(api.rooms.update, { roomId: room, name: "201", capacity: 1, room_type: "retreatant" }))).toEqual({
    code: "INVALID",
    reason: "roomCapacityBelow",
    message: "Room 201 has 2 occupants; its capacity cannot be less than that.",
    params: { name: "201", labelled: "no", occupants: "2" },
  });
  expect(await refusalOf(client.mutation(api.rooms.create, { name: "201", room_type: "retreatant" }))).toEqual({
    code: "DUPLICATE",
    reason: "room",
    message: "A room named 201 already exists.",
    params: { name: "201" },
  });
  expect(await refusalOf(client.mutation(api.rooms.setType, { roomId: room, room_type: "server" }))).toEqual({
    code: "INVALID",
    message: "Room type cannot change while the room has occupants.",
  });
});

test("a full table, an overfull plan and a leader who leads elsewhere: reason and values", async () => {
  const t = setupTest();
  const client = await admin(t);
  const luke = await insertTable(t, "St. Luke", 1);
  const mark = await insertTable(t, "St. Mark");
  await insertAttendee(t, { table_id: luke });
  const man = await insertAttendee(t, { first_name: "Andrés", last_name: "Núñez" });
  const other = await insertAttendee(t, { first_name: "Beto", last_name: "Ruiz" });
  const server = await insertAttendee(t, { first_name: "Saúl", last_name: "Reyes", attendee_type: "server" });

  expect(await refusalOf(client.mutation(api.diningTables.assignAttendee, { attendeeId: man, tableId: luke }))).toEqual({
    code: "TABLE_REFUSED",
    reason: "full",
    message: "Cannot assign attendee. Table St. Luke is full (1 of 1 seats taken).",
    params: { table: "St. Luke", others: "1", capacity: "1" },
  });
  const plan = [man, other].map((attendeeId) => ({ attendeeId, fromTableId: null, tableId: luke }));
  expect(await refusalOf(client.mutation(api.diningTables.applySeatingPlan, { changes: plan }))).toEqual({
    code: "TABLE_REFUSED",
    reason: "overfull",
    message: "Cannot assign attendee. Table St. Luke would have 3 men for 1 seats.",
    params: { table: "St. Luke", count: "3", capacity: "1" },
  });
  await client.mutation(api.diningTables.setTableLeader, { tableId: mark, leaderId: server });
  expect(await refusalOf(client.mutation(api.diningTables.setTableLeader, { tableId: luke, leaderId: server }))).toEqual({
    code: "INVALID",
    reason: "leaderTaken",
    message: "Saúl Reyes already leads table St. Mark.",
    params: { man: "Saúl Reyes", table: "St. Mark" },
  });
  expect(await refusalOf(client.mutation(api.diningTables.setTableLeader, { tableId: luke, leaderId: man }))).toEqual({
    code: "INVALID",
    reason: "leaderNotServer",
    message: "Andrés Núñez is not a server; a table leader must be a server.",
    params: { man: "Andrés Núñez" },
  });
});
