import { describe, expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { setRetreatDates } from "../tests/fixtures/retreatData";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const event = { title: "Servers' meeting", day: "2027-03-04", start_time: "14:00", end_time: "15:30", place: "Dining hall" };

async function setup() {
  const t = setupTest();
  await setRetreatDates(t, "2027-03-04", "2027-03-06", {
    "2027-03-04": { start: "17:00", end: "22:00" },
    "2027-03-06": { start: "07:00", end: "16:00" },
  });
  return { t, admin: (await asRole(t, "admin")).client };
}

test("every calendar function refuses the signed-out and roles without manageCalendar", async () => {
  const { t } = await setup();
  const eventId = await t.run(async (ctx) => await ctx.db.insert("calendarEvents", { ...event, created_at: 0 }));
  const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
    client.query(api.calendar.weekend, {}),
    client.mutation(api.calendar.createEvent, event),
    client.mutation(api.calendar.updateEvent, { eventId, ...event, title: "Changed" }),
    client.mutation(api.calendar.removeEvent, { eventId }),
  ];
  for (const call of calls(t)) expect((await refusalOf(call)).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    for (const call of calls(client)) expect((await refusalOf(call)).message).toMatch(/manageCalendar is required/);
  }
  expect((await t.run(async (ctx) => await ctx.db.query("calendarEvents").collect())).map((e) => e.title)).toEqual(["Servers' meeting"]);
});

describe("the weekend", () => {
  test("lists each retreat day with its hours, talks, staff events and adoration coverage", async () => {
    const { t, admin } = await setup();
    const speaker = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server" });
    await admin.mutation(api.talks.create, {
      title: "God's Love", kind: "talk", speaker_id: speaker, day: "2027-03-05", time: "09:00", duration_minutes: 45, status: "assigned",
    });
    await admin.mutation(api.calendar.createEvent, event);
    await admin.mutation(api.calendar.createEvent, { ...event, title: "Setup", start_time: "12:00", end_time: "13:00", place: " " });
    await t.run(async (ctx) => {
      const hour = (time: string) => Date.parse(`2027-03-04T${time}:00Z`);
      const booked = await ctx.db.insert("adorationSlots", { start: hour("18:00"), end: hour("19:00"), is_blocked: false });
      await ctx.db.insert("adorationSlots", { start: hour("19:00"), end: hour("20:00"), is_blocked: false });
      const blocked = await ctx.db.insert("adorationSlots", { start: hour("20:00"), end: hour("21:00"), is_blocked: true });
      await ctx.db.insert("adorationBookings", { slot_id: booked, name: "Juan", created_at: 0 });
      await ctx.db.insert("adorationBookings", { slot_id: blocked, name: "Luis", created_at: 0 });
    });
    const days = await admin.query(api.calendar.weekend, {});
    expect(days.map((d) => [d.date, d.start, d.end])).toEqual([
      ["2027-03-04", "17:00", "22:00"],
      ["2027-03-05", null, null],
      ["2027-03-06", "07:00", "16:00"],
    ]);
    expect(days[0].events.map((e) => [e.title, e.start_time, e.end_time, e.place])).toEqual([
      ["Setup", "12:00", "13:00", null],
      ["Servers' meeting", "14:00", "15:30", "Dining hall"],
    ]);
    expect(days[0].adoration).toEqual({ total: 3, covered: 1, blocked: 1, uncovered: ["19:00"] });
    expect(days[1].talks.map((x) => [x.title, x.speaker, x.time])).toEqual([["God's Love", "Tomás Ruiz", "09:00"]]);
    expect(days[1].adoration).toEqual({ total: 0, covered: 0, blocked: 0, uncovered: [] });
  });

  test("events outside the retreat or ending before they start are refused; edit and delete work", async () => {
    const { admin } = await setup();
    const message = async (overrides: Partial<typeof event>) =>
      (await refusalOf(admin.mutation(api.calendar.createEvent, { ...event, ...overrides }))).message;
    expect(await message({ day: "2027-03-07" })).toBe(
      "Sunday, March 7, 2027 is not a day of the retreat (Thursday, March 4, 2027 to Saturday, March 6, 2027).",
    );
    expect(await message({ day: "March 4" })).toBe("Dates must be in the form YYYY-MM-DD.");
    expect(await message({ end_time: "14:00" })).toBe("The end must be after the start.");
    expect(await message({ start_time: "25:00" })).toBe("The start must be a time in the form HH:MM.");
    expect(await message({ title: "" })).toBe("A title is required.");
    const id = await admin.mutation(api.calendar.createEvent, event);
    await admin.mutation(api.calendar.updateEvent, { eventId: id, ...event, day: "2027-03-06", notes: "Bring chairs" });
    let days = await admin.query(api.calendar.weekend, {});
    expect(days[2].events.map((e) => [e.title, e.notes])).toEqual([["Servers' meeting", "Bring chairs"]]);
    await admin.mutation(api.calendar.removeEvent, { eventId: id });
    days = await admin.query(api.calendar.weekend, {});
    expect(days.flatMap((d) => d.events)).toEqual([]);
  });
});
