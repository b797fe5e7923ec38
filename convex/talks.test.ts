import { describe, expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { setRetreatDates } from "../tests/fixtures/retreatData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { hashPortalToken } from "./model/portalTokens";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

async function setup() {
  const t = setupTest();
  await setRetreatDates(t, "2027-03-04", "2027-03-07", { "2027-03-04": { start: "17:00", end: "22:00" } });
  const admin = (await asRole(t, "admin")).client;
  const speaker = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server" });
  const other = await insertAttendee(t, { first_name: "Pedro", last_name: "Lopez", attendee_type: "server" });
  return { t, admin, speaker, other };
}

const talk = (speaker_id: Id<"attendees">, overrides: Partial<Record<string, unknown>> = {}) => ({
  title: "God's Love",
  kind: "talk" as const,
  speaker_id,
  day: "2027-03-05",
  time: "09:00",
  duration_minutes: 45,
  place: "Chapel",
  status: "assigned" as const,
  ...overrides,
});

const stored = (t: TestConvex, id: Id<"talks">) => t.run(async (ctx) => (await ctx.db.get("talks", id))!);

test("every talks function refuses the signed-out and roles without manageTalks", async () => {
  const { t, admin, speaker } = await setup();
  const { talkId } = await admin.mutation(api.talks.create, talk(speaker));
  const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
    client.query(api.talks.list, {}),
    client.query(api.talks.days, {}),
    client.query(api.talks.serverPage, { paginationOpts: { numItems: 10, cursor: null } }),
    client.mutation(api.talks.create, talk(speaker, { time: "15:00" })),
    client.mutation(api.talks.update, { talkId, ...talk(speaker, { title: "Changed" }) }),
    client.mutation(api.talks.setStatus, { talkId, status: "delivered" }),
    client.mutation(api.talks.rotateLink, { talkId }),
    client.mutation(api.talks.remove, { talkId }),
  ];
  for (const call of calls(t)) expect((await refusalOf(call)).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    for (const call of calls(client)) expect((await refusalOf(call)).message).toMatch(/manageTalks is required/);
  }
  const after = await stored(t, talkId);
  expect([after.title, after.status]).toEqual(["God's Love", "assigned"]);
});

