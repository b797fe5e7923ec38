import { expect, test } from "vitest";
import { insertAttendee, insertRoom, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const firstPage = { paginationOpts: { numItems: 50, cursor: null } };

/** A server in room 301, leading St. Peter, giving one talk, with an account holding one adoration hour. */
async function seedServer(t: TestConvex) {
  const room = await insertRoom(t, { name: "Room 301", room_type: "server" });
  const peter = await insertTable(t, "St. Peter");
  const server = await insertAttendee(t, { first_name: "Tomás", last_name: "Prueba", attendee_type: "server", room_id: room, phone_number: "5125553183" });
  const roommate = await insertAttendee(t, { first_name: "Luis", last_name: "Vega", attendee_type: "server", room_id: room, snore: true });
  const retreatant = await insertAttendee(t, { first_name: "Raúl", last_name: "García", table_id: peter });
  const { userId, client } = await asRole(t, "server");
  await t.run(async (ctx) => {
    await ctx.db.patch("users", userId, { attendee_id: server });
    await ctx.db.patch("diningTables", peter, { leader_id: server });
    await ctx.db.insert("talks", {
      title: "Piety",
      kind: "talk",
      speaker_id: server,
      status: "assigned",
      day: "2027-03-06",
      time: "09:00",
      duration_minutes: 45,
      portal_token_hash: "hash",
      created_at: 0,
    });
    const slot = await ctx.db.insert("adorationSlots", { start: Date.UTC(2027, 2, 5, 23), end: Date.UTC(2027, 2, 6, 0), is_blocked: false });
    await ctx.db.insert("adorationBookings", { slot_id: slot, user_id: userId, name: "Tomás Prueba", created_at: 0 });
  });
  return { server, roommate, retreatant, serverClient: client, userId };
}

test("the directory lists servers only, with room, table, talks, adoration hours, account and roles", async () => {
  const t = setupTest();
  const { server } = await seedServer(t);
  const { client } = await asRole(t, "admin");
  const { page } = await client.query(api.servers.directory, firstPage);
  expect(page.map((row) => row.first_name).sort()).toEqual(["Luis", "Tomás"]);
  const tomas = page.find((row) => row._id === server)!;
  expect(tomas).toMatchObject({
    email: expect.any(String),
    phone_number: "5125553183",
    room_name: "Room 301",
    tables: [{ name: "St. Peter", role: "leader" }],
    talks: [{ title: "Piety", kind: "talk" }],
    adoration: [{ start: Date.UTC(2027, 2, 5, 23), end: Date.UTC(2027, 2, 6, 0) }],
    has_account: true,
    roles: ["server"],
  });
  expect(page.find((row) => row.first_name === "Luis")).toMatchObject({ has_account: false, roles: [], tables: [] });
  const names = await client.query(api.servers.names, firstPage);
  expect(Object.keys(names.page[0]).sort()).toEqual(["_id", "email", "first_name", "last_name", "phone_number"]);
});

test("the directory and the picker need manageAttendees", async () => {
  const t = setupTest();
  expect((await refusalOf(t.query(api.servers.directory, firstPage))).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.query(api.servers.directory, firstPage))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.query(api.servers.names, firstPage))).code).toBe("FORBIDDEN");
  }
});

test("a server sees his own dashboard: room with roommates, the table he leads, talks and adoration hours", async () => {
  const t = setupTest();
  const { server, serverClient } = await seedServer(t);
  const mine = await serverClient.query(api.servers.dashboard, {});
  expect(mine).toMatchObject({
    found: true,
    self: true,
    attendee: { _id: server, first_name: "Tomás" },
    room: { name: "Room 301", roommates: ["Luis Vega (R)"] },
    tables: [{ name: "St. Peter", role: "leader", leader: null }],
    talks: [{ title: "Piety", day: "2027-03-06", time: "09:00", status: "assigned" }],
    adoration: [{ start: Date.UTC(2027, 2, 5, 23) }],
  });
  // Asking for his own id is the same as asking for nothing.
  expect(await serverClient.query(api.servers.dashboard, { attendeeId: server })).toEqual(mine);
});

test("only an admin opens another server's dashboard; others are refused on the server", async () => {
  const t = setupTest();
  const { roommate, retreatant, serverClient } = await seedServer(t);
  expect(await refusalOf(serverClient.query(api.servers.dashboard, { attendeeId: roommate }))).toEqual({
    code: "FORBIDDEN",
    message: "You can only see your own dashboard.",
  });
  const checkin = await asRole(t, "checkin_admin");
  expect((await refusalOf(checkin.client.query(api.servers.dashboard, { attendeeId: roommate }))).code).toBe("FORBIDDEN");
  expect((await refusalOf(t.query(api.servers.dashboard, {}))).code).toBe("UNAUTHENTICATED");

  const admin = await asRole(t, "admin");
  expect(await admin.client.query(api.servers.dashboard, {})).toEqual({ found: false, self: true });
  expect(await admin.client.query(api.servers.dashboard, { attendeeId: roommate })).toMatchObject({
    found: true,
    self: false,
    attendee: { first_name: "Luis" },
    room: { name: "Room 301", roommates: ["Tomás Prueba"] },
  });
  // A retreatant seated at a table sees the table's leader.
  expect(await admin.client.query(api.servers.dashboard, { attendeeId: retreatant })).toMatchObject({
    tables: [{ name: "St. Peter", role: "seated", leader: "Tomás Prueba" }],
  });
  expect(await admin.client.query(api.servers.dashboard, { attendeeId: "not-an-id" })).toEqual({ found: false, self: false });
});

test("an account without a link finds its record by email", async () => {
  const t = setupTest();
  const { userId, client, email } = await asRole(t, "server");
  const man: Id<"attendees"> = await insertAttendee(t, { email, attendee_type: "server", first_name: "Hugo" });
  expect(await t.run(async (ctx) => (await ctx.db.get("users", userId))!.attendee_id ?? null)).toBeNull();
  expect(await client.query(api.servers.dashboard, {})).toMatchObject({ found: true, attendee: { _id: man, first_name: "Hugo" } });
});
