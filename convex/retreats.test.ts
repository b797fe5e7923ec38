/**
 * Many weekends in one app: which weekend each staff member looks at, the list to switch between
 * them, the current one, and closing a weekend (read-only until reopened).
 */
import { describe, expect, test } from "vitest";
import { addMan, addRetreat, CARRY_NOTHING, setSettingsOf } from "../tests/fixtures/retreats";
import { insertRoom } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { CHECK_IN_MESSAGES } from "./model/checkIn";
import { RETREAT_CLOSED } from "./model/retreats";
import { SETTING_DEFAULTS } from "./shared/settings";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

type Client = Awaited<ReturnType<typeof asRole>>["client"];

const NEXT = { name: "Men's Retreat #52", startDate: "2099-04-02", endDate: "2099-04-04" };

/** The retreat the account chose to look at, or "unset". */
async function viewingOf(t: TestConvex, userId: Id<"users">): Promise<Id<"retreats"> | "unset"> {
  return await t.run(async (ctx) => (await ctx.db.get("users", userId))!.viewing_retreat_id ?? "unset");
}

async function currentIds(t: TestConvex): Promise<Array<Id<"retreats">>> {
  return await t.runUnscoped(async (ctx) =>
    (await ctx.db.query("retreats").withIndex("by_current", (q) => q.eq("is_current", true)).collect()).map((retreat) => retreat._id),
  );
}

describe("retreats.viewing", () => {
  test("the caller's retreat: its name and dates from its settings, the name's default when unset", async () => {
    const t = setupTest();
    const retreatId = await t.retreatId();
    const { client } = await asRole(t, "server");
    expect(await client.query(api.retreats.viewing, {})).toEqual({
      _id: retreatId,
      name: SETTING_DEFAULTS.retreat_name,
      startDate: "",
      endDate: "",
      status: "open",
      isCurrent: true,
    });
    await setSettingsOf(t, retreatId, { retreat_name: "Men's Retreat #51", retreat_start_date: "2099-03-05", retreat_end_date: "2099-03-07" });
    expect(await client.query(api.retreats.viewing, {})).toMatchObject({ name: "Men's Retreat #51", startDate: "2099-03-05", endDate: "2099-03-07" });
    expect((await refusalOf(t.query(api.retreats.viewing, {}))).code).toBe("UNAUTHENTICATED");
  });
});

describe("retreats.list", () => {
  test("every retreat newest first, with its counts, which one is current and which one the caller looks at", async () => {
    const t = setupTest();
    const current = await t.retreatId();
    const older = await addRetreat(t, 1000, { status: "closed", closed_at: 5000, closed_by: "admin@example.org" });
    await setSettingsOf(t, older, { retreat_name: "Men's Retreat #50", retreat_start_date: "2098-03-05", retreat_end_date: "2098-03-07" });
    await setSettingsOf(t, current, { retreat_name: "Men's Retreat #51" });
    await addMan(t, older, { attendee_type: "server" });
    await addMan(t, older, {});
    await addMan(t, older, {});
    await addMan(t, current, { attendee_type: "server" });
    const { client, userId } = await asRole(t, "checkin_admin");
    await t.run(async (ctx) => await ctx.db.patch("users", userId, { viewing_retreat_id: older }));

    const list = await client.query(api.retreats.list, {});
    const createdAt = await t.runUnscoped(async (ctx) => (await ctx.db.get("retreats", current))!.created_at);
    expect(list).toEqual([
      {
        _id: current,
        name: "Men's Retreat #51",
        startDate: "",
        endDate: "",
        status: "open",
        isCurrent: true,
        isViewing: false,
        retreatants: 0,
        servers: 1,
        createdAt,
      },
      {
        _id: older,
        name: "Men's Retreat #50",
        startDate: "2098-03-05",
        endDate: "2098-03-07",
        status: "closed",
        isCurrent: false,
        isViewing: true,
        retreatants: 2,
        servers: 1,
        createdAt: 1000,
        closedAt: 5000,
      },
    ]);
  });

  test("needs switchRetreat", async () => {
    const t = setupTest();
    expect((await refusalOf(t.query(api.retreats.list, {}))).code).toBe("UNAUTHENTICATED");
    for (const role of ["basic", "server"] as const) {
      const { client } = await asRole(t, role);
      expect((await refusalOf(client.query(api.retreats.list, {}))).code).toBe("FORBIDDEN");
      expect((await refusalOf(client.mutation(api.retreats.view, { retreatId: null }))).code).toBe("FORBIDDEN");
    }
    for (const role of ["admin", "checkin_admin", "palancas_admin", "adoration_admin"] as const) {
      const { client } = await asRole(t, role);
      expect(await client.query(api.retreats.list, {})).toHaveLength(1);
    }
  });
});

