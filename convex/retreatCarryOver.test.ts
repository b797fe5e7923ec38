/**
 * Starting the next retreat: exactly what staff chose is created in the new weekend, men get a
 * fresh weekend part of their record and keep their person, and the source weekend is untouched.
 */
import { describe, expect, test } from "vitest";
import { addMan, addRetreat, CARRY_EVERYTHING, CARRY_NOTHING, dumpRetreat, setSettingsOf, sizesOf } from "../tests/fixtures/retreats";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { retreatWriter } from "./functions";
import { COUNTER_SHARDS } from "./model/counterShards";
import { MEN_PER_TRANSACTION, type Carry } from "./model/retreatCarryOver";
import { headerAfterRename, scheduleForNewDates } from "./shared/dailySchedule";
import { scopeReader } from "./model/retreatScope";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const NEW_WEEKEND = { name: "Men's Retreat #52", startDate: "2099-04-02", endDate: "2099-04-04" };
/** Adoration from 18:00 on the first day to 15:00 on the last: 45 hours. */
const ADORATION_HOURS = 45;
/** The three counters every retreat with men keeps (model/counterShards.ts). */
const COUNTERS = { attendeeTotals: COUNTER_SHARDS, checkInCounts: COUNTER_SHARDS, placementCounts: COUNTER_SHARDS };

/** Its name and dates, and six settings a new weekend takes from it. */
const SOURCE_SETTINGS = {
  retreat_name: "Men's Retreat #51",
  retreat_start_date: "2099-03-05",
  retreat_end_date: "2099-03-07",
  parish_name: "St. Agnes",
  retreat_house: "Mount Carmel",
  retreat_time_zone: "UTC",
  house_cost_per_meal: "12",
  retreat_daily_schedule: JSON.stringify({ "2099-03-05": { start: "17:00", end: "22:00" }, "2099-03-07": { start: "07:00", end: "15:00" } }),
  pdf_header_center_text: "Men's Retreat #51 — St. Agnes",
};

