import { describe, expect, test } from "vitest";
import { insertAttendee, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalMessage, setupTest, type TestConvex } from "./test.helpers";

const admin = async (t: TestConvex) => (await asRole(t, "admin")).client;
const tableOf = (t: TestConvex, id: Id<"attendees">) => t.run(async (ctx) => (await ctx.db.get("attendees", id))?.table_id);
const tables = (t: TestConvex) => t.run(async (ctx) => await ctx.db.query("diningTables").collect());

test("every tables function refuses the signed-out and roles without manageTables", async () => {
  const t = setupTest();
  const tableId = await insertTable(t, "Table 1");
  const attendeeId = await insertAttendee(t);
  const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
    client.query(api.diningTables.list, {}),
    client.query(api.diningTables.tables, {}),
    client.query(api.diningTables.seated, { tableId }),
    client.query(api.diningTables.membersPage, { type: "attendee", paginationOpts: { numItems: 10, cursor: null } }),
    client.mutation(api.diningTables.assignAttendee, { attendeeId, tableId }),
    client.mutation(api.diningTables.create, { name: "T" }),
    client.mutation(api.diningTables.update, { tableId, name: "U" }),
    client.mutation(api.diningTables.remove, { tableId }),
    client.mutation(api.diningTables.setTableLeader, { tableId, leaderId: null }),
    client.mutation(api.diningTables.applySeatingPlan, { changes: [{ attendeeId, fromTableId: null, tableId }] }),
  ];
  for (const call of calls(t)) expect(await refusalMessage(call)).toBe("You must be signed in to perform this operation.");
  for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    for (const call of calls(client)) expect(await refusalMessage(call)).toMatch(/manageTables is required/);
  }
  expect(await tableOf(t, attendeeId)).toBeNull();
  expect((await tables(t)).map((x) => x.name)).toEqual(["Table 1"]);
});

describe("assignAttendee", () => {
  test("seats and unseats a man, with an audit entry", async () => {
    const t = setupTest();
    const client = await admin(t);
    const tableId = await insertTable(t, "Table 1");
    const attendeeId = await insertAttendee(t);
    await client.mutation(api.diningTables.assignAttendee, { attendeeId, tableId });
    expect(await tableOf(t, attendeeId)).toBe(tableId);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit.map((a) => a.changes)).toEqual([[{ field: "table_id", before: null, after: tableId }]]);
    await client.mutation(api.diningTables.assignAttendee, { attendeeId, tableId: null });
    expect(await tableOf(t, attendeeId)).toBeNull();
  });

  test("a full table refuses another man", async () => {
    const t = setupTest();
    const client = await admin(t);
    const tableId = await insertTable(t, "St. Peter", 1);
    await insertAttendee(t, { table_id: tableId });
    const attendeeId = await insertAttendee(t);
    expect(await refusalMessage(client.mutation(api.diningTables.assignAttendee, { attendeeId, tableId }))).toBe(
      "Cannot assign attendee. Table St. Peter is full (1 of 1 seats taken).",
    );
    const list = await client.query(api.diningTables.list, {});
    expect(list).toEqual([{ _id: tableId, name: "St. Peter", capacity: 1, leader_id: null, seated_count: 1 }]);
  });
});