describe("looking at another weekend", () => {
  /** Weekend A with a man and a room; the admin starts B from it (nothing carried), so B is current. */
  async function twoWeekends(t: TestConvex) {
    const a = await t.retreatId();
    const roomOfA = await insertRoom(t, { name: "Room 101" });
    const manOfA = await addMan(t, a, { first_name: "Abel", email: "abel@example.org" });
    const admin = await asRole(t, "admin");
    const { retreatId: b } = await admin.client.mutation(api.retreats.startNext, { ...NEXT, carry: CARRY_NOTHING });
    const manOfB = await addMan(t, b, { first_name: "Blas", email: "blas@example.org" });
    return { a, b, roomOfA, manOfA, manOfB, admin };
  }

  test("view switches what every query answers; another weekend's ids are not found", async () => {
    const t = setupTest();
    const { a, b, roomOfA, manOfA, manOfB, admin } = await twoWeekends(t);
    const get = (client: Client, id: Id<"attendees">) => client.query(api.attendees.get, { id });

    expect(await admin.client.query(api.retreats.viewing, {})).toMatchObject({ _id: b, isCurrent: true });
    expect(await get(admin.client, manOfA)).toBeNull();
    expect((await get(admin.client, manOfB))?.first_name).toBe("Blas");
    expect(await refusalOf(admin.client.mutation(api.rooms.assignAttendee, { attendeeId: manOfB, roomId: roomOfA }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Cannot assign attendee. Room not found.",
    });
    expect((await get(admin.client, manOfB))?.room_id).toBeNull();

    await admin.client.mutation(api.retreats.view, { retreatId: a });
    expect(await viewingOf(t, admin.userId)).toBe(a);
    expect(await admin.client.query(api.retreats.viewing, {})).toMatchObject({ _id: a, isCurrent: false, status: "open" });
    expect((await get(admin.client, manOfA))?.first_name).toBe("Abel");
    expect(await get(admin.client, manOfB)).toBeNull();
    expect((await admin.client.query(api.retreats.list, {})).map((retreat) => [retreat._id, retreat.isViewing])).toEqual([
      [b, false],
      [a, true],
    ]);
    // Another staff member still works in the current weekend.
    const other = await asRole(t, "admin");
    expect(await get(other.client, manOfA)).toBeNull();

    await admin.client.mutation(api.retreats.view, { retreatId: null });
    expect(await viewingOf(t, admin.userId)).toBe("unset");
    expect((await get(admin.client, manOfB))?.first_name).toBe("Blas");
    await admin.client.mutation(api.retreats.view, { retreatId: a });
    await admin.client.mutation(api.retreats.view, { retreatId: b });
    expect(await viewingOf(t, admin.userId)).toBe("unset"); // the current one is the default
  });

  test("starting the next retreat brings the admin to it from whichever weekend he looked at", async () => {
    const t = setupTest();
    const { a, b, admin } = await twoWeekends(t);
    await admin.client.mutation(api.retreats.view, { retreatId: a });
    const { retreatId: c } = await admin.client.mutation(api.retreats.startNext, { ...NEXT, name: "From A", carry: { ...CARRY_NOTHING, servers: "all" } });
    expect(await viewingOf(t, admin.userId)).toBe("unset");
    expect(await admin.client.query(api.retreats.viewing, {})).toMatchObject({ _id: c, name: "From A", isCurrent: true });
    expect(await currentIds(t)).toEqual([c]);
    expect(c).not.toBe(b);
    expect((await t.runUnscoped(async (ctx) => await ctx.db.get("retreats", c)))?.previous_id).toBe(a);
  });
});

describe("the current retreat", () => {
  test("setCurrent moves it: exactly one is current, and whoever has not chosen one works there", async () => {
    const t = setupTest();
    const a = await t.retreatId();
    const b = await addRetreat(t, 1);
    const admin = await asRole(t, "admin");
    const staff = await asRole(t, "checkin_admin");
    await admin.client.mutation(api.retreats.setCurrent, { retreatId: b });
    expect(await currentIds(t)).toEqual([b]);
    expect(await staff.client.query(api.retreats.viewing, {})).toMatchObject({ _id: b, isCurrent: true });
    await admin.client.mutation(api.retreats.setCurrent, { retreatId: b });
    expect(await currentIds(t)).toEqual([b]);
    await admin.client.mutation(api.retreats.setCurrent, { retreatId: a });
    expect(await currentIds(t)).toEqual([a]);
    expect((await staff.client.query(api.retreats.viewing, {}))._id).toBe(a);
  });

  test("setCurrent, close and reopen need manageRetreats", async () => {
    const t = setupTest();
    const a = await t.retreatId();
    const b = await addRetreat(t, 1);
    expect((await refusalOf(t.mutation(api.retreats.close, { retreatId: a }))).code).toBe("UNAUTHENTICATED");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      for (const step of [api.retreats.setCurrent, api.retreats.close, api.retreats.reopen]) {
        expect((await refusalOf(client.mutation(step, { retreatId: b }))).code).toBe("FORBIDDEN");
      }
    }
    expect(await currentIds(t)).toEqual([a]);
    expect(await t.runUnscoped(async (ctx) => (await ctx.db.get("retreats", a))!.status)).toBe("open");
  });
});

