import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ADORATION_MESSAGES } from "./model/adorationBookings";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const HOUR = 3_600_000;
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/** A retreat far in the future, 18:00 on the first day to 15:00 on the last (45 hours). */
const FUTURE = {
  retreat_start_date: "2099-03-05",
  retreat_end_date: "2099-03-07",
  adoration_start_time: "18:00",
  adoration_end_time: "15:00",
  retreat_time_zone: "UTC",
};

async function retreat(t: TestConvex, values: Record<string, string> = FUTURE) {
  const admin = await asRole(t, "admin");
  const result = await admin.client.mutation(api.settings.save, { values });
  return { admin, result };
}

async function slotAt(t: TestConvex, start: number): Promise<Id<"adorationSlots">> {
  const slot = await t.run(async (ctx) =>
    ctx.db
      .query("adorationSlots")
      .withIndex("by_start", (q) => q.eq("start", start))
      .unique(),
  );
  if (slot === null) throw new Error(`no hour at ${new Date(start).toISOString()}`);
  return slot._id;
}

type Client = Awaited<ReturnType<typeof asRole>>["client"];

/** The whole grid as /adoration reads it: the frame, then each day. */
async function gridOf(client: Client) {
  const frame = await client.query(api.adoration.days, {});
  const days = await Promise.all(frame.days.map((day) => client.query(api.adoration.daySchedule, { day })));
  return { ...frame, slots: days.flatMap((day) => day.slots) };
}

const holdersOf = async (client: Client, slotId: Id<"adorationSlots">) =>
  (await gridOf(client)).slots.find((slot) => slot._id === slotId)!.holders;

