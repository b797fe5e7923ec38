import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { withDerivedData } from "./model/derivedData";
import { asRole, setupTest } from "./test.helpers";

test("registration counts retreatants (not servers) against the estimate, live", async () => {
  const t = setupTest();
  await t.mutation(internal.seed.seedDemo, { now: Date.UTC(2026, 0, 10) });
  const { client } = await asRole(t, "server");
  const expected = await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).filter((a) => a.attendee_type === "attendee").length);
  expect(await client.query(api.dashboard.registration, {})).toEqual({ retreatants: expected, estimated: 48 });

  await t.run(async (raw) => {
    // As in every mutation: the kept head counts follow the write in the same transaction.
    const ctx = withDerivedData(raw);
    const one = (await ctx.db.query("attendees").collect()).find((a) => a.attendee_type === "attendee")!;
    await ctx.db.patch("attendees", one._id, { attendee_type: "server" });
  });
  expect(await client.query(api.dashboard.registration, {})).toEqual({ retreatants: expected - 1, estimated: 48 });
});

test("without an estimate there is nothing to count", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "basic");
  expect(await client.query(api.dashboard.registration, {})).toEqual({ retreatants: 0, estimated: 0 });
});

test("adoration coverage lists the open hours that nobody reserved, with the retreat's time zone", async () => {
  const t = setupTest();
  await t.mutation(internal.seed.seedDemo, { now: Date.UTC(2026, 0, 10) });
  const { client, userId } = await asRole(t, "basic");
  const before = await client.query(api.dashboard.adorationCoverage, {});
  expect(before.uncoveredHourEnds).toHaveLength(69);
  expect(before.timeZone).toEqual(expect.any(String));
  const [first, second] = await t.run(async (ctx) => await ctx.db.query("adorationSlots").withIndex("by_start").take(2));
  await t.run(async (ctx) => {
    await ctx.db.insert("adorationBookings", { slot_id: first._id, user_id: userId, name: "Joe", created_at: 1 });
    await ctx.db.insert("adorationBookings", { slot_id: first._id, name: "Second person", created_at: 2 });
    await ctx.db.patch("adorationSlots", second._id, { is_blocked: true });
  });
  const after = await client.query(api.dashboard.adorationCoverage, {});
  expect(after.uncoveredHourEnds).toHaveLength(67);
  expect(after.uncoveredHourEnds).not.toContain(first.end);
  expect(after.uncoveredHourEnds).not.toContain(second.end);
});