describe("a closed weekend", () => {
  /** A weekend with a man, an adoration hour and a room, looked at by an admin. */
  async function weekend(t: TestConvex) {
    const retreatId = await t.retreatId();
    const man = await addMan(t, retreatId, { first_name: "Abel", email: "abel@example.org" });
    const start = Date.parse("2099-03-05T18:00:00Z");
    const slot = await t.run(async (ctx) => await ctx.db.insert("adorationSlots", { start, end: start + 3_600_000, is_blocked: false }));
    const admin = await asRole(t, "admin");
    return { retreatId, man, slot, admin };
  }

  /** Every kind of change to the weekend, as `client`; each answers RETREAT_CLOSED or goes through. */
  function changes(client: Client, man: Id<"attendees">, slot: Id<"adorationSlots">) {
    return {
      checkIn: () => client.mutation(api.checkIn.checkIn, { id: man }),
      createAttendee: () => client.mutation(api.attendees.create, { input: { first_name: "Ciro", last_name: "Diaz", email: "ciro@example.org" } }),
      bookAdoration: () => client.mutation(api.adoration.book, { slotId: slot }),
      financeEntry: () =>
        client.action(api.finance.saveEntry, { input: { kind: "expense", date: "2099-03-01", category: "Food", amount_cents: 1200, refund: false } }),
      createRoom: () => client.mutation(api.rooms.create, { name: "Room 102", room_type: "retreatant" }),
    };
  }

  test("refuses every change for whoever looks at it, still answers every query, and takes changes again once reopened", async () => {
    const t = setupTest();
    const { retreatId, man, slot, admin } = await weekend(t);
    const staff = await asRole(t, "checkin_admin");
    await admin.client.mutation(api.retreats.close, { retreatId });
    const closed = await t.runUnscoped(async (ctx) => (await ctx.db.get("retreats", retreatId))!);
    expect(closed).toMatchObject({ status: "closed", closed_by: admin.email });
    expect(closed.closed_at).toBeGreaterThan(0);

    for (const [name, change] of Object.entries(changes(admin.client, man, slot))) {
      expect(await refusalOf(change()), name).toEqual({ code: "RETREAT_CLOSED", message: RETREAT_CLOSED });
    }
    expect(await refusalOf(staff.client.mutation(api.checkIn.checkIn, { id: man }))).toMatchObject({ code: "RETREAT_CLOSED" });
    expect(await t.run(async (ctx) => ({ men: (await ctx.db.query("attendees").collect()).length, rooms: (await ctx.db.query("rooms").collect()).length }))).toEqual({
      men: 1,
      rooms: 0,
    });

    expect((await admin.client.query(api.attendees.get, { id: man }))?.has_checked_in).toBe(false);
    expect(await staff.client.query(api.checkIn.counts, {})).toMatchObject({ retreatants: { expected: 1, arrived: 0 } });
    expect(await admin.client.query(api.retreats.viewing, {})).toMatchObject({ _id: retreatId, status: "closed" });
    // What spans weekends still works from a closed one.
    await admin.client.mutation(api.retreats.view, { retreatId: null });
    await admin.client.mutation(api.retreats.close, { retreatId });
    expect((await t.runUnscoped(async (ctx) => await ctx.db.get("retreats", retreatId)))!.closed_at).toBe(closed.closed_at);

    await admin.client.mutation(api.retreats.reopen, { retreatId });
    const reopened = await t.runUnscoped(async (ctx) => (await ctx.db.get("retreats", retreatId))!);
    expect(reopened.status).toBe("open");
    expect(reopened.closed_at).toBeUndefined();
    expect(reopened.closed_by).toBeUndefined();
    for (const change of Object.values(changes(admin.client, man, slot))) await change();
    expect((await admin.client.query(api.attendees.get, { id: man }))?.has_checked_in).toBe(true);
  });

  test("a past weekend closed after the next one started: refused to whoever looks at it, the new one takes changes", async () => {
    const t = setupTest();
    const { retreatId: a, man, admin } = await weekend(t);
    const { retreatId: b } = await admin.client.mutation(api.retreats.startNext, { ...NEXT, carry: CARRY_NOTHING });
    await admin.client.mutation(api.retreats.close, { retreatId: a });
    const newMan = await addMan(t, b, { first_name: "Blas", email: "blas@example.org" });
    const staff = await asRole(t, "checkin_admin");

    await staff.client.mutation(api.retreats.view, { retreatId: a });
    expect(await refusalOf(staff.client.mutation(api.checkIn.checkIn, { id: man }))).toEqual({ code: "RETREAT_CLOSED", message: RETREAT_CLOSED });
    expect(await staff.client.query(api.checkIn.counts, {})).toMatchObject({ retreatants: { expected: 1, arrived: 0 } });

    await staff.client.mutation(api.retreats.view, { retreatId: null });
    expect((await staff.client.mutation(api.checkIn.checkIn, { id: newMan })).changed).toBe(true);
    // A's man is not B's: checking him in from B finds nobody.
    expect(await refusalOf(staff.client.mutation(api.checkIn.checkIn, { id: man }))).toMatchObject({ code: "NOT_FOUND", message: CHECK_IN_MESSAGES.deleted });
  });
});