/** A weekend with a bit of everything: men with weekend data, rooms, tables, supplies, prayers, letters, money. */
async function fullWeekend(t: TestConvex) {
  const source = await t.retreatId();
  await setSettingsOf(t, source, SOURCE_SETTINGS);
  const { serverRoom, table } = await t.runUnscoped(async (ctx) => {
    const db = retreatWriter(ctx, source);
    await db.insert("palancaSettings", { target: 7, updated_at: 0 });
    await db.insert("planningBasis", { source: "estimates", updated_at: 0 });
    const serverRoom = await db.insert("rooms", { name: "Server Room", name_lower: "server room", room_type: "server", capacity: 4, created_at: 0 });
    await db.insert("rooms", { name: "Room 101", name_lower: "room 101", room_type: "retreatant", description: "<p>By the chapel</p>", created_at: 0 });
    const table = await db.insert("diningTables", { name: "St. Peter", leader_id: null, capacity: 8, created_at: 0 });
    await db.insert("diningTables", { name: "St. Paul", leader_id: null, created_at: 0 });
    await db.insert("inventoryItems", { name: "Towels", unit: "each", quantity_on_hand: 40, needed_per_retreatant: 2, needed_per_server: 1, fixed_extra: 5, created_at: 0 });
    await db.insert("inventoryItems", { name: "Coffee", quantity_on_hand: 3, needed_per_retreatant: 0, needed_per_server: 0, fixed_extra: 4, notes: "Decaf too", created_at: 0 });
    await db.insert("palanquitaStock", { name: "Rosaries", made: 35, needed_per_retreatant: 1, maker: "Ana", created_at: 0 });
    await db.insert("prayers", { title: "Morning Offering", body: "<p>O Jesus</p>", kind: "prayer", sort_order: 1, created_at: 0 });
    await db.insert("prayers", { title: "For the sick", body: "<p>Lord</p>", kind: "intention", sort_order: 2, created_at: 0 });
    return { serverRoom, table };
  });
  const leader = await addMan(t, source, {
    first_name: "Tomás",
    last_name: "Ruiz",
    email: "tomas@example.org",
    phone_number: "5125550100",
    attendee_type: "server",
    room_id: serverRoom,
    table_id: table,
    has_paid: true,
    has_checked_in: true,
    checked_in_at: 1_000,
    checked_in_by: "door@example.org",
    amount_paid: 150,
    cost_of_retreat: 150,
    donations: 20,
    admin_fees: 5,
    palancas_amount: 10,
    tshirt_size: "L",
    parish: "St. Agnes",
    address_line_1: "12 Main St",
    city: "Austin",
    emergency_contact_1_name: "María Ruiz",
    emergency_contact_1_phone: "5125550101",
    allergies: "Peanuts",
    baptism: true,
    confirmation: true,
    snore: true,
  });
  await addMan(t, source, { first_name: "Pedro", last_name: "Lopez", email: "pedro@example.org", attendee_type: "server" });
  const retreatants = [
    await addMan(t, source, { first_name: "Juan", last_name: "Diaz", email: "juan@example.org", amount_paid: 50, cost_of_retreat: 200 }),
    await addMan(t, source, { first_name: "Luis", last_name: "Vega", email: "luis@example.org", sleeps_at_home: true }),
    await addMan(t, source, { first_name: "Raúl", last_name: "Soto", email: "raul@example.org", table_id: table }),
  ];
  await t.runUnscoped(async (ctx) => {
    const db = retreatWriter(ctx, source);
    await db.patch("diningTables", table, { leader_id: leader });
    await db.insert("palancas", { attendee_id: retreatants[0], from_name: "Mom", received_date: "2099-03-01", created_at: 0 });
    await db.insert("scholarships", { attendee_id: retreatants[0], reduced_cost_cents: 10_000, granted_by: "Father Mike", created_at: 0 });
    await db.insert("financeEntries", { kind: "expense", date: "2099-03-01", category: "Food", amount_cents: 41_237, created_at: 0 });
    await db.insert("calendarEvents", { title: "Team meeting", day: "2099-03-05", start_time: "08:00", end_time: "09:00", created_at: 0 });
    await db.insert("talks", {
      title: "God's Love",
      kind: "talk",
      speaker_id: leader,
      day: "2099-03-06",
      time: "09:00",
      duration_minutes: 45,
      status: "assigned",
      portal_token_hash: "hash",
      created_at: 0,
    });
    const slot = await db.insert("adorationSlots", { start: Date.parse("2099-03-05T18:00:00Z"), end: Date.parse("2099-03-05T19:00:00Z"), is_blocked: false });
    await db.insert("adorationBookings", { slot_id: slot, attendee_id: leader, name: "Tomás Ruiz", created_at: 0 });
  });
  return { source, leader, retreatants };
}

async function men(t: TestConvex, retreatId: Id<"retreats">): Promise<Array<Doc<"attendees">>> {
  return await t.runUnscoped(async (ctx) => await scopeReader(ctx.db, retreatId).query("attendees").collect());
}

async function currentRetreatId(t: TestConvex): Promise<Id<"retreats">> {
  return await t.runUnscoped(async (ctx) => (await ctx.db.query("retreats").withIndex("by_current", (q) => q.eq("is_current", true)).unique())!._id);
}

