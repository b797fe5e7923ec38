/**
 * Imports go into the current retreat and match people across weekends by email: a man imported
 * into the next weekend is the same person as last weekend's man with that address (whatever its
 * case or spaces), and a new address is a new person.
 */
import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { CARRY_NOTHING } from "../tests/fixtures/retreats";
import { asRole, setupTest } from "./test.helpers";


test("an import into the next weekend finds last weekend's men by email; others are new people", async () => {
  const t = setupTest();
  const { client: admin } = await asRole(t, "admin");
  const first = await admin.mutation(api.csvImport.importChunk, {
    attendeeType: "attendee",
    rows: [{ row: 2, values: { first_name: "Pedro", last_name: "Ruiz", email: "pedro@example.org" } }],
  });
  expect(first.errors).toEqual([]);
  const firstRetreat = await t.retreatId();
  const pedroBefore = await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).find((m) => m.email === "pedro@example.org")!);
  expect(pedroBefore.person_id).toBeDefined();

  await admin.mutation(api.retreats.startNext, { name: "Men's Retreat #51", startDate: "2027-03-05", endDate: "2027-03-07", carry: CARRY_NOTHING });
  const second = await admin.mutation(api.csvImport.importChunk, {
    attendeeType: "server",
    rows: [
      { row: 2, values: { first_name: "Pedro", last_name: "Ruiz", email: "  Pedro@Example.org " } },
      { row: 3, values: { first_name: "Juan", last_name: "Diaz", email: "juan@example.org" } },
    ],
  });
  expect(second.errors).toEqual([]);

  const records = await t.runUnscoped(async (ctx) => await ctx.db.query("attendees").collect());
  const pedro = records.filter((m) => m.email === "pedro@example.org");
  expect(pedro.map((m) => m.retreat_id === firstRetreat)).toEqual([true, false]);
  expect(pedro[1].person_id).toBe(pedroBefore.person_id);
  expect(pedro[1].attendee_type).toBe("server");
  const juan = records.find((m) => m.email === "juan@example.org")!;
  expect(juan.person_id).toBeDefined();
  expect(juan.person_id).not.toBe(pedroBefore.person_id);
  const people = await t.runUnscoped(async (ctx) => await ctx.db.query("people").collect());
  expect(people.map((p) => p.email).sort()).toEqual(["juan@example.org", "pedro@example.org"]);

  // His profile in the new weekend lists both weekends.
  const weekends = await admin.query(api.people.weekendsOf, { attendeeId: pedro[1]._id });
  expect(weekends.map((w) => [w.attendeeType, w.isThisRecord])).toEqual([
    ["attendee", false],
    ["server", true],
  ]);
});

test("an edit of a man's record, his email included, keeps him the same person", async () => {
  const t = setupTest();
  const { client: admin } = await asRole(t, "admin");
  const id = await admin.mutation(api.attendees.create, { input: { first_name: "Luis", last_name: "Vega", email: "luis@example.org" } });
  const before = await t.run(async (ctx) => (await ctx.db.get("attendees", id))!);
  expect(before.person_id).toBeDefined();
  await admin.mutation(api.attendees.update, { id, input: { first_name: "Luis", last_name: "Vega", email: "luis.vega@example.org" } });
  const after = await t.run(async (ctx) => (await ctx.db.get("attendees", id))!);
  expect(after.email).toBe("luis.vega@example.org");
  expect(after.person_id).toBe(before.person_id);
  expect(await t.runUnscoped(async (ctx) => (await ctx.db.query("people").collect()).length)).toBe(1);
});
