/**
 * The shared rules' refusals reach the screens with their reason and values (besides the English
 * message), so every screen can say them in the person's language (src/i18n/commonRefusals.test.ts).
 */
import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { setRetreatDates } from "../tests/fixtures/retreatData";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const event = { title: "Servers' meeting", day: "2027-03-04", start_time: "14:00", end_time: "15:30", place: "Dining hall" };

test("a day outside the retreat carries the dates; a mistyped time carries its field", async () => {
  const t = setupTest();
  await setRetreatDates(t, "2027-03-04", "2027-03-06", {});
  const { client } = await asRole(t, "admin");
  expect(await refusalOf(client.mutation(api.calendar.createEvent, { ...event, day: "2027-03-09" }))).toEqual({
    code: "OUTSIDE_RETREAT",
    reason: "retreatDay",
    message: "Tuesday, March 9, 2027 is not a day of the retreat (Thursday, March 4, 2027 to Saturday, March 6, 2027).",
    params: { day: Date.parse("2027-03-09T12:00:00Z"), first: Date.parse("2027-03-04T12:00:00Z"), last: Date.parse("2027-03-06T12:00:00Z") },
  });
  expect(await refusalOf(client.mutation(api.calendar.createEvent, { ...event, start_time: "2pm" }))).toEqual({
    code: "INVALID",
    reason: "common.time",
    message: "The start must be a time in the form HH:MM.",
    params: { field: "theStart", label: "The start" },
  });
});

test("a scholarship's reduced cost refused by the money rule carries its field", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const ana = await insertAttendee(t, { cost_of_retreat: 300 });
  expect(await refusalOf(client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: -500, granted_by: "Fr. Miguel" }))).toEqual({
    code: "INVALID",
    reason: "common.money.negative",
    message: "Reduced cost cannot be negative.",
    params: { field: "reducedCost", label: "Reduced cost" },
  });
});