describe("tables", () => {
  test("create, rename and delete; deleting unseats the men", async () => {
    const t = setupTest();
    const client = await admin(t);
    expect(await refusalMessage(client.mutation(api.diningTables.create, { name: "  " }))).toBe("Table name is required.");
    const tableId = await client.mutation(api.diningTables.create, { name: " St. John ", capacity: 8 });
    expect(await refusalMessage(client.mutation(api.diningTables.create, { name: "St. John" }))).toBe("A table named St. John already exists.");
    await client.mutation(api.diningTables.update, { tableId, name: "St. James", capacity: 10 });
    expect((await tables(t))[0]).toMatchObject({ name: "St. James", capacity: 10, leader_id: null });
    const man = await insertAttendee(t, { table_id: tableId });
    expect(await refusalMessage(client.mutation(api.diningTables.update, { tableId, name: "St. James", capacity: 0 }))).toBe(
      "Capacity must be a whole number of at least 1.",
    );
    expect(await client.mutation(api.diningTables.remove, { tableId })).toBe(1);
    expect(await tables(t)).toEqual([]);
    expect(await tableOf(t, man)).toBeNull();
  });

  test("a leader must be a server and leads one table", async () => {
    const t = setupTest();
    const client = await admin(t);
    const one = await insertTable(t, "Table 1");
    const two = await insertTable(t, "Table 2");
    const server = await insertAttendee(t, { attendee_type: "server", first_name: "Tomás", last_name: "Vega" });
    const retreatant = await insertAttendee(t, { first_name: "Ramón", last_name: "Soto" });
    expect(await refusalMessage(client.mutation(api.diningTables.setTableLeader, { tableId: one, leaderId: retreatant }))).toBe(
      "Ramón Soto is not a server; a table leader must be a server.",
    );
    await client.mutation(api.diningTables.setTableLeader, { tableId: one, leaderId: server });
    expect(await refusalMessage(client.mutation(api.diningTables.setTableLeader, { tableId: two, leaderId: server }))).toBe(
      "Tomás Vega already leads table Table 1.",
    );
    const listed = await client.query(api.diningTables.tables, {});
    expect(listed[0].leader).toMatchObject({ _id: server, first_name: "Tomás" });
    const page = (type: "attendee" | "server") =>
      client.query(api.diningTables.membersPage, { type, paginationOpts: { numItems: 10, cursor: null } });
    expect((await page("server")).page).toEqual([expect.objectContaining({ _id: server, first_name: "Tomás" })]);
    expect((await page("attendee")).page.map((m) => m._id)).toEqual([retreatant]);
    await client.mutation(api.diningTables.assignAttendee, { attendeeId: retreatant, tableId: two });
    expect((await page("attendee")).page).toEqual([]);
    expect((await client.query(api.diningTables.seated, { tableId: two })).map((m) => m._id)).toEqual([retreatant]);
  });
});

describe("applySeatingPlan", () => {
  test("moves men and checks every table's final count", async () => {
    const t = setupTest();
    const client = await admin(t);
    const one = await insertTable(t, "Table 1", 2);
    const two = await insertTable(t, "Table 2", 1);
    const a = await insertAttendee(t, { table_id: one });
    const b = await insertAttendee(t);
    const c = await insertAttendee(t);
    expect(
      await refusalMessage(
        client.mutation(api.diningTables.applySeatingPlan, {
          changes: [
            { attendeeId: b, fromTableId: null, tableId: two },
            { attendeeId: c, fromTableId: null, tableId: two },
          ],
        }),
      ),
    ).toBe("Cannot assign attendee. Table Table 2 would have 2 men for 1 seats.");
    expect([await tableOf(t, b), await tableOf(t, c)]).toEqual([null, null]);

    // Moving a to Table 2 frees his seat at Table 1 for b and c in the same plan.
    await client.mutation(api.diningTables.applySeatingPlan, {
      changes: [
        { attendeeId: a, fromTableId: one, tableId: two },
        { attendeeId: b, fromTableId: null, tableId: one },
        { attendeeId: c, fromTableId: null, tableId: one },
      ],
    });
    expect([await tableOf(t, a), await tableOf(t, b), await tableOf(t, c)]).toEqual([two, one, one]);
  });

  test("refuses a plan made before someone moved", async () => {
    const t = setupTest();
    const client = await admin(t);
    const one = await insertTable(t, "Table 1");
    const a = await insertAttendee(t, { table_id: one, first_name: "Eli", last_name: "Cruz" });
    expect(
      await refusalMessage(
        client.mutation(api.diningTables.applySeatingPlan, { changes: [{ attendeeId: a, fromTableId: null, tableId: one }] }),
      ),
    ).toBe("The seating plan is out of date: Eli Cruz was moved meanwhile. Please suggest again.");
  });
});
