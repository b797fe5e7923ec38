import { expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ADORATION_MESSAGES } from "./model/adorationBookings";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const FUTURE = {
  retreat_start_date: "2099-03-05",
  retreat_end_date: "2099-03-07",
  adoration_start_time: "18:00",
  adoration_end_time: "15:00",
  retreat_time_zone: "UTC",
};

async function setup() {
  const t = setupTest();
  const admin = await asRole(t, "adoration_admin");
  await (await asRole(t, "admin")).client.mutation(api.settings.save, { values: FUTURE });
  const slots = (await admin.client.query(api.adoration.adminSchedule, {})).slots;
  return { t, admin, slotIds: slots.map((slot) => slot._id) };
}

async function server(t: TestConvex, first: string, last: string, phone: string): Promise<Id<"attendees">> {
  return await t.run(async (ctx) =>
    ctx.db.insert("attendees", {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@example.org`,
      phone_number: phone,
      attendee_type: "server",
      has_paid: false,
      has_checked_in: false,
      room_id: null,
      table_id: null,
      snore: false,
      sleeps_at_home: false,
      created_at: 1,
      updated_at: 1,
    }),
  );
}

test("an admin assigns an account, a server without one and a supporter by name and phone, never one person twice", async () => {
  const { t, admin, slotIds } = await setup();
  const [slotId] = slotIds;
  await admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 3 });
  const basic = await asRole(t, "basic");
  const pedro = await server(t, "Pedro", "Núñez", "5125550111");

  await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "account", userId: basic.userId } });
  await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "attendee", attendeeId: pedro } });
  await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "guest", name: " Rosa  Díaz ", phone: "(512) 555-0100" } });
  const holders = (await admin.client.query(api.adoration.adminSchedule, {})).slots[0].holders;
  expect(holders.map((h) => [h.name, h.phone])).toEqual([
    [basic.email, null],
    ["Pedro Núñez", "5125550111"],
    ["Rosa Díaz", "5125550100"],
  ]);
  expect(holders[0].userId).toBe(basic.userId);
  expect(holders[1].attendeeId).toBe(pedro);

  await admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 5 });
  expect((await refusalOf(admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "attendee", attendeeId: pedro } }))).message).toBe(
    "Pedro Núñez already holds this hour.",
  );
  const again = { kind: "guest" as const, name: "rosa diaz", phone: "512 555 0100" };
  expect((await refusalOf(admin.client.mutation(api.adoration.assign, { slotId, adorer: again }))).message).toBe("rosa diaz already holds this hour.");
  // The basic user sees the hour as his own.
  const thursday = await basic.client.query(api.adoration.daySchedule, { day: "2099-03-05" });
  expect(thursday.slots[0].holders.filter((h) => h.mine)).toHaveLength(1);
  expect((await refusalOf(basic.client.mutation(api.adoration.book, { slotId }))).message).toBe(ADORATION_MESSAGES.youHoldIt);
});

test("a supporter needs a name and a valid phone", async () => {
  const { admin, slotIds } = await setup();
  const assign = (name: string, phone: string) =>
    admin.client.mutation(api.adoration.assign, { slotId: slotIds[0], adorer: { kind: "guest", name, phone } });
  expect((await refusalOf(assign("  ", "5125550100"))).message).toBe("Enter the adorer's name.");
  expect((await refusalOf(assign("<b></b>", "5125550100"))).message).toBe("Enter the adorer's name.");
  expect((await refusalOf(assign("Rosa", "12"))).message).toBe("Please enter a valid phone number");
  expect((await admin.client.query(api.adoration.adminSchedule, {})).slots[0].holders).toEqual([]);
});

test("capacity between 1 and 20, never below the people already in the hour; the hour fills to it", async () => {
  const { t, admin, slotIds } = await setup();
  const slotId = slotIds[1];
  for (const capacity of [0, 21, 1.5]) {
    expect((await refusalOf(admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity }))).message).toBe(
      ADORATION_MESSAGES.capacityRange,
    );
  }
  await admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 1 });
  const first = await asRole(t, "basic");
  await first.client.mutation(api.adoration.book, { slotId });
  expect((await refusalOf((await asRole(t, "basic")).client.mutation(api.adoration.book, { slotId }))).message).toBe(ADORATION_MESSAGES.full);
  await admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 2 });
  await (await asRole(t, "basic")).client.mutation(api.adoration.book, { slotId });
  expect((await refusalOf(admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 1 }))).message).toBe(
    "2 people hold this hour; clear a booking before lowering its capacity to 1.",
  );
});

test("an hour with people in it is not blocked until they are cleared; unblocking opens it again", async () => {
  const { t, admin, slotIds } = await setup();
  const slotId = slotIds[2];
  const user = await asRole(t, "basic");
  await user.client.mutation(api.adoration.book, { slotId });
  expect((await refusalOf(admin.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: true }))).message).toBe(
    "1 person holds this hour; clear the bookings before blocking it.",
  );
  const [booking] = (await admin.client.query(api.adoration.adminSchedule, {})).slots[2].holders;
  await admin.client.mutation(api.adoration.clear, { bookingId: booking._id });
  expect((await refusalOf(admin.client.mutation(api.adoration.clear, { bookingId: booking._id }))).message).toBe(
    ADORATION_MESSAGES.bookingGone,
  );
  await admin.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: true });
  expect((await refusalOf(user.client.mutation(api.adoration.book, { slotId }))).message).toBe(ADORATION_MESSAGES.blocked);
  await admin.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: false });
  await user.client.mutation(api.adoration.book, { slotId });
});

test("clearing the last booking of an hour set aside removes that hour", async () => {
  const { t, admin, slotIds } = await setup();
  const slotId = slotIds[0];
  await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "guest", name: "Rosa", phone: "5125550100" } });
  const settingsAdmin = await asRole(t, "admin");
  const result = await settingsAdmin.client.mutation(api.settings.save, { values: { adoration_start_time: "19:00" } });
  expect(result.adoration).toEqual({ added: 0, removed: 1, displacedBookings: 1, bookingsOutsideSchedule: 1 });
  const aside = (await admin.client.query(api.adoration.adminSchedule, {})).slots.find((slot) => slot._id === slotId)!;
  expect(aside.outsideSchedule).toBe(true);
  await admin.client.mutation(api.adoration.clear, { bookingId: aside.holders[0]._id });
  expect((await admin.client.query(api.adoration.adminSchedule, {})).slots.some((slot) => slot._id === slotId)).toBe(false);
  expect(await t.run(async (ctx) => await ctx.db.get("adorationSlots", slotId))).toBeNull();
});

test("the people to pick from: accounts with a role and servers without an account, by name", async () => {
  const { t, admin } = await setup();
  const disabled = await asRole(t, "basic");
  await t.run(async (ctx) => await ctx.db.patch("users", disabled.userId, { disabled: true, first_name: "Zed" }));
  await asRole(t); // no role: not offered
  const linked = await server(t, "Luis", "Ortega", "5125550122");
  const pedro = await server(t, "Pedro", "Núñez", "5125550111");
  const luis = await asRole(t, "server");
  await t.run(async (ctx) => await ctx.db.patch("users", luis.userId, { attendee_id: linked, first_name: "Luis", last_name: "Ortega" }));
  const people = await admin.client.query(api.adoration.people, {});
  const names = people.map((p) => p.name);
  expect(names).toContain("Luis Ortega");
  expect(names.filter((n) => n === "Luis Ortega")).toHaveLength(1);
  expect(people.find((p) => p.name === "Luis Ortega")).toMatchObject({ kind: "account", phone: "5125550122" });
  expect(people.find((p) => p.name === "Pedro Núñez")).toMatchObject({ kind: "attendee", attendeeId: pedro });
  expect(names).not.toContain("Zed");
  expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
});
