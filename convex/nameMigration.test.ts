import { expect, test } from "vitest";
import { internal } from "./_generated/api";
import { setupTest } from "./test.helpers";

test("the one-off migration stores every existing name as it is shown", async () => {
  const t = setupTest();
  const ids = await t.run(async (ctx) => {
    const base = { phone_number: null, attendee_type: "attendee" as const, has_paid: false, has_checked_in: false, room_id: null, table_id: null, snore: false, sleeps_at_home: false, created_at: 0, updated_at: 0 };
    return [
      await ctx.db.insert("attendees", { ...base, first_name: "josé maría", last_name: "DE LA CRUZ", email: "a@example.org" }),
      await ctx.db.insert("attendees", { ...base, first_name: "Ana", last_name: "López", email: "b@example.org" }),
    ];
  });
  expect(await t.mutation(internal.nameMigration.formatStoredNames, {})).toEqual({ changed: 1, done: true });
  const names = await t.run(async (ctx) => Promise.all(ids.map(async (id) => (await ctx.db.get("attendees", id))?.last_name)));
  expect(names).toEqual(["De la Cruz", "López"]);
});
