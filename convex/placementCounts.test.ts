import { expect, test } from "vitest";
import { insertAttendee, insertRoom } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { keptUnassignedCounts, recountUnassigned, type UnassignedCounts } from "./model/placementCounts";
import { asRole, setupTest, type TestConvex } from "./test.helpers";

/** The kept counts and a fresh count from the attendees; a write that skipped the keepers would make them differ. */
async function counts(t: TestConvex): Promise<{ kept: UnassignedCounts | null; actual: UnassignedCounts }> {
  return await t.run(async (ctx) => ({ kept: await keptUnassignedCounts(ctx), actual: await recountUnassigned(ctx) }));
}

async function expectCounts(t: TestConvex, expected: UnassignedCounts) {
  const { kept, actual } = await counts(t);
  expect(actual).toEqual(expected);
  expect(kept).toEqual(expected);
}

const person = (first: string, extra: Record<string, unknown> = {}) => ({
  first_name: first,
  last_name: "Count",
  email: `${first.toLowerCase()}@example.org`,
  ...extra,
});

test("every attendee writer keeps the unassigned counts equal to a recount", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const room = await insertRoom(t, { name: "101", capacity: 3 });
  const serverRoom = await insertRoom(t, { name: "301", capacity: 3, room_type: "server" });
  // Men already on file before the counts existed: the first write counts them.
  const early = await insertAttendee(t);
  await insertAttendee(t, { room_id: room });
  expect((await counts(t)).kept).toBeNull();
  const listed = await client.query(api.floorPlan.unassigned, { type: "all", search: "" });
  expect(listed).toMatchObject({ needRoom: 1, atHome: 0 });

  const ana = await client.mutation(api.attendees.create, { input: person("Ana") });
  await expectCounts(t, { attendee: 2, server: 0, atHome: 0 });
  await client.mutation(api.attendees.create, { input: person("Beto"), room_id: room });
  await expectCounts(t, { attendee: 2, server: 0, atHome: 0 });
  const homeServer = await client.mutation(api.attendees.create, {
    input: person("Hugo", { attendee_type: "server", sleeps_at_home: true }),
  });
  await expectCounts(t, { attendee: 2, server: 0, atHome: 1 });

  // A type change, then sleeping at home, on the edit form.
  await client.mutation(api.attendees.update, { id: ana, input: person("Ana", { attendee_type: "server" }) });
  await expectCounts(t, { attendee: 1, server: 1, atHome: 1 });
  await client.mutation(api.attendees.update, { id: ana, input: person("Ana", { attendee_type: "server", sleeps_at_home: true }) });
  await expectCounts(t, { attendee: 1, server: 0, atHome: 2 });
  await client.mutation(api.attendees.update, { id: ana, input: person("Ana", { attendee_type: "server" }), room_id: serverRoom });
  await expectCounts(t, { attendee: 1, server: 0, atHome: 1 });

  await client.mutation(api.rooms.assignAttendee, { attendeeId: early, roomId: room });
  await expectCounts(t, { attendee: 0, server: 0, atHome: 1 });
  await client.mutation(api.rooms.assignAttendee, { attendeeId: early, roomId: null });
  await expectCounts(t, { attendee: 1, server: 0, atHome: 1 });

  // Deleting a room unassigns its two occupants.
  await client.mutation(api.rooms.remove, { roomId: room });
  await expectCounts(t, { attendee: 3, server: 0, atHome: 1 });

  const spare = await client.mutation(api.rooms.create, { name: "102", capacity: 5, room_type: "retreatant" });
  await client.mutation(api.rooms.applySuggestion, { assignments: [{ attendeeId: early, roomId: spare }] });
  await expectCounts(t, { attendee: 2, server: 0, atHome: 1 });

  // CSV import: two new men, and one already on file who now sleeps at home.
  const imported = await client.mutation(api.csvImport.importChunk, {
    attendeeType: "attendee",
    rows: [
      { row: 2, values: { first_name: "Ciro", last_name: "Count", email: "ciro@example.org" } },
      { row: 3, values: { first_name: "Dario", last_name: "Count", email: "dario@example.org" } },
    ],
  });
  expect(imported.created).toBe(2);
  await expectCounts(t, { attendee: 4, server: 0, atHome: 1 });
  const again = await client.mutation(api.csvImport.importChunk, {
    attendeeType: "attendee",
    rows: [{ row: 2, values: { first_name: "Ciro", last_name: "Count", email: "ciro@example.org", sleeps_at_home: "true" } }],
  });
  expect(again).toMatchObject({ updated: 1, errors: [] });
  await expectCounts(t, { attendee: 3, server: 0, atHome: 2 });

  await client.mutation(api.emailImport.importAttendee, {
    attendee: { first_name: "Eloy", last_name: "Count", email: "eloy@example.org" },
    attendeeType: "server",
  });
  await expectCounts(t, { attendee: 3, server: 1, atHome: 2 });

  const dario = await t.run(async (ctx) => (await ctx.db.query("attendees").withIndex("by_email", (q) => q.eq("email", "dario@example.org")).first())!._id);
  await client.mutation(api.attendees.remove, { id: dario });
  await expectCounts(t, { attendee: 2, server: 1, atHome: 2 });
  await client.mutation(api.attendees.remove, { id: early });
  await expectCounts(t, { attendee: 2, server: 1, atHome: 2 });

  // Bulk delete removes every server: Eloy (unassigned), Hugo (at home) and Ana (in a room).
  await client.mutation(api.attendees.bulkDeleteServers, { confirmation: "DELETE" });
  expect(await t.run(async (ctx) => await ctx.db.get("attendees", homeServer as Id<"attendees">))).toBeNull();
  await expectCounts(t, { attendee: 2, server: 0, atHome: 1 });
});