describe("hours from Settings", () => {
  test("hourly from the start time on the first day to the end time on the last, each for 2 adorers", async () => {
    const t = setupTest();
    const { admin, result } = await retreat(t);
    expect(result.adoration).toEqual({ added: 45, removed: 0, displacedBookings: 0, bookingsOutsideSchedule: 0 });
    const { slots, timeZone } = await gridOf(admin.client);
    expect(timeZone).toBe("UTC");
    expect(slots).toHaveLength(45);
    expect(slots[0]).toMatchObject({ start: at("2099-03-05", "18:00"), end: at("2099-03-05", "19:00"), capacity: 2, holders: [] });
    expect(slots.at(-1)).toMatchObject({ start: at("2099-03-07", "14:00"), end: at("2099-03-07", "15:00") });
    expect(new Set(slots.map((slot, i) => slot.start - i * HOUR))).toEqual(new Set([at("2099-03-05", "18:00")]));

    const unrelated = await admin.client.mutation(api.settings.save, { values: { retreat_name: "Emmaus #3" } });
    expect(unrelated.adoration).toBeNull();
  });

  test("the grid is read by day: the frame lists the days, each day holds its own hours and bookings", async () => {
    const t = setupTest();
    const { admin } = await retreat(t);
    expect(await admin.client.query(api.adoration.days, {})).toEqual({
      timeZone: "UTC",
      namesVisible: true,
      days: ["2099-03-05", "2099-03-06", "2099-03-07"],
    });
    const friday = await admin.client.query(api.adoration.daySchedule, { day: "2099-03-06" });
    expect(friday.slots).toHaveLength(24);
    expect(friday.slots.every((slot) => new Date(slot.start).toISOString().startsWith("2099-03-06"))).toBe(true);
    await admin.client.mutation(api.adoration.book, { slotId: friday.slots[23]._id });
    expect((await admin.client.query(api.adoration.daySchedule, { day: "2099-03-06" })).slots[23].holders).toHaveLength(1);
    expect((await admin.client.query(api.adoration.daySchedule, { day: "2099-03-07" })).slots.every((s) => s.holders.length === 0)).toBe(true);
    expect((await admin.client.query(api.adoration.daySchedule, { day: "not a day" })).slots).toEqual([]);
    // A booking stored without its hour's start (as before it was recorded) still shows on its day.
    await t.run(async (ctx) => {
      await ctx.db.insert("adorationBookings", { slot_id: friday.slots[0]._id, name: "Older Booking", created_at: 1 });
    });
    expect((await admin.client.query(api.adoration.daySchedule, { day: "2099-03-06" })).slots[0].holders.map((h) => h.name)).toEqual([
      "Older Booking",
    ]);
  });

  test("changed hours keep the bookings of hours that remain and set aside, never drop, the ones that fall away", async () => {
    const t = setupTest();
    const { admin } = await retreat(t);
    const early = await slotAt(t, at("2099-03-05", "18:00"));
    const kept = await slotAt(t, at("2099-03-06", "16:00"));
    await admin.client.mutation(api.adoration.book, { slotId: early });
    await admin.client.mutation(api.adoration.assign, { slotId: early, adorer: { kind: "guest", name: "Rosa Díaz", phone: "512-555-0100" } });
    await admin.client.mutation(api.adoration.book, { slotId: kept });

    const later = await admin.client.mutation(api.settings.save, { values: { adoration_start_time: "20:00" } });
    expect(later.adoration).toEqual({ added: 0, removed: 2, displacedBookings: 2, bookingsOutsideSchedule: 2 });
    const schedule = await gridOf(admin.client);
    expect(schedule.slots).toHaveLength(43);
    expect(schedule.slots.some((slot) => slot._id === early)).toBe(false);
    expect((await holdersOf(admin.client, kept)).map((h) => h.mine)).toEqual([true]);
    const aside = (await admin.client.query(api.adoration.adminSchedule, {})).slots.filter((slot) => slot.outsideSchedule);
    expect(aside.map((slot) => slot._id)).toEqual([early]);
    expect(aside[0].holders.map((h) => h.name)).toEqual([admin.email, "Rosa Díaz"]);
    expect(await refusalOf(admin.client.mutation(api.adoration.book, { slotId: early }))).toMatchObject({
      message: ADORATION_MESSAGES.slotGone,
    });

    // Going back to 18:00 brings the hour back with both people in it.
    const back = await admin.client.mutation(api.settings.save, { values: { adoration_start_time: "18:00" } });
    expect(back.adoration).toEqual({ added: 1, removed: 0, displacedBookings: 0, bookingsOutsideSchedule: 0 });
    expect((await holdersOf(admin.client, early)).map((h) => h.name)).toContain("Rosa Díaz");

    // A retreat ending Friday at 15:00 sets Friday 16:00 aside; the admin moves it into a remaining hour.
    const shorter = await admin.client.mutation(api.settings.save, { values: { retreat_end_date: "2099-03-06" } });
    expect(shorter.adoration).toMatchObject({ displacedBookings: 1, bookingsOutsideSchedule: 1 });
    const booking = (await admin.client.query(api.adoration.adminSchedule, {})).slots.find((slot) => slot._id === kept)!.holders[0];
    const target = await slotAt(t, at("2099-03-05", "20:00"));
    await admin.client.mutation(api.adoration.move, { bookingId: booking._id, slotId: target });
    expect((await holdersOf(admin.client, target)).map((h) => h.mine)).toEqual([true]);
    expect(await t.run(async (ctx) => await ctx.db.get("adorationSlots", kept))).toBeNull(); // nobody left in it
  });

  test("without both retreat dates there are no hours; the hours appear once the dates are set", async () => {
    const t = setupTest();
    const { admin } = await retreat(t, { retreat_start_date: "2099-03-05" });
    expect((await gridOf(admin.client)).slots).toEqual([]);
    const result = await admin.client.mutation(api.settings.save, { values: { retreat_end_date: "2099-03-06" } });
    expect(result.adoration?.added).toBe(21); // 18:00 Thursday to 15:00 Friday
  });
});