describe("talks", () => {
  test("are listed by day and time with the speaker's name; each gets a 256-bit portal token of which only the hash is stored", async () => {
    const { t, admin, speaker, other } = await setup();
    const later = await admin.mutation(api.talks.create, talk(speaker, { day: "2027-03-06", title: "Later" }));
    const earlier = await admin.mutation(api.talks.create, talk(other, { time: "08:00", title: "Earlier", kind: "testimony" }));
    const { talkId: id, portalToken } = await admin.mutation(api.talks.create, talk(speaker, { time: "10:00", title: "Middle" }));
    const list = await admin.query(api.talks.list, {});
    expect(list.map((x) => [x.title, x.speaker, x.day, x.time])).toEqual([
      ["Earlier", "Pedro Lopez", "2027-03-05", "08:00"],
      ["Middle", "Tomás Ruiz", "2027-03-05", "10:00"],
      ["Later", "Tomás Ruiz", "2027-03-06", "09:00"],
    ]);
    expect(portalToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([later.portalToken, earlier.portalToken, portalToken]).size).toBe(3);
    const doc = await stored(t, id);
    expect(doc.portal_token_hash).toBe(await hashPortalToken(portalToken));
    expect(doc).not.toHaveProperty("portal_token");
    expect(JSON.stringify(list)).not.toContain(portalToken);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(JSON.stringify(audit)).not.toContain(portalToken);
  });

  test("a speaker cannot hold two overlapping talks; back to back is fine and another speaker may overlap", async () => {
    const { admin, speaker, other } = await setup();
    const { talkId: first } = await admin.mutation(api.talks.create, talk(speaker));
    const refusal = await refusalOf(admin.mutation(api.talks.create, talk(speaker, { time: "09:44", title: "Second" })));
    expect(refusal).toEqual({
      code: "OVERLAP",
      message:
        'Tomás Ruiz already gives "God\'s Love" on Friday, March 5, 2027 from 9:00 AM to 9:45 AM; a speaker cannot hold two talks that overlap.',
      // The values of the message, so the screens can say it in the user's language.
      reason: "talkOverlap",
      params: {
        name: "Tomás Ruiz",
        title: "God's Love",
        day: "Friday, March 5, 2027",
        start: "9:00 AM",
        end: "9:45 AM",
        dayDate: "2027-03-05",
        startTime: "09:00",
        endTime: "09:45",
      },
    });
    await admin.mutation(api.talks.create, talk(speaker, { time: "09:45", title: "Back to back" }));
    await admin.mutation(api.talks.create, talk(other, { time: "09:15" }));
    // Editing a talk is checked against his other talks, not against itself.
    await admin.mutation(api.talks.update, { talkId: first, ...talk(speaker, { duration_minutes: 40 }) });
    expect((await refusalOf(admin.mutation(api.talks.update, { talkId: first, ...talk(speaker, { duration_minutes: 50 }) }))).code).toBe("OVERLAP");
    expect(await admin.query(api.talks.list, {})).toHaveLength(3);
  });

  test("days and times outside the retreat, bad input and non-server speakers are refused with clear messages", async () => {
    const { admin, speaker } = await setup();
    const message = async (overrides: Partial<Record<string, unknown>>) =>
      (await refusalOf(admin.mutation(api.talks.create, talk(speaker, overrides)))).message;
    expect(await message({ day: "2027-03-08" })).toBe(
      "Monday, March 8, 2027 is not a day of the retreat (Thursday, March 4, 2027 to Sunday, March 7, 2027).",
    );
    expect(await message({ day: "2027-03-04", time: "16:30" })).toBe(
      "On Thursday, March 4, 2027 the retreat runs from 5:00 PM to 10:00 PM; this talk would run from 4:30 PM to 5:15 PM.",
    );
    expect(await message({ day: "2027-03-04", time: "21:30" })).toMatch(/runs from 5:00 PM to 10:00 PM; this talk would run from 9:30 PM to 10:15 PM/);
    expect(await message({ time: "9am" })).toBe("The time must be a time in the form HH:MM.");
    expect(await message({ title: " " })).toBe("A title is required.");
    expect(await message({ duration_minutes: 0 })).toBe("The duration must be a whole number of minutes from 5 to 480.");
    expect(await message({ time: "23:30" })).toBe("A talk must end on the day it starts.");
    expect(await admin.query(api.talks.list, {})).toEqual([]);
  });

  test("a retreatant cannot be a speaker, and without retreat dates Settings is named", async () => {
    const t = setupTest();
    const admin = (await asRole(t, "admin")).client;
    const man = await insertAttendee(t, { first_name: "Luis", last_name: "Peña" });
    const server = await insertAttendee(t, { attendee_type: "server" });
    expect((await refusalOf(admin.mutation(api.talks.create, talk(server)))).message).toBe(
      "Set the retreat's start and end dates in Settings first.",
    );
    await setRetreatDates(t, "2027-03-04", "2027-03-07");
    expect((await refusalOf(admin.mutation(api.talks.create, talk(man)))).message).toBe(
      "Luis Peña is not a server; speakers are chosen from the servers.",
    );
  });

  test("status changes record when a talk was confirmed; the server picker pages servers only", async () => {
    const { t, admin, speaker } = await setup();
    await insertAttendee(t, { attendee_type: "attendee" });
    const { talkId: id } = await admin.mutation(api.talks.create, talk(speaker));
    await admin.mutation(api.talks.setStatus, { talkId: id, status: "confirmed" });
    expect((await stored(t, id)).confirmed_at).toBeTypeOf("number");
    await admin.mutation(api.talks.setStatus, { talkId: id, status: "assigned" });
    expect((await stored(t, id)).confirmed_at).toBeUndefined();
    const servers = await admin.query(api.talks.serverPage, { paginationOpts: { numItems: 10, cursor: null } });
    expect(servers.page.map((s) => s.first_name).sort()).toEqual(["Pedro", "Tomás"]);
    expect(Object.keys(servers.page[0]).sort()).toEqual(["_id", "first_name", "last_name"]);
    expect((await admin.query(api.talks.days, {})).map((d) => d.date)).toEqual(["2027-03-04", "2027-03-05", "2027-03-06", "2027-03-07"]);
    await admin.mutation(api.talks.remove, { talkId: id });
    expect(await admin.query(api.talks.list, {})).toEqual([]);
  });
});
