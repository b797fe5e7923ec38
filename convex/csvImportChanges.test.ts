/** The import preview shows each field an update changes, and empty cells erase only when staff ask. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { asRole, attendeeRow, setupTest, type TestConvex } from "./test.helpers";

async function insertAttendee(t: TestConvex, fields: Parameters<typeof attendeeRow>[0]) {
  return await t.run(async (ctx) => ctx.db.insert("attendees", attendeeRow(fields)));
}

const base = { first_name: "Paul", last_name: "Jones", email: "paul@example.org" };

describe("updates are visible", () => {
  test("a row matching a man by email lists each changed field from what to what", async () => {
    const t = setupTest();
    await insertAttendee(t, { ...base, phone_number: "5551234567", parish: "St. Agnes", snore: false });
    const { client } = await asRole(t, "admin");
    const rows = [{ row: 2, values: { ...base, phone_number: "(555) 987-6543", parish: "St. Agnes", snore: "true", city: "Austin" } }];
    const [plan] = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(plan).toMatchObject({ action: "update", fields: ["phone_number", "snore", "city"] });
    expect(plan.action === "update" ? plan.changes : null).toEqual([
      { field: "phone_number", from: "5551234567", to: "5559876543" },
      { field: "snore", from: false, to: true },
      { field: "city", from: null, to: "Austin" },
    ]);
  });
});

describe("blank cells", () => {
  const rows = [{ row: 2, values: base, blanks: ["phone_number" as const, "parish" as const, "snore" as const] }];

  test("never erase stored data unless staff ask for it", async () => {
    const t = setupTest();
    const id = await insertAttendee(t, { ...base, phone_number: "5551234567", parish: "St. Agnes", snore: true });
    const { client } = await asRole(t, "admin");
    const [kept] = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(kept.action).toBe("unchanged");
    expect(await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows })).toMatchObject({ unchanged: 1 });
    expect(await t.run(async (ctx) => await ctx.db.get("attendees", id))).toMatchObject({ phone_number: "5551234567", parish: "St. Agnes", snore: true });
  });

  test("erase the stored values when staff tick the option, and the preview says so first", async () => {
    const t = setupTest();
    const id = await insertAttendee(t, { ...base, phone_number: "5551234567", parish: "St. Agnes", snore: true });
    const { client } = await asRole(t, "admin");
    const [plan] = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows, clearBlanks: true });
    expect(plan.action === "update" ? plan.changes : null).toEqual([
      { field: "phone_number", from: "5551234567", to: null },
      { field: "parish", from: "St. Agnes", to: null },
      { field: "snore", from: true, to: false },
    ]);
    expect(await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows, clearBlanks: true })).toMatchObject({ updated: 1 });
    const after = await t.run(async (ctx) => await ctx.db.get("attendees", id));
    expect(after).toMatchObject({ phone_number: null, snore: false, first_name: "Paul", email: "paul@example.org" });
    expect(after?.parish).toBeUndefined();
  });

  test("a required field is never erased, and an unknown field name is refused by the validator", async () => {
    const t = setupTest();
    await insertAttendee(t, base);
    const { client } = await asRole(t, "admin");
    const required = [{ row: 2, values: base, blanks: ["email" as const, "first_name" as const] }];
    const [plan] = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows: required, clearBlanks: true });
    expect(plan.action).toBe("unchanged");
    const bogus = [{ row: 2, values: base, blanks: ["room_id"] }] as unknown as typeof rows;
    await expect(client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: bogus, clearBlanks: true })).rejects.toThrow(
      /Validator error.*room_id/,
    );
  });
});
