import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { SELF_CHECK_IN_MESSAGES } from "./model/selfCheckIn";
import { asRole, refusalOf, setupTest } from "./test.helpers";

test("self check-in needs the checkIn permission: refused signed out and for other staff roles", async () => {
  const t = setupTest();
  const man = await insertAttendee(t, { phone_number: "5125553183" });
  expect((await refusalOf(t.query(api.checkIn.selfMatches, { lastFour: "3183" }))).code).toBe("UNAUTHENTICATED");
  expect((await refusalOf(t.mutation(api.checkIn.selfCheckIn, { id: man, lastFour: "3183" }))).code).toBe("UNAUTHENTICATED");
  for (const role of ["palancas_admin", "basic", "adoration_admin", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.query(api.checkIn.selfMatches, { lastFour: "3183" }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.mutation(api.checkIn.selfCheckIn, { id: man, lastFour: "3183" }))).code).toBe("FORBIDDEN");
  }
  expect(await t.run(async (ctx) => (await ctx.db.get("attendees", man))!.has_checked_in)).toBe(false);
});

test("the last four digits find only the names of the men not yet arrived, nothing else about them", async () => {
  const t = setupTest();
  const jose = await insertAttendee(t, { first_name: "josé", last_name: "núñez", phone_number: "(512) 555-3183", email: "jose@example.org" });
  await insertAttendee(t, { first_name: "Arrived", last_name: "Already", phone_number: "5125553183", has_checked_in: true });
  await insertAttendee(t, { first_name: "Other", last_name: "Digits", phone_number: "5125559999" });
  await insertAttendee(t, { first_name: "No", last_name: "Phone", phone_number: null });
  const { client } = await asRole(t, "checkin_admin");
  expect(await client.query(api.checkIn.selfMatches, { lastFour: "3183" })).toEqual([{ _id: jose, name: "José Núñez" }]);
  expect(await client.query(api.checkIn.selfMatches, { lastFour: "0000" })).toEqual([]);
  for (const typed of ["318", "31834", "abcd", ""]) {
    expect(await refusalOf(client.query(api.checkIn.selfMatches, { lastFour: typed }))).toEqual({
      code: "INVALID_DIGITS",
      message: SELF_CHECK_IN_MESSAGES.fourDigits,
    });
  }
});

test("a confirmed self check-in is recorded for the station's volunteer; wrong digits check in no one", async () => {
  const t = setupTest();
  const jose = await insertAttendee(t, { first_name: "José", last_name: "Núñez", phone_number: "5125553183" });
  const { client, email } = await asRole(t, "checkin_admin");
  expect(await refusalOf(client.mutation(api.checkIn.selfCheckIn, { id: jose, lastFour: "3184" }))).toEqual({
    code: "NOT_FOUND",
    message: SELF_CHECK_IN_MESSAGES.noMatch,
  });
  expect(await t.run(async (ctx) => (await ctx.db.get("attendees", jose))!.has_checked_in)).toBe(false);

  expect(await client.mutation(api.checkIn.selfCheckIn, { id: jose, lastFour: "3183" })).toEqual({ name: "José Núñez", first_name: "José", last_name: "Núñez" });
  const man = await t.run(async (ctx) => (await ctx.db.get("attendees", jose))!);
  expect(man).toMatchObject({ has_checked_in: true, checked_in_by: email });
  const audit = await t.run(async (ctx) =>
    await ctx.db.query("auditLog").withIndex("by_doc", (q) => q.eq("table", "attendees").eq("doc_id", jose)).collect(),
  );
  expect(audit.map((entry) => entry.summary)).toEqual(["Checked in (self check-in at the station)"]);
  // Once he is in, his digits no longer offer his name.
  expect(await client.query(api.checkIn.selfMatches, { lastFour: "3183" })).toEqual([]);
});
