/**
 * The data of the single-weekend app (no retreats, no people) becomes the first retreat: every
 * document of a weekend's table is given that retreat, each man a person (one per email), a slice
 * per run until `more` is false, and the screens then answer with it. Running it again changes
 * nothing. (The stored schema requires retreat_id, so the old documents are written here with
 * schema validation off, as the old app wrote them.)
 */
import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ADOPT_PER_RUN, retreatTableNames } from "./model/retreatMigration";
import { attendeeRow, setupLegacyTest } from "./test.helpers";

test("older data becomes one current retreat with nothing lost, a slice per run; a second pass changes nothing", async () => {
  const t = setupLegacyTest();
  const adminId = await t.run(async (ctx) => {
    const db = ctx.db as unknown as { insert(table: string, value: object): Promise<string> };
    await db.insert("siteSettings", { setting_key: "retreat_name", setting_value: "Men's Retreat #49", updated_at: 1 });
    await db.insert("siteSettings", { setting_key: "estimated_retreatants", setting_value: "40", updated_at: 1 });
    const room = await db.insert("rooms", { name: "101", name_lower: "101", room_type: "retreatant", capacity: 2, created_at: 1 });
    await db.insert("attendees", attendeeRow({ email: "ana@example.org", first_name: "Ana", room_id: room as Id<"rooms"> }));
    await db.insert("attendees", attendeeRow({ email: "ben@example.org", first_name: "Ben", attendee_type: "server" }));
    await db.insert("attendees", attendeeRow({ email: "ANA@example.org", first_name: "Ana" })); // same man typed twice
    // More documents than one run adopts, so the migration needs several runs.
    for (let i = 0; i < ADOPT_PER_RUN + 50; i++) {
      await db.insert("auditLog", { table: "rooms", doc_id: room, action: "update", user_id: null, changes: [], at: i });
    }
    const user = await ctx.db.insert("users", { email: "admin@example.org" });
    await ctx.db.insert("userRoles", { user_id: user, role: "admin", created_at: 1 });
    return user;
  });

  let runs = 0;
  for (;;) {
    runs++;
    const out = await t.mutation(internal.migrations.run, {});
    if (!out.more) break;
    expect(runs).toBeLessThan(10);
  }
  expect(runs).toBeGreaterThan(1);

  const state = await t.run(async (ctx) => {
    const retreats = await ctx.db.query("retreats").collect();
    const db = ctx.db as unknown as { query(table: string): { collect(): Promise<Array<{ retreat_id?: string }>> } };
    const withoutRetreat: string[] = [];
    for (const table of retreatTableNames()) {
      for (const doc of await db.query(table).collect()) if (doc.retreat_id !== retreats[0]._id) withoutRetreat.push(table);
    }
    const men = await ctx.db.query("attendees").collect();
    const people = await ctx.db.query("people").collect();
    return { retreats, withoutRetreat, men, people };
  });
  expect(state.retreats).toHaveLength(1);
  expect(state.retreats[0]).toMatchObject({ status: "open", is_current: true });
  expect(state.withoutRetreat).toEqual([]);
  expect(state.men.map((man) => man.person_id === undefined)).toEqual([false, false, false]);
  expect(state.people).toHaveLength(2);
  expect(state.men[0].person_id).toBe(state.men[2].person_id);

  // The screens answer with the migrated weekend.
  const admin = t.withIdentity({ subject: `${adminId}|session`, email: "admin@example.org" });
  expect(await admin.query(api.retreats.viewing, {})).toMatchObject({ name: "Men's Retreat #49", status: "open", isCurrent: true });
  expect((await admin.query(api.rooms.list, {})).map((room) => room.name)).toEqual(["101"]);
  expect(await admin.query(api.dashboard.registration, {})).toEqual({ retreatants: 2, estimated: 40 });

  // Again: nothing left to do, nothing changed.
  const before = await t.run(async (ctx) => ({ people: await ctx.db.query("people").collect(), retreats: await ctx.db.query("retreats").collect() }));
  expect(await t.mutation(internal.migrations.run, {})).toMatchObject({ more: false, documentsGivenARetreat: 0, menGivenAPerson: 0 });
  const after = await t.run(async (ctx) => ({ people: await ctx.db.query("people").collect(), retreats: await ctx.db.query("retreats").collect() }));
  expect(after).toEqual(before);
});