describe("starting the next retreat with everything carried", () => {
  test("creates the chosen things, men with a fresh weekend part, and leaves the source weekend as it was", async () => {
    const t = setupTest();
    const { source, leader } = await fullWeekend(t);
    const admin = await asRole(t, "admin");
    const before = await dumpRetreat(t, source);
    const sourceMen = await men(t, source);

    const preview = await admin.client.query(api.retreats.previewNext, { carry: CARRY_EVERYTHING });
    const started = await admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry: CARRY_EVERYTHING });

    const expected = { servers: 2, retreatantsAsServers: 3, rooms: 2, tables: 2, settings: 6 + 2, inventoryItems: 2, palanquitaKinds: 1, prayers: 2 };
    expect(preview).toEqual(expected);
    expect(started).toEqual({ retreatId: started.retreatId, counts: expected, menCarriedLater: 0 });
    expect(await dumpRetreat(t, source)).toEqual(before);

    const next = started.retreatId;
    expect(await sizesOf(t, next)).toEqual({
      attendees: 5,
      rooms: 2,
      diningTables: 2,
      siteSettings: 6 + 3,
      palancaSettings: 1,
      planningBasis: 1,
      inventoryItems: 2,
      palanquitaStock: 1,
      prayers: 2,
      adorationSlots: ADORATION_HOURS,
      ...COUNTERS,
    });
    const retreats = await t.runUnscoped(async (ctx) => ({ source: await ctx.db.get("retreats", source), next: await ctx.db.get("retreats", next) }));
    expect(retreats.source).toMatchObject({ is_current: false, status: "open" });
    expect(retreats.next).toMatchObject({ is_current: true, status: "open", previous_id: source });
    expect(await currentRetreatId(t)).toBe(next);

    // Every man once, as a server, with his person; his person data kept and his weekend part reset.
    const carried = await men(t, next);
    expect(carried.every((man) => man.attendee_type === "server")).toBe(true);
    expect(carried.map((man) => man.person_id).sort()).toEqual(sourceMen.map((man) => man.person_id).sort());
    const old = sourceMen.find((man) => man._id === leader)!;
    const tomas = carried.find((man) => man.person_id === old.person_id)!;
    const { _id, _creationTime, retreat_id, checked_in_at, checked_in_by, amount_paid, cost_of_retreat, donations, admin_fees, palancas_amount, ...personPart } = old;
    void [_id, _creationTime, retreat_id, checked_in_at, checked_in_by, amount_paid, cost_of_retreat, donations, admin_fees, palancas_amount];
    expect(tomas).toEqual({
      ...personPart,
      _id: tomas._id,
      _creationTime: tomas._creationTime,
      retreat_id: next,
      attendee_type: "server",
      has_paid: false,
      has_checked_in: false,
      room_id: null,
      table_id: null,
      created_at: tomas.created_at,
      updated_at: tomas.created_at,
    });
    expect(tomas.created_at).toBeGreaterThan(old.created_at);
    expect(tomas).toMatchObject({ tshirt_size: "L", parish: "St. Agnes", emergency_contact_1_name: "María Ruiz", allergies: "Peanuts", snore: true });

    const copied = await t.runUnscoped(async (ctx) => {
      const db = scopeReader(ctx.db, next);
      return {
        settings: Object.fromEntries((await db.query("siteSettings").collect()).map((row) => [row.setting_key, row.setting_value])),
        tables: await db.query("diningTables").collect(),
        rooms: await db.query("rooms").collect(),
        inventory: await db.query("inventoryItems").collect(),
        palanquitas: await db.query("palanquitaStock").collect(),
        prayers: await db.query("prayers").collect(),
        palancaTarget: (await db.query("palancaSettings").first())?.target,
      };
    });
    expect(copied.settings).toEqual({
      ...SOURCE_SETTINGS,
      retreat_name: NEW_WEEKEND.name,
      retreat_start_date: NEW_WEEKEND.startDate,
      retreat_end_date: NEW_WEEKEND.endDate,
      // The new days take the old days' pattern, as a change of dates in Settings gives them.
      retreat_daily_schedule: JSON.stringify({
        "2099-04-02": { start: "17:00", end: "22:00" },
        "2099-04-03": { start: "17:00", end: "22:00" },
        "2099-04-04": { start: "07:00", end: "15:00" },
      }),
      // The header written around the name follows it, as a rename in Settings does.
      pdf_header_center_text: `${NEW_WEEKEND.name} — St. Agnes`,
    });
    expect(copied.palancaTarget).toBe(7);
    expect(copied.tables.map((table) => [table.name, table.leader_id, table.capacity])).toEqual([["St. Peter", null, 8], ["St. Paul", null, undefined]]);
    expect(copied.rooms.map((room) => [room.name, room.room_type, room.capacity, room.description])).toEqual([
      ["Server Room", "server", 4, undefined],
      ["Room 101", "retreatant", undefined, "<p>By the chapel</p>"],
    ]);
    expect(copied.inventory.map((item) => [item.name, item.quantity_on_hand, item.needed_per_retreatant, item.fixed_extra])).toEqual([
      ["Towels", 0, 2, 5],
      ["Coffee", 0, 0, 4],
    ]);
    expect(copied.palanquitas.map((kind) => [kind.name, kind.made, kind.needed_per_retreatant])).toEqual([["Rosaries", 0, 1]]);
    expect(copied.prayers.map((prayer) => [prayer.title, prayer.sort_order])).toEqual([["Morning Offering", 1], ["For the sick", 2]]);

    // The new weekend's kept counts know its men.
    const list = await admin.client.query(api.retreats.list, {});
    expect(list.map((retreat) => [retreat._id, retreat.retreatants, retreat.servers])).toEqual([[next, 0, 5], [source, 3, 2]]);
  });
});