describe("booking an hour", () => {
  test("a user books and releases as himself; the same person twice and a full hour are refused", async () => {
    const t = setupTest();
    await retreat(t);
    const slotId = await slotAt(t, at("2099-03-06", "02:00"));
    const ana = await asRole(t, "basic");
    const ben = await asRole(t, "server");
    const carl = await asRole(t, "checkin_admin");
    await ana.client.mutation(api.adoration.book, { slotId });
    expect(await refusalOf(ana.client.mutation(api.adoration.book, { slotId }))).toEqual({
      code: "ADORATION_REFUSED",
      message: ADORATION_MESSAGES.youHoldIt,
    });
    await ben.client.mutation(api.adoration.book, { slotId });
    expect((await refusalOf(carl.client.mutation(api.adoration.book, { slotId }))).message).toBe(ADORATION_MESSAGES.full);
    expect(await holdersOf(carl.client, slotId)).toHaveLength(2);

    await ana.client.mutation(api.adoration.release, { slotId });
    expect((await refusalOf(ana.client.mutation(api.adoration.release, { slotId }))).message).toBe(ADORATION_MESSAGES.notHeld);
    await carl.client.mutation(api.adoration.book, { slotId });
    expect((await holdersOf(carl.client, slotId)).map((h) => h.mine)).toEqual([false, true]);
  });

  test("two people racing for the last place: exactly one wins", async () => {
    const t = setupTest();
    const { admin } = await retreat(t);
    const slotId = await slotAt(t, at("2099-03-06", "03:00"));
    await admin.client.mutation(api.adoration.book, { slotId });
    const racers = await Promise.all([asRole(t, "basic"), asRole(t, "basic")]);
    const outcomes = await Promise.allSettled(racers.map((r) => r.client.mutation(api.adoration.book, { slotId })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const loser = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ data: { message: ADORATION_MESSAGES.full } });
    const holders = await t.run(async (ctx) =>
      ctx.db
        .query("adorationBookings")
        .withIndex("by_slot", (q) => q.eq("slot_id", slotId))
        .collect(),
    );
    expect(holders).toHaveLength(2);
  });

  test("blocked and past hours take no booking and say why", async () => {
    const t = setupTest();
    const { admin } = await retreat(t);
    const slotId = await slotAt(t, at("2099-03-06", "04:00"));
    await admin.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: true });
    const user = await asRole(t, "basic");
    expect((await refusalOf(user.client.mutation(api.adoration.book, { slotId }))).message).toBe(ADORATION_MESSAGES.blocked);
    const blocked = (await gridOf(user.client)).slots.find((slot) => slot._id === slotId);
    expect(blocked?.is_blocked).toBe(true);

    const past = setupTest();
    const { admin: pastAdmin } = await retreat(past, { ...FUTURE, retreat_start_date: "2020-03-05", retreat_end_date: "2020-03-07" });
    const gone = await slotAt(past, at("2020-03-06", "04:00"));
    expect((await refusalOf(pastAdmin.client.mutation(api.adoration.book, { slotId: gone }))).message).toBe(ADORATION_MESSAGES.past);
    const guest = { kind: "guest" as const, name: "Late Larry", phone: "5125550199" };
    expect((await refusalOf(pastAdmin.client.mutation(api.adoration.assign, { slotId: gone, adorer: guest }))).message).toBe(
      ADORATION_MESSAGES.past,
    );
  });

  test("staff see who holds each hour; a server sees his own name and only 'taken' for others", async () => {
    const t = setupTest();
    const { admin } = await retreat(t);
    const slotId = await slotAt(t, at("2099-03-06", "05:00"));
    const server = await asRole(t, "server");
    await t.run(async (ctx) => await ctx.db.patch("users", server.userId, { first_name: "Sam", last_name: "Server" }));
    await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "guest", name: "Rosa Díaz", phone: "5125550100" } });
    await server.client.mutation(api.adoration.book, { slotId });

    const staffView = await asRole(t, "basic");
    const seenByStaff = await gridOf(staffView.client);
    expect(seenByStaff.namesVisible).toBe(true);
    expect((await holdersOf(staffView.client, slotId)).map((h) => h.name)).toEqual(["Rosa Díaz", "Sam Server"]);
    const seenByServer = await gridOf(server.client);
    expect(seenByServer.namesVisible).toBe(false);
    expect((await holdersOf(server.client, slotId)).map((h) => [h.name, h.mine])).toEqual([
      [null, false],
      ["Sam Server", true],
    ]);
  });

  test("booking needs bookAdoration; the admin functions need manageAdoration", async () => {
    const t = setupTest();
    await retreat(t);
    const slotId = await slotAt(t, at("2099-03-06", "06:00"));
    expect((await refusalOf(t.mutation(api.adoration.book, { slotId }))).code).toBe("UNAUTHENTICATED");
    expect((await refusalOf(t.query(api.adoration.days, {}))).code).toBe("UNAUTHENTICATED");
    expect((await refusalOf(t.query(api.adoration.daySchedule, { day: "2099-03-06" }))).code).toBe("UNAUTHENTICATED");
    const noRole = await asRole(t);
    expect((await refusalOf(noRole.client.mutation(api.adoration.book, { slotId }))).code).toBe("FORBIDDEN");
    const basic = await asRole(t, "basic");
    const guest = { kind: "guest" as const, name: "Rosa", phone: "5125550100" };
    expect((await refusalOf(basic.client.mutation(api.adoration.assign, { slotId, adorer: guest }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(basic.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: true }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(basic.client.query(api.adoration.adminSchedule, {}))).code).toBe("FORBIDDEN");
    const adorationAdmin = await asRole(t, "adoration_admin");
    await adorationAdmin.client.mutation(api.adoration.assign, { slotId, adorer: guest });
    expect((await adorationAdmin.client.query(api.adoration.adminSchedule, {})).slots.find((s) => s._id === slotId)?.holders).toHaveLength(1);
  });
});
