import { describe, expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { setRetreatDates } from "../tests/fixtures/retreatData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const letter = { from_name: "María", relationship: "Wife", received_date: "2027-03-01" };
const countOf = (t: TestConvex, id: Id<"attendees">) =>
  t.run(async (ctx) => (await ctx.db.query("palancaCounts").withIndex("by_attendee", (q) => q.eq("attendee_id", id)).unique())?.count);

async function allRetreatants(client: Pick<TestConvex, "query">) {
  const page = await client.query(api.palancas.retreatantPage, { paginationOpts: { numItems: 100, cursor: null } });
  return page.page;
}

test("every palancas function refuses the signed-out and roles without managePalancas", async () => {
  const t = setupTest();
  const attendeeId = await insertAttendee(t);
  const palancaId = await t.run(async (ctx) => await ctx.db.insert("palancas", { attendee_id: attendeeId, ...letter, created_at: 1 }));
  const paginationOpts = { numItems: 10, cursor: null };
  const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
    client.query(api.palancas.retreatantPage, { paginationOpts }),
    client.query(api.palancas.letterPage, { paginationOpts }),
    client.query(api.palancas.lettersFor, { attendeeId }),
    client.query(api.palancas.target, {}),
    client.mutation(api.palancas.setTarget, { target: 3 }),
    client.mutation(api.palancas.log, { attendeeId, ...letter }),
    client.mutation(api.palancas.update, { palancaId, ...letter }),
    client.mutation(api.palancas.remove, { palancaId }),
  ];
  for (const call of calls(t)) expect((await refusalOf(call)).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    for (const call of calls(client)) expect((await refusalOf(call)).message).toMatch(/managePalancas is required/);
  }
  expect(await t.run(async (ctx) => (await ctx.db.query("palancas").collect()).length)).toBe(1);
});

describe("with managePalancas", () => {
  test("a palancas admin logs letters; counts follow every write and the lists show only names and counts", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "palancas_admin");
    const jose = await insertAttendee(t, { first_name: "José", last_name: "Núñez", health_issues: "Diabetes", amount_paid: 300 });
    const luis = await insertAttendee(t, { first_name: "Luis", last_name: "Peña" });
    await insertAttendee(t, { first_name: "Server", attendee_type: "server" });

    const first = await client.mutation(api.palancas.log, { attendeeId: jose, ...letter, notes: "  " });
    await client.mutation(api.palancas.log, { attendeeId: jose, from_name: " Parish group ", received_date: "2027-03-02" });
    await client.mutation(api.palancas.log, { attendeeId: luis, from_name: "Mom", received_date: "2027-03-02" });
    expect(await countOf(t, jose)).toBe(2);
    expect(await countOf(t, luis)).toBe(1);

    const rows = await allRetreatants(client);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual([
      ["_id", "count", "first_name", "last_name"],
      ["_id", "count", "first_name", "last_name"],
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.first_name, r.count]))).toEqual({ José: 2, Luis: 1 });

    const his = await client.query(api.palancas.lettersFor, { attendeeId: jose });
    expect(his.man).toEqual({ _id: jose, first_name: "José", last_name: "Núñez" });
    expect(his.letters.map((l) => [l.from_name, l.relationship, l.notes])).toEqual([
      ["María", "Wife", null],
      ["Parish group", null, null],
    ]);

    await client.mutation(api.palancas.update, { palancaId: first, ...letter, from_name: "María Núñez" });
    expect(await countOf(t, jose)).toBe(2);
    await client.mutation(api.palancas.remove, { palancaId: first });
    expect(await countOf(t, jose)).toBe(1);
    const letters = await client.query(api.palancas.letterPage, { paginationOpts: { numItems: 10, cursor: null } });
    expect(letters.page.map((l) => l.from_name).sort()).toEqual(["Mom", "Parish group"]);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit.filter((a) => a.table === "palancas").map((a) => a.action)).toEqual(["create", "create", "create", "update", "delete"]);
  });

  test("bad input is refused with a clear message and writes nothing", async () => {
    const t = setupTest();
    await setRetreatDates(t, "2027-03-04", "2027-03-07");
    const { client } = await asRole(t, "admin");
    const man = await insertAttendee(t);
    const server = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server" });
    const refused = async (args: Partial<typeof letter>, attendeeId = man) =>
      (await refusalOf(client.mutation(api.palancas.log, { attendeeId, ...letter, ...args }))).message;
    expect(await refused({ from_name: "  " })).toBe("Who the letter is from is required.");
    expect(await refused({ received_date: "2027-02-30" })).toBe("The received date must be a date in the form YYYY-MM-DD.");
    expect(await refused({ received_date: "03/01/2027" })).toBe("The received date must be a date in the form YYYY-MM-DD.");
    expect(await refused({ received_date: "2027-03-08" })).toBe("The received date cannot be after the retreat ends (2027-03-07).");
    expect(await refused({}, server)).toBe("Palancas are for retreatants; Tomás Ruiz is a server.");
    await client.mutation(api.palancas.log, { attendeeId: man, ...letter, received_date: "2027-03-07" });
    expect(await countOf(t, man)).toBe(1);
    expect(await t.run(async (ctx) => (await ctx.db.query("palancas").collect()).length)).toBe(1);
  });

  test("the target defaults to 1 and accepts whole numbers from 1 to 100", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "palancas_admin");
    expect(await client.query(api.palancas.target, {})).toBe(1);
    await client.mutation(api.palancas.setTarget, { target: 5 });
    expect(await client.query(api.palancas.target, {})).toBe(5);
    for (const target of [0, 101, 2.5]) {
      expect((await refusalOf(client.mutation(api.palancas.setTarget, { target }))).message).toBe(
        "The target must be a whole number from 1 to 100.",
      );
    }
    expect(await client.query(api.palancas.target, {})).toBe(5);
  });

  test("deleting a man deletes his letters and his count", async () => {
    const t = setupTest();
    const palancas = (await asRole(t, "palancas_admin")).client;
    const admin = (await asRole(t, "admin")).client;
    const man = await insertAttendee(t);
    await palancas.mutation(api.palancas.log, { attendeeId: man, ...letter });
    await admin.mutation(api.attendees.remove, { id: man });
    const left = await t.run(async (ctx) => ({
      letters: await ctx.db.query("palancas").collect(),
      counts: await ctx.db.query("palancaCounts").collect(),
    }));
    expect(left).toEqual({ letters: [], counts: [] });
  });

  test("the retreatant list is read in bounded pages", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "palancas_admin");
    for (let i = 0; i < 5; i++) await insertAttendee(t);
    const first = await client.query(api.palancas.retreatantPage, { paginationOpts: { numItems: 2, cursor: null } });
    expect(first.page).toHaveLength(2);
    expect(first.isDone).toBe(false);
  });
});
