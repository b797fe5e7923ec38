import { describe, expect, test } from "vitest";
import { insertAttendee, insertRoom } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { UNASSIGNED_LIST_LIMIT } from "./shared/floorPlanList";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

async function admin(t: TestConvex) {
  return (await asRole(t, "admin")).client;
}

const names = (men: ReadonlyArray<{ first_name: string; last_name: string }>) => men.map((m) => `${m.first_name} ${m.last_name}`);

describe("permissions", () => {
  test("every floor plan query refuses the signed-out and roles without manageRooms", async () => {
    const t = setupTest();
    const roomId = await insertRoom(t, { name: "101", capacity: 2 });
    const calls = (client: Pick<TestConvex, "query">) => [
      client.query(api.floorPlan.rooms, {}),
      client.query(api.floorPlan.occupants, { roomId }),
      client.query(api.floorPlan.unassigned, { type: "all", search: "" }),
    ];
    for (const call of calls(t)) expect((await refusalOf(call)).message).toBe("You must be signed in to perform this operation.");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      for (const call of calls(client)) expect((await refusalOf(call)).message).toMatch(/manageRooms is required/);
    }
  });
});

describe("rooms and occupants", () => {
  test("the rooms come without occupants; each room's occupants by name, snorers flagged", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, { name: "Room 101", capacity: 3 });
    const hall = await insertRoom(t, { name: "Hall", room_type: "server" });
    await insertAttendee(t, { room_id: room, first_name: "Pedro", last_name: "Ruiz" });
    await insertAttendee(t, { room_id: room, first_name: "Ana", last_name: "Ortiz", snore: true });
    await insertAttendee(t, { first_name: "Waiting", last_name: "Man" });

    const rooms = await client.query(api.floorPlan.rooms, {});
    expect(rooms).toEqual(
      expect.arrayContaining([
        { _id: room, name: "Room 101", room_type: "retreatant", capacity: 3 },
        { _id: hall, name: "Hall", room_type: "server", capacity: null },
      ]),
    );
    expect(rooms).toHaveLength(2);

    const inRoom = await client.query(api.floorPlan.occupants, { roomId: room });
    expect(names(inRoom)).toEqual(["Ana Ortiz", "Pedro Ruiz"]);
    expect(inRoom[0]).toMatchObject({ snore: true, attendee_type: "attendee", sleeps_at_home: false });
    expect(await client.query(api.floorPlan.occupants, { roomId: hall })).toEqual([]);
  });
});

describe("unassigned", () => {
  test("lists men without a room by name, never those in a room or sleeping at home, and filters by type", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, { name: "101", capacity: 3 });
    await insertAttendee(t, { first_name: "Carlos", last_name: "Vega" });
    await insertAttendee(t, { first_name: "Saul", last_name: "Mora", attendee_type: "server" });
    await insertAttendee(t, { first_name: "Beto", last_name: "Lara" });
    await insertAttendee(t, { first_name: "Hugo", last_name: "Paz", sleeps_at_home: true });
    await insertAttendee(t, { first_name: "Adan", last_name: "Rios", room_id: room });

    const all = await client.query(api.floorPlan.unassigned, { type: "all", search: "" });
    expect(names(all.men)).toEqual(["Beto Lara", "Carlos Vega", "Saul Mora"]);
    expect(all).toMatchObject({ matching: 3, needRoom: 3, atHome: 1 });

    const servers = await client.query(api.floorPlan.unassigned, { type: "server", search: "" });
    expect(names(servers.men)).toEqual(["Saul Mora"]);
    expect(servers).toMatchObject({ matching: 1, needRoom: 3, atHome: 1 });

    const retreatants = await client.query(api.floorPlan.unassigned, { type: "attendee", search: "" });
    expect(names(retreatants.men)).toEqual(["Beto Lara", "Carlos Vega"]);
    expect(retreatants.matching).toBe(2);
  });

  test(`shows the first ${UNASSIGNED_LIST_LIMIT} by name with the total; a search finds the others`, async () => {
    const t = setupTest();
    const client = await admin(t);
    const count = UNASSIGNED_LIST_LIMIT + 20;
    await t.run(async (ctx) => {
      for (let i = count - 1; i >= 0; i--) {
        const first = `M${String(i).padStart(3, "0")}`;
        await ctx.db.insert("attendees", {
          first_name: first,
          last_name: i === count - 1 ? "Núñez" : "Test",
          email: `${first}@example.org`,
          phone_number: null,
          attendee_type: "attendee",
          has_paid: false,
          has_checked_in: false,
          room_id: null,
          table_id: null,
          snore: false,
          sleeps_at_home: false,
          created_at: 0,
          updated_at: 0,
        });
      }
    });
    const first = await client.query(api.floorPlan.unassigned, { type: "all", search: "" });
    expect(first.men).toHaveLength(UNASSIGNED_LIST_LIMIT);
    expect(first.men[0].first_name).toBe("M000");
    expect(first.men.at(-1)?.first_name).toBe(`M${String(UNASSIGNED_LIST_LIMIT - 1).padStart(3, "0")}`);
    expect(first).toMatchObject({ matching: count, needRoom: count });

    // Case and accents do not matter; the last man by name is found.
    const found = await client.query(api.floorPlan.unassigned, { type: "attendee", search: "  NUNEZ " });
    expect(names(found.men)).toEqual([`M${String(count - 1).padStart(3, "0")} Núñez`]);
    expect(found).toMatchObject({ matching: 1, needRoom: count });

    const many = await client.query(api.floorPlan.unassigned, { type: "all", search: "test" });
    expect(many.men).toHaveLength(UNASSIGNED_LIST_LIMIT);
    expect(many.matching).toBe(count - 1);
  });

  test("the search finds a man by his full name in any order, in part, and by phone digits", async () => {
    const t = setupTest();
    const client = await admin(t);
    await insertAttendee(t, { first_name: "Ramón", last_name: "Castillo", phone_number: "5125553183" });
    await insertAttendee(t, { first_name: "Raúl", last_name: "García" });
    const find = async (search: string) => names((await client.query(api.floorPlan.unassigned, { type: "all", search })).men);
    for (const typed of ["ramon castillo", "Castillo Ramón", "Ramón C", "555-3183", "(512) 555-3183"]) {
      expect(await find(typed)).toEqual(["Ramón Castillo"]);
    }
    expect(await find("raul garcia")).toEqual(["Raúl García"]);
    expect(await find("castillo garcia")).toEqual([]);
  });

  test("an assignment moves the man from the list to the room's occupants and updates the counts", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, { name: "101", capacity: 2 });
    const carlos = await insertAttendee(t, { first_name: "Carlos", last_name: "Vega" });
    await insertAttendee(t, { first_name: "Beto", last_name: "Lara" });

    await client.mutation(api.rooms.assignAttendee, { attendeeId: carlos, roomId: room });
    const list = await client.query(api.floorPlan.unassigned, { type: "all", search: "" });
    expect(names(list.men)).toEqual(["Beto Lara"]);
    expect(list).toMatchObject({ matching: 1, needRoom: 1 });
    expect(names(await client.query(api.floorPlan.occupants, { roomId: room }))).toEqual(["Carlos Vega"]);

    await client.mutation(api.rooms.assignAttendee, { attendeeId: carlos, roomId: null });
    const back = await client.query(api.floorPlan.unassigned, { type: "all", search: "" });
    expect(names(back.men)).toEqual(["Beto Lara", "Carlos Vega"]);
    expect(back).toMatchObject({ matching: 2, needRoom: 2 });
    expect(await client.query(api.floorPlan.occupants, { roomId: room })).toEqual([]);
  });
});
