import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const extracted = { first_name: "José", last_name: "Núñez", email: "jose@example.org", phone_number: "(512) 555-0142", snore: true, amount_paid: 50 };

describe("importing an extracted attendee", () => {
  test("adds him with the add dialog's defaults and records who imported him", async () => {
    const t = setupTest();
    const { client, userId } = await asRole(t, "admin");
    const id = await client.mutation(api.emailImport.importAttendee, { attendee: extracted, attendeeType: "attendee" });
    const saved = await t.run(async (ctx) => await ctx.db.get("attendees", id));
    expect(saved).toMatchObject({
      first_name: "José",
      last_name: "Núñez",
      email: "jose@example.org",
      phone_number: "5125550142",
      attendee_type: "attendee",
      snore: true,
      amount_paid: 50,
      has_paid: true,
      has_checked_in: false,
      room_id: null,
      table_id: null,
    });
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit.map((entry) => [entry.action, entry.doc_id, entry.user_id, entry.summary])).toEqual([
      ["create", id, userId, "Imported from email"],
    ]);
  });

  test("refuses a duplicate email, whatever its case, and writes nothing", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    await client.mutation(api.emailImport.importAttendee, { attendee: extracted, attendeeType: "attendee" });
    const refusal = await refusalOf(
      client.mutation(api.emailImport.importAttendee, { attendee: { ...extracted, email: "JOSE@Example.org", first_name: "Other" }, attendeeType: "server" }),
    );
    expect(refusal).toEqual({
      code: "DUPLICATE_EMAIL",
      reason: "emailImport",
      message: "An attendee with email jose@example.org already exists. Cannot import duplicate.",
      params: { email: "jose@example.org" },
    });
    const all = await t.run(async (ctx) => await ctx.db.query("attendees").collect());
    expect(all.map((a) => a.first_name)).toEqual(["José"]);
  });

  test("refuses data the attendee form would refuse", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const refusal = await refusalOf(
      client.mutation(api.emailImport.importAttendee, { attendee: { ...extracted, email: "nope" }, attendeeType: "attendee" }),
    );
    expect(refusal).toEqual({
      code: "INVALID",
      reason: "importFixErrors",
      message: "Please fix the following errors: Email: Please enter a valid email address",
      params: { problems: "Email: Please enter a valid email address" },
    });
  });

  test("refuses the signed-out and roles without manageAttendees", async () => {
    const t = setupTest();
    const call = (client: Pick<typeof t, "mutation">) =>
      client.mutation(api.emailImport.importAttendee, { attendee: extracted, attendeeType: "attendee" });
    expect((await refusalOf(call(t))).message).toBe("You must be signed in to perform this operation.");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      expect((await refusalOf(call(client))).code).toBe("FORBIDDEN");
    }
    expect(await t.run(async (ctx) => await ctx.db.query("attendees").collect())).toEqual([]);
  });
});
