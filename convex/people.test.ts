/**
 * A man across weekends: his profile lists his weekends, and a server's account follows him to
 * his record in the weekend being looked at.
 */
import { describe, expect, test } from "vitest";
import { addMan, CARRY_NOTHING, setSettingsOf } from "../tests/fixtures/retreats";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { scopeReader } from "./model/retreatScope";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const NEXT = { name: "Men's Retreat #52", startDate: "2099-04-02", endDate: "2099-04-04" };

async function recordOf(t: TestConvex, retreatId: Id<"retreats">, email: string): Promise<Id<"attendees">> {
  return await t.runUnscoped(
    async (ctx) => (await scopeReader(ctx.db, retreatId).query("attendees").withIndex("by_email", (q) => q.eq("email", email)).unique())!._id,
  );
}

describe("people.weekendsOf", () => {
  test("after a carry-over, both weekends, oldest first, from either record", async () => {
    const t = setupTest();
    const a = await t.retreatId();
    await setSettingsOf(t, a, { retreat_name: "Men's Retreat #51", retreat_start_date: "2099-03-05", retreat_end_date: "2099-03-07" });
    const abelInA = await addMan(t, a, { first_name: "Abel", email: "abel@example.org" });
    const lone = await addMan(t, a, { first_name: "Luis", email: "luis@example.org", attendee_type: "server" });
    const admin = await asRole(t, "admin");
    expect(await admin.client.query(api.people.weekendsOf, { attendeeId: lone })).toEqual([
      { retreatId: a, retreatName: "Men's Retreat #51", startDate: "2099-03-05", attendeeType: "server", attendeeId: lone, isThisRecord: true },
    ]);

    const { retreatId: b } = await admin.client.mutation(api.retreats.startNext, { ...NEXT, carry: { ...CARRY_NOTHING, retreatantsAsServers: true } });
    const abelInB = await recordOf(t, b, "abel@example.org");
    const weekends = [
      { retreatId: a, retreatName: "Men's Retreat #51", startDate: "2099-03-05", attendeeType: "attendee", attendeeId: abelInA },
      { retreatId: b, retreatName: NEXT.name, startDate: NEXT.startDate, attendeeType: "server", attendeeId: abelInB },
    ];
    expect(await admin.client.query(api.people.weekendsOf, { attendeeId: abelInB })).toEqual([
      { ...weekends[0], isThisRecord: false },
      { ...weekends[1], isThisRecord: true },
    ]);
    // A's record is not one of this weekend's.
    expect(await admin.client.query(api.people.weekendsOf, { attendeeId: abelInA })).toEqual([]);

    await admin.client.mutation(api.retreats.view, { retreatId: a });
    expect(await admin.client.query(api.people.weekendsOf, { attendeeId: abelInA })).toEqual([
      { ...weekends[0], isThisRecord: true },
      { ...weekends[1], isThisRecord: false },
    ]);
  });

  test("needs manageAttendees", async () => {
    const t = setupTest();
    const man = await addMan(t, await t.retreatId(), {});
    expect((await refusalOf(t.query(api.people.weekendsOf, { attendeeId: man }))).code).toBe("UNAUTHENTICATED");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      expect((await refusalOf(client.query(api.people.weekendsOf, { attendeeId: man }))).code).toBe("FORBIDDEN");
    }
  });
});

describe("a server's account in the next weekend", () => {
  /** Dario serves in A with an account linked to his record there; the admin starts B carrying A's servers. */
  async function carriedServer(t: TestConvex, accountEmail = "dario@example.org") {
    const a = await t.retreatId();
    const darioInA = await addMan(t, a, { first_name: "Dario", last_name: "Paz", email: "dario@example.org", attendee_type: "server" });
    const dario = await asRole(t, "server");
    await t.run(async (ctx) => await ctx.db.patch("users", dario.userId, { attendee_id: darioInA, email: accountEmail }));
    const admin = await asRole(t, "admin");
    const before = await dario.client.query(api.servers.dashboard, {});
    const { retreatId: b } = await admin.client.mutation(api.retreats.startNext, { ...NEXT, carry: { ...CARRY_NOTHING, servers: "all" } });
    return { a, b, darioInA, darioInB: await recordOf(t, b, "dario@example.org"), dario, before };
  }

  test("his dashboard shows his record in the weekend he works in", async () => {
    const t = setupTest();
    const { darioInA, darioInB, dario, before } = await carriedServer(t);
    expect(before).toMatchObject({ found: true, self: true, attendee: { _id: darioInA } });
    expect(await dario.client.query(api.servers.dashboard, {})).toMatchObject({ found: true, self: true, attendee: { _id: darioInB, first_name: "Dario" } });
  });

  test("found through his linked record even when his account's email is not his record's", async () => {
    const t = setupTest();
    const { darioInB, dario } = await carriedServer(t, "dario.account@example.org");
    expect(await dario.client.query(api.servers.dashboard, {})).toMatchObject({ found: true, attendee: { _id: darioInB } });
  });

  test("the adoration hour he books is his new record's, and the grid marks it his", async () => {
    const t = setupTest();
    const { b, darioInB, dario } = await carriedServer(t);
    const start = Date.parse(`${NEXT.startDate}T18:00:00Z`);
    const inB = <T>(read: (db: ReturnType<typeof scopeReader>) => Promise<T>) => t.runUnscoped(async (ctx) => await read(scopeReader(ctx.db, b)));
    const slot = await inB(async (db) => (await db.query("adorationSlots").withIndex("by_start", (q) => q.eq("start", start)).unique())!._id);
    await dario.client.mutation(api.adoration.book, { slotId: slot });
    const booking = await inB(async (db) => (await db.query("adorationBookings").withIndex("by_slot", (q) => q.eq("slot_id", slot)).unique())!);
    expect(booking.attendee_id).toBe(darioInB);
    const day = await dario.client.query(api.adoration.daySchedule, { day: NEXT.startDate });
    expect(day.slots.find((hour) => hour._id === slot)!.holders).toEqual([{ _id: booking._id, name: "Dario Paz", mine: true }]);
    expect(await dario.client.query(api.servers.dashboard, {})).toMatchObject({ adoration: [{ _id: booking._id, start }] });
  });
});