describe("each choice carries only its own part", () => {
  const only = (choice: Partial<Carry>): Carry => ({ ...CARRY_NOTHING, ...choice });
  const base = { siteSettings: 3, adorationSlots: ADORATION_HOURS };
  const zero = { servers: 0, retreatantsAsServers: 0, rooms: 0, tables: 0, settings: 0, inventoryItems: 0, palanquitaKinds: 0, prayers: 0 };
  test.each([
    { name: "nothing", carry: only({}), sizes: base, counts: zero },
    { name: "servers", carry: only({ servers: "all" }), sizes: { ...base, attendees: 2, ...COUNTERS }, counts: { ...zero, servers: 2 } },
    {
      name: "retreatants as servers",
      carry: only({ retreatantsAsServers: true }),
      sizes: { ...base, attendees: 3, ...COUNTERS },
      counts: { ...zero, retreatantsAsServers: 3 },
    },
    { name: "rooms", carry: only({ rooms: true }), sizes: { ...base, rooms: 2 }, counts: { ...zero, rooms: 2 } },
    { name: "tables", carry: only({ tables: true }), sizes: { ...base, diningTables: 2 }, counts: { ...zero, tables: 2 } },
    {
      name: "settings",
      carry: only({ settings: true }),
      sizes: { ...base, siteSettings: 3 + 6, palancaSettings: 1, planningBasis: 1 },
      counts: { ...zero, settings: 6 + 2 },
    },
    { name: "inventory", carry: only({ inventory: true }), sizes: { ...base, inventoryItems: 2 }, counts: { ...zero, inventoryItems: 2 } },
    { name: "palanquitas", carry: only({ palanquitas: true }), sizes: { ...base, palanquitaStock: 1 }, counts: { ...zero, palanquitaKinds: 1 } },
    { name: "prayers", carry: only({ prayers: true }), sizes: { ...base, prayers: 2 }, counts: { ...zero, prayers: 2 } },
  ])("$name", async ({ carry, sizes, counts }) => {
    const t = setupTest();
    const { source } = await fullWeekend(t);
    const admin = await asRole(t, "admin");
    const before = await dumpRetreat(t, source);
    expect(await admin.client.query(api.retreats.previewNext, { carry })).toEqual(counts);
    const started = await admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry });
    expect(started.counts).toEqual(counts);
    expect(await sizesOf(t, started.retreatId)).toEqual(sizes);
    expect(await dumpRetreat(t, source)).toEqual(before);
  });
});

