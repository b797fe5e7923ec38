import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { keptCheckInCounts, readCheckInCounts, recountCheckIns, type CheckInCounts } from "./model/checkInCounts";
import { asRole, setupTest, type TestConvex } from "./test.helpers";

/** The kept counts and a fresh count from the attendees; a writer that skips the counts makes them differ. */
async function expectCounts(t: TestConvex, expected: CheckInCounts) {
  const { kept, actual } = await t.run(async (ctx) => {
    return { kept: await keptCheckInCounts(ctx), actual: await recountCheckIns(ctx) };
  });
  expect(actual).toEqual(expected);
  expect(kept).toEqual(expected);
  const shown = await t.run(async (ctx) => await readCheckInCounts(ctx));
  expect(shown).toEqual(expected);
}

const counts = (ra: number, re: number, sa: number, se: number, unpaidArrived: number): CheckInCounts => ({
  retreatants: { expected: re, arrived: ra },
  servers: { expected: se, arrived: sa },
  notArrived: re - ra + se - sa,
  unpaidArrived,
});

const person = (first: string, extra: Record<string, unknown> = {}) => ({
  first_name: first,
  last_name: "Count",
  email: `${first.toLowerCase()}@example.org`,
  ...extra,
});

test("every attendee writer keeps the check-in counts equal to a recount", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  // A man on file before the counts existed: the first write counts him.
  const early = await insertAttendee(t, { has_checked_in: true });

  const ana = await client.mutation(api.attendees.create, { input: person("Ana", { has_checked_in: true }) });
  await expectCounts(t, counts(2, 2, 0, 0, 2));
  await client.mutation(api.attendees.update, { id: ana, input: person("Ana", { has_checked_in: true, has_paid: true }) });
  await expectCounts(t, counts(2, 2, 0, 0, 1));
  await client.mutation(api.attendees.update, {
    id: ana,
    input: person("Ana", { has_checked_in: true, has_paid: true, attendee_type: "server" }),
  });
  await expectCounts(t, counts(1, 1, 1, 1, 1));

  const beto = await client.mutation(api.attendees.create, { input: person("Beto", { cost_of_retreat: 100 }) });
  await expectCounts(t, counts(1, 2, 1, 1, 1));
  await client.mutation(api.checkIn.checkIn, { id: beto });
  await expectCounts(t, counts(2, 2, 1, 1, 2));
  await client.mutation(api.checkIn.recordPayment, { id: beto, amount: "100", refund: false });
  await expectCounts(t, counts(2, 2, 1, 1, 1));
  await client.mutation(api.checkIn.recordPayment, { id: beto, amount: "1", refund: true });
  await expectCounts(t, counts(2, 2, 1, 1, 2));
  await client.mutation(api.checkIn.undo, { id: beto });
  await expectCounts(t, counts(1, 2, 1, 1, 1));

  // CSV import: a new paid server; checked in; then the same row says he has not paid.
  const ciroRow = (paid: string) => ({
    attendeeType: "server" as const,
    rows: [{ row: 2, values: { first_name: "Ciro", last_name: "Count", email: "ciro@example.org", has_paid: paid } }],
  });
  const imported = await client.mutation(api.csvImport.importChunk, ciroRow("true"));
  expect(imported.created).toBe(1);
  await expectCounts(t, counts(1, 2, 1, 2, 1));
  await client.mutation(api.checkIn.checkIn, { id: imported.servers[0].attendeeId });
  await expectCounts(t, counts(1, 2, 2, 2, 1));
  expect((await client.mutation(api.csvImport.importChunk, ciroRow("false"))).updated).toBe(1);
  await expectCounts(t, counts(1, 2, 2, 2, 2));

  await client.mutation(api.emailImport.importAttendee, {
    attendee: { first_name: "Eloy", last_name: "Count", email: "eloy@example.org" },
    attendeeType: "attendee",
  });
  await expectCounts(t, counts(1, 3, 2, 2, 2));

  await client.mutation(api.attendees.remove, { id: early });
  await expectCounts(t, counts(0, 2, 2, 2, 1));
  await client.mutation(api.attendees.bulkDeleteServers, { confirmation: "DELETE" });
  await expectCounts(t, counts(0, 2, 0, 0, 0));
});
