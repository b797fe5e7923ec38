/**
 * Refusals built with values carry them (`reason`, `params`) beside the English message, so the
 * screens can say them in the user's language; and a talk's portal language reaches the portal.
 */
import { describe, expect, test } from "vitest";
import { FUTURE_ADORATION_RETREAT, setRetreatDates } from "../tests/fixtures/retreatData";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const talk = (speaker_id: Id<"attendees">, overrides: Partial<Record<string, unknown>> = {}) => ({
  title: "God's Love",
  kind: "talk" as const,
  speaker_id,
  day: "2027-03-05",
  time: "09:00",
  duration_minutes: 45,
  status: "assigned" as const,
  ...overrides,
});

describe("talks", () => {
  async function setup() {
    const t = setupTest();
    await setRetreatDates(t, "2027-03-04", "2027-03-07", { "2027-03-04": { start: "17:00", end: "22:00" } });
    const admin = (await asRole(t, "admin")).client;
    const speaker = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server" });
    return { t, admin, speaker };
  }

  test("outside the day's hours and a retreatant as speaker carry their values", async () => {
    const { t, admin, speaker } = await setup();
    expect(await refusalOf(admin.mutation(api.talks.create, talk(speaker, { day: "2027-03-04", time: "16:30" })))).toEqual({
      code: "OUTSIDE_RETREAT",
      message: "On Thursday, March 4, 2027 the retreat runs from 5:00 PM to 10:00 PM; this talk would run from 4:30 PM to 5:15 PM.",
      reason: "talkHours",
      params: {
        day: "Thursday, March 4, 2027",
        from: "5:00 PM",
        to: "10:00 PM",
        start: "4:30 PM",
        end: "5:15 PM",
        dayDate: "2027-03-04",
        fromTime: "17:00",
        toTime: "22:00",
        startTime: "16:30",
        endTime: "17:15",
      },
    });
    const man = await insertAttendee(t, { first_name: "Luis", last_name: "Peña" });
    expect(await refusalOf(admin.mutation(api.talks.create, talk(man)))).toEqual({
      code: "INVALID",
      message: "Luis Peña is not a server; speakers are chosen from the servers.",
      reason: "talkSpeakerNotServer",
      params: { name: "Luis Peña" },
    });
  });

  test("a talk's portal language is kept, listed, changed and cleared, and the portal speaks it", async () => {
    const { admin, speaker, t } = await setup();
    const { talkId, portalToken } = await admin.mutation(api.talks.create, talk(speaker, { language: "es" }));
    expect((await admin.query(api.talks.list, {}))[0].language).toBe("es");
    expect((await t.query(api.speakerPortal.view, { token: portalToken }))?.language).toBe("es");
    await admin.mutation(api.talks.update, { talkId, ...talk(speaker, { language: "en" }) });
    expect((await t.query(api.speakerPortal.view, { token: portalToken }))?.language).toBe("en");
    // No language: the portal follows the visitor's browser.
    await admin.mutation(api.talks.update, { talkId, ...talk(speaker) });
    expect((await admin.query(api.talks.list, {}))[0].language).toBeNull();
    expect((await t.query(api.speakerPortal.view, { token: portalToken }))?.language).toBeNull();
    // A language the app does not speak is refused by the arguments' validator.
    await expect(admin.mutation(api.talks.create, talk(speaker, { time: "15:00", language: "fr" }))).rejects.toThrow(/Validator error/);
  });
});

test("palancas: after the retreat and a server carry their values", async () => {
  const t = setupTest();
  await setRetreatDates(t, "2027-03-04", "2027-03-07");
  const { client } = await asRole(t, "admin");
  const man = await insertAttendee(t);
  const server = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server" });
  const letter = { from_name: "María", relationship: "Wife", received_date: "2027-03-01" };
  expect(await refusalOf(client.mutation(api.palancas.log, { attendeeId: man, ...letter, received_date: "2027-03-08" }))).toEqual({
    code: "INVALID",
    message: "The received date cannot be after the retreat ends (2027-03-07).",
    reason: "palancaAfterRetreat",
    params: { date: "2027-03-07" },
  });
  expect(await refusalOf(client.mutation(api.palancas.log, { attendeeId: server, ...letter }))).toEqual({
    code: "INVALID",
    message: "Palancas are for retreatants; Tomás Ruiz is a server.",
    reason: "palancaServer",
    params: { name: "Tomás Ruiz" },
  });
});

test("adoration: someone already in the hour, capacity below the holders and blocking a held hour carry their values", async () => {
  const t = setupTest();
  const admin = await asRole(t, "adoration_admin");
  await (await asRole(t, "admin")).client.mutation(api.settings.save, { values: FUTURE_ADORATION_RETREAT });
  const [slotId] = (await admin.client.query(api.adoration.adminSchedule, {})).slots.map((slot) => slot._id);
  await admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 3 });
  const guest = { kind: "guest" as const, name: "Rosa Díaz", phone: "5125550100" };
  await admin.client.mutation(api.adoration.assign, { slotId, adorer: guest });
  await admin.client.mutation(api.adoration.assign, { slotId, adorer: { kind: "guest", name: "Ana Soto", phone: "5125550101" } });
  expect(await refusalOf(admin.client.mutation(api.adoration.assign, { slotId, adorer: guest }))).toEqual({
    code: "ADORATION_REFUSED",
    message: "Rosa Díaz already holds this hour.",
    reason: "alreadyHolds",
    params: { name: "Rosa Díaz" },
  });
  expect(await refusalOf(admin.client.mutation(api.adoration.setSlotCapacity, { slotId, capacity: 1 }))).toEqual({
    code: "ADORATION_REFUSED",
    message: "2 people hold this hour; clear a booking before lowering its capacity to 1.",
    reason: "capacityBelowHolders",
    params: { held: 2, capacity: 1 },
  });
  expect(await refusalOf(admin.client.mutation(api.adoration.setSlotBlocked, { slotId, blocked: true }))).toEqual({
    code: "ADORATION_REFUSED",
    message: "2 people hold this hour; clear the bookings before blocking it.",
    reason: "blockHeld",
    params: { held: 2 },
  });
});