describe("servers of recent weekends", () => {
  /**
   * Three weekends, oldest first: W1 (Abel, Blas), W2 (Abel again, Ciro), W3 the source (Dario
   * serving; Blas and Eloy making it). People are matched by email.
   */
  async function threeWeekends(t: TestConvex) {
    const w3 = await t.retreatId();
    const w1 = await addRetreat(t, 1, { status: "closed" });
    const w2 = await addRetreat(t, 2);
    await addMan(t, w1, { first_name: "Abel", email: "abel@example.org", attendee_type: "server", parish: "W1 parish" });
    await addMan(t, w1, { first_name: "Blas", email: "blas@example.org", attendee_type: "server" });
    await addMan(t, w2, { first_name: "Abel", email: "abel@example.org", attendee_type: "server", parish: "W2 parish" });
    await addMan(t, w2, { first_name: "Ciro", email: "ciro@example.org", attendee_type: "server" });
    await addMan(t, w3, { first_name: "Dario", email: "dario@example.org", attendee_type: "server" });
    await addMan(t, w3, { first_name: "Blas", email: "blas@example.org", attendee_type: "attendee" });
    await addMan(t, w3, { first_name: "Eloy", email: "eloy@example.org", attendee_type: "attendee" });
    return { w1, w2, w3 };
  }
  const recent = (n: number, retreatantsAsServers = false): Carry => ({ ...CARRY_NOTHING, servers: "recent", recentWeekends: n, retreatantsAsServers });

  test("the last N weekends up to and including the source, each man once, the newest record's data", async () => {
    const t = setupTest();
    const { w1, w2 } = await threeWeekends(t);
    const admin = await asRole(t, "admin");
    const servers = async (carry: Carry) => (await admin.client.query(api.retreats.previewNext, { carry })).servers;
    expect(await servers(recent(1))).toBe(1); // Dario
    expect(await servers(recent(2))).toBe(3); // Dario, Abel, Ciro
    expect(await servers(recent(3))).toBe(4); // and Blas; Abel once
    expect(await servers(recent(50))).toBe(4);
    expect(await admin.client.query(api.retreats.previewNext, { carry: recent(3, true) })).toMatchObject({ servers: 4, retreatantsAsServers: 1 });
    expect(await admin.client.query(api.retreats.previewNext, { carry: recent(1, true) })).toMatchObject({ servers: 1, retreatantsAsServers: 2 });

    const before = { w1: await dumpRetreat(t, w1), w2: await dumpRetreat(t, w2) };
    const started = await admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry: recent(3, true) });
    expect(started.counts).toMatchObject({ servers: 4, retreatantsAsServers: 1 });
    const carried = await men(t, started.retreatId);
    expect(carried.map((man) => man.first_name).sort()).toEqual(["Abel", "Blas", "Ciro", "Dario", "Eloy"]);
    expect(carried.find((man) => man.first_name === "Abel")!.parish).toBe("W2 parish");
    expect({ w1: await dumpRetreat(t, w1), w2: await dumpRetreat(t, w2) }).toEqual(before);
  });

  test("'recent' needs a whole number of weekends from 1 to 50", async () => {
    const t = setupTest();
    const admin = await asRole(t, "admin");
    for (const recentWeekends of [undefined, 0, 51, 2.5]) {
      const carry: Carry = { ...CARRY_NOTHING, servers: "recent", ...(recentWeekends === undefined ? {} : { recentWeekends }) };
      expect(await refusalOf(admin.client.query(api.retreats.previewNext, { carry }))).toEqual({
        code: "INVALID",
        message: "Choose how many recent weekends to take servers from: a whole number from 1 to 50.",
      });
      expect((await refusalOf(admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry }))).code).toBe("INVALID");
    }
  });
});

describe("the new retreat's name and dates", () => {
  test.each([
    [{ name: "  " }, "Enter the new retreat's name."],
    [{ name: "x".repeat(201) }, "The retreat's name can be at most 200 characters."],
    [{ startDate: "2099-4-2" }, "Start date must be a date in the form YYYY-MM-DD."],
    [{ endDate: "2099-02-30" }, "End date must be a date in the form YYYY-MM-DD."],
    [{ endDate: "2099-04-01" }, "End date cannot be before the start date."],
    [{ endDate: "2099-04-30" }, "The retreat can last at most 14 days."],
  ])("%o is refused: %s", async (change, message) => {
    const t = setupTest();
    const admin = await asRole(t, "admin");
    const source = await t.retreatId();
    expect(await refusalOf(admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, ...change, carry: CARRY_EVERYTHING }))).toEqual({
      code: "INVALID",
      message,
    });
    expect(await t.runUnscoped(async (ctx) => (await ctx.db.query("retreats").collect()).map((retreat) => retreat._id))).toEqual([source]);
  });

  test("a name of 200 characters and a one-day retreat are fine; the name is trimmed", async () => {
    const t = setupTest();
    const admin = await asRole(t, "admin");
    const name = "x".repeat(200);
    const started = await admin.client.mutation(api.retreats.startNext, {
      name: ` ${name} `,
      startDate: "2099-04-02",
      endDate: "2099-04-02",
      carry: CARRY_NOTHING,
    });
    expect(await admin.client.query(api.retreats.viewing, {})).toEqual({
      _id: started.retreatId,
      name,
      startDate: "2099-04-02",
      endDate: "2099-04-02",
      status: "open",
      isCurrent: true,
    });
  });
});

