/**
 * The database a mutation works in is one retreat's, derived-data hooks and all; the few
 * functions that work across weekends on purpose reach beneath it with `unscoped`.
 */
import { expect, test } from "vitest";
import { retreatWriter } from "./functions";
import { retreatOfDb, scopeWriter, unscoped } from "./model/retreatScope";
import { api } from "./_generated/api";
import { addRetreat, setSettingsOf } from "../tests/fixtures/retreats";
import { asRole, attendeeRow, setupTest } from "./test.helpers";

test("a retreat's writer sees only its retreat; unscoped reaches every retreat through the hooks' wrapper", async () => {
  const t = setupTest();
  const here = await t.retreatId();
  await t.runUnscoped(async (ctx) => {
    const there = await ctx.db.insert("retreats", { status: "closed", is_current: false, created_at: 1 });
    const writerThere = retreatWriter(ctx, there);
    const hisId = await writerThere.insert("attendees", attendeeRow({ email: "there@example.org" }));
    const writerHere = retreatWriter(ctx, here);
    expect(retreatOfDb(writerHere)).toBe(here);
    expect(await writerHere.get("attendees", hisId)).toBeNull();
    expect(await writerHere.query("attendees").collect()).toEqual([]);
    await expect(writerHere.patch("attendees", hisId, { first_name: "Moved" })).rejects.toThrow(/nonexistent document/);
    expect((await unscoped(writerHere).get("attendees", hisId))?.retreat_id).toBe(there);
    // A write cannot move a document into another retreat.
    await expect(scopeWriter(ctx.db, here).insert("attendees", { ...attendeeRow({ email: "x@example.org" }), retreat_id: there })).rejects.toThrow(
      /another retreat/,
    );
  });
});

test("the header's name is the retreat a signed-in caller looks at; a signed-out caller sees the current one", async () => {
  const t = setupTest();
  const current = await t.retreatId();
  await setSettingsOf(t, current, { retreat_name: "Men's Retreat #51" });
  const past = await addRetreat(t, 1, { status: "closed" });
  await setSettingsOf(t, past, { retreat_name: "Men's Retreat #50" });
  const { client: admin } = await asRole(t, "admin");
  await admin.mutation(api.retreats.view, { retreatId: past });
  expect((await admin.query(api.settings.header, {})).retreatName).toBe("Men's Retreat #50");
  expect((await t.query(api.settings.header, {})).retreatName).toBe("Men's Retreat #51");
  await admin.mutation(api.retreats.view, { retreatId: null });
  expect((await admin.query(api.settings.header, {})).retreatName).toBe("Men's Retreat #51");
});
