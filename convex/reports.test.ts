import { expect, test } from "vitest";
import { insertAttendee, insertRoom, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const firstPage = { paginationOpts: { numItems: 50, cursor: null } };

test("reports need viewReports: refused signed out and for every other role", async () => {
  const t = setupTest();
  expect((await refusalOf(t.query(api.reports.rows, firstPage))).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.query(api.reports.rows, firstPage))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.query(api.reports.places, {}))).code).toBe("FORBIDDEN");
  }
});

test("report rows carry what the reports show, with room and table names, and nothing else", async () => {
  const t = setupTest();
  const room = await insertRoom(t, { name: "Room 101" });
  const table = await insertTable(t, "St. Paul");
  await insertAttendee(t, {
    first_name: "Raúl",
    last_name: "García",
    room_id: room,
    table_id: table,
    cost_of_retreat: 250,
    amount_paid: 100,
    donations: 20,
    admin_fees: 5,
    tshirt_size: "L",
    allergies: "Peanuts",
    baptism: true,
    confirmation: false,
    emergency_contact_1_name: "María García",
    emergency_contact_1_phone: "5125550000",
    snore: true,
    known_servers: "not for reports",
  });
  const { client } = await asRole(t, "admin");
  const { page } = await client.query(api.reports.rows, firstPage);
  expect(page).toHaveLength(1);
  expect(page[0]).toMatchObject({
    first_name: "Raúl",
    room_name: "Room 101",
    table_name: "St. Paul",
    cost_of_retreat: 250,
    amount_paid: 100,
    donations: 20,
    admin_fees: 5,
    tshirt_size: "L",
    allergies: "Peanuts",
    health_issues: null,
    baptism: true,
    first_communion: null,
    confirmation: false,
    emergency_contact_1_name: "María García",
    snore: true,
  });
  expect(Object.keys(page[0])).not.toContain("known_servers");
  expect(Object.keys(page[0])).not.toContain("address_line_1");

  const places = await client.query(api.reports.places, {});
  expect(places.rooms).toEqual([{ _id: room, name: "Room 101", room_type: "retreatant", capacity: null }]);
  expect(places.tables).toEqual([{ _id: table, name: "St. Paul", leader_id: null }]);
});