test("past MEN_PER_TRANSACTION men, the rest are carried by chained scheduled transactions; the preview counted them all", async () => {
  const t = setupTest();
  const source = await t.retreatId();
  const later = MEN_PER_TRANSACTION + 30; // two more transactions
  const total = MEN_PER_TRANSACTION + later;
  await t.runUnscoped(async (ctx) => {
    const db = retreatWriter(ctx, source);
    for (let i = 0; i < total; i++) {
      await db.insert("attendees", {
        first_name: `Server${i}`,
        last_name: "Test",
        email: `server${i}@example.org`,
        phone_number: null,
        attendee_type: "server",
        has_paid: true,
        has_checked_in: false,
        room_id: null,
        table_id: null,
        snore: false,
        sleeps_at_home: false,
        created_at: 0,
        updated_at: 0,
      });
    }
  });
  const admin = await asRole(t, "admin");
  const carry: Carry = { ...CARRY_NOTHING, servers: "all" };
  expect((await admin.client.query(api.retreats.previewNext, { carry })).servers).toBe(total);
  const started = await admin.client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry });
  expect(started).toMatchObject({ counts: { servers: total }, menCarriedLater: later });
  expect((await men(t, started.retreatId)).length).toBe(MEN_PER_TRANSACTION);
  await t.finishAllScheduledFunctions(() => {});
  const carried = await men(t, started.retreatId);
  expect(carried.length).toBe(total);
  expect(new Set(carried.map((man) => man.person_id)).size).toBe(total);
  expect(carried.every((man) => !man.has_paid)).toBe(true);
  expect((await admin.client.query(api.retreats.list, {}))[0]).toMatchObject({ _id: started.retreatId, servers: total, retreatants: 0 });
});

test("the next retreat's schedule holds its own days only, with the old days' pattern", () => {
  const schedule = JSON.stringify({ "2099-03-05": { start: "17:00", end: "22:00" }, "2099-03-07": { start: "07:00", end: "15:00" } });
  const from = { start: "2099-03-05", end: "2099-03-07" };
  expect(JSON.parse(scheduleForNewDates(schedule, from, { start: "2099-04-02", end: "2099-04-03" }))).toEqual({
    "2099-04-02": { start: "17:00", end: "22:00" },
    "2099-04-03": { start: "07:00", end: "15:00" },
  });
  expect(scheduleForNewDates("not json", from, { start: "2099-04-02", end: "2099-04-04" })).toBe("{}");
  expect(headerAfterRename("Retreat #51 — St. Agnes", "Retreat #51", "Retreat #52")).toBe("Retreat #52 — St. Agnes");
  expect(headerAfterRename("St. Agnes", "Retreat #51", "Retreat #52")).toBe("St. Agnes");
});

test("only an admin previews or starts the next retreat", async () => {
  const t = setupTest();
  expect((await refusalOf(t.query(api.retreats.previewNext, { carry: CARRY_NOTHING }))).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.query(api.retreats.previewNext, { carry: CARRY_NOTHING }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.mutation(api.retreats.startNext, { ...NEW_WEEKEND, carry: CARRY_NOTHING }))).code).toBe("FORBIDDEN");
  }
  expect(await t.runUnscoped(async (ctx) => (await ctx.db.query("retreats").collect()).length)).toBe(1);
});
