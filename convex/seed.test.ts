import { expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { setupTest } from "./test.helpers";

test("first start creates the admin and a realistic demo retreat", async () => {
  const t = setupTest();
  await t.action(internal.seed.init, { adminEmail: "Admin@Parish.org", adminPassword: "secret-pass-1", demo: true });
  const counts = await t.run(async (ctx) => ({
    attendees: (await ctx.db.query("attendees").collect()).length,
    servers: (await ctx.db.query("attendees").collect()).filter((a) => a.attendee_type === "server").length,
    rooms: (await ctx.db.query("rooms").collect()).length,
    tables: (await ctx.db.query("diningTables").collect()).length,
    slots: (await ctx.db.query("adorationSlots").collect()).length,
    homeSleepers: (await ctx.db.query("attendees").collect()).filter((a) => a.sleeps_at_home).length,
    distinctNames: new Set((await ctx.db.query("attendees").collect()).map((a) => `${a.first_name} ${a.last_name}`)).size,
    accented: (await ctx.db.query("attendees").collect()).filter((a) => /[áéíóúñÁÉÍÓÚÑ]/.test(a.first_name + a.last_name)).length,
  }));
  expect(counts.attendees).toBe(60);
  expect(counts.servers).toBeGreaterThan(10);
  expect(counts.rooms).toBeGreaterThanOrEqual(15);
  expect(counts.tables).toBe(8);
  expect(counts.slots).toBe(69); // 18:00 Thursday to 15:00 Sunday
  expect(counts.homeSleepers).toBe(1);
  expect(counts.distinctNames).toBe(60); // staff tell men apart by name
  expect(counts.accented).toBeGreaterThan(5);

  // Rooms are never over capacity and never of the wrong type in the demo.
  const rooms = await t.run(async (ctx) => {
    const all = await ctx.db.query("rooms").collect();
    return Promise.all(
      all.map(async (room) => ({
        room,
        occupants: await ctx.db.query("attendees").withIndex("by_room", (q) => q.eq("room_id", room._id)).collect(),
      })),
    );
  });
  for (const { room, occupants } of rooms) {
    expect(occupants.length).toBeLessThanOrEqual(room.capacity ?? Infinity);
    for (const o of occupants) expect(o.attendee_type === "server" ? "server" : "retreatant").toBe(room.room_type);
  }

  // The admin signs in for real with the password, email matched case-insensitively.
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: { email: "admin@parish.org", password: "secret-pass-1", flow: "signIn" },
  });
  expect(result.tokens?.token).toBeTruthy();
});

test("seeding twice does not duplicate the demo", async () => {
  const t = setupTest();
  await t.mutation(internal.seed.seedDemo, { now: Date.now() });
  await t.mutation(internal.seed.seedDemo, { now: Date.now() });
  const n = await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).length);
  expect(n).toBe(60);
});

test("with the documented default password the first admin must choose his own at first sign-in; a chosen one stays", async () => {
  const t = setupTest();
  await t.action(internal.seed.init, { adminEmail: "admin@retreat.local", adminPassword: "retreat-admin-2026", adminMustChangePassword: true, demo: false });
  await t.action(internal.seed.init, { adminEmail: "chosen@parish.org", adminPassword: "chosen-pass-1", demo: false });
  const flags = await t.run(async (ctx) =>
    Object.fromEntries((await ctx.db.query("users").collect()).map((user) => [user.email, user.must_change_password ?? false])),
  );
  expect(flags).toEqual({ "admin@retreat.local": true, "chosen@parish.org": false });

  const signIn = async (email: string, password: string) => {
    const { tokens } = await t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });
    const subject = (JSON.parse(atob(tokens!.token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string }).sub;
    return t.withIdentity({ subject });
  };
  const seeded = await signIn("admin@retreat.local", "retreat-admin-2026");
  expect((await seeded.query(api.users.viewer, {}))?.mustChangePassword).toBe(true);
  await expect(seeded.query(api.checkIn.counts, {})).rejects.toMatchObject({ data: { code: "PASSWORD_CHANGE_REQUIRED" } });
  await seeded.action(api.users.completeRequiredPasswordChange, { newPassword: "my own admin secret" });
  expect((await seeded.query(api.users.viewer, {}))?.mustChangePassword).toBe(false);

  // Setting the password again from the command line replaces the default one: no change is asked for.
  await t.action(internal.seed.createAdmin, { email: "admin@retreat.local", password: "retreat-admin-2026", mustChangePassword: true });
  await t.action(internal.seed.createAdmin, { email: "admin@retreat.local", password: "from the command line" });
  expect(await t.run(async (ctx) => (await ctx.db.query("users").first())?.must_change_password)).toBe(false);
});
