import { expect, test } from "vitest";
import { insertAttendee, insertRoom, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { asRole, setupTest, type TestConvex } from "./test.helpers";

/** The pickers' counts, and a recount from the attendees themselves. */
async function counts(t: TestConvex, client: Awaited<ReturnType<typeof asRole>>["client"]) {
  const rooms = await client.query(api.rooms.options, {});
  const tables = await client.query(api.diningTables.list, {});
  const men = await t.run(async (ctx) => await ctx.db.query("attendees").collect());
  const recount = (id: string, field: "room_id" | "table_id") => men.filter((m) => m[field] === id).length;
  return {
    shown: [...rooms.map((r) => [r.name, r.occupant_count]), ...tables.map((tb) => [tb.name, tb.seated_count])],
    actual: [...rooms.map((r) => [r.name, recount(r._id, "room_id")]), ...tables.map((tb) => [tb.name, recount(tb._id, "table_id")])],
  };
}

test("room and table counts follow every assignment, edit and removal, and count rooms stored before them", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const room = await insertRoom(t, { name: "101", capacity: 4 });
  const table = await insertTable(t, "Table 1", 4);
  // On file before counts were kept: the first read counts them from the index.
  const early = await insertAttendee(t, { room_id: room, table_id: table });
  expect((await counts(t, client)).shown).toEqual([["101", 1], ["Table 1", 1]]);

  const ana = await client.mutation(api.attendees.create, {
    input: { first_name: "Ana", last_name: "Count", email: "ana@example.org" },
    room_id: room,
    table_id: table,
  });
  let now = await counts(t, client);
  expect(now.shown).toEqual([["101", 2], ["Table 1", 2]]);
  expect(now.shown).toEqual(now.actual);

  const other = await client.mutation(api.rooms.create, { name: "102", capacity: 4, room_type: "retreatant" });
  await client.mutation(api.rooms.assignAttendee, { attendeeId: ana, roomId: other });
  await client.mutation(api.diningTables.assignAttendee, { attendeeId: early, tableId: null });
  await client.mutation(api.rooms.update, { roomId: room, name: "101", capacity: 3, room_type: "retreatant" });
  now = await counts(t, client);
  expect(now.shown).toEqual([["101", 1], ["102", 1], ["Table 1", 1]]);
  expect(now.shown).toEqual(now.actual);

  await client.mutation(api.attendees.remove, { id: ana });
  await client.mutation(api.rooms.remove, { roomId: room });
  now = await counts(t, client);
  expect(now.shown).toEqual([["102", 0], ["Table 1", 0]]);
  expect(now.shown).toEqual(now.actual);
});
