import { expect, test } from "vitest";
import { FUTURE_ADORATION_RETREAT } from "../tests/fixtures/retreatData";
import { api } from "./_generated/api";
import { asRole, attendeeRow, setupTest } from "./test.helpers";

const firstPage = { paginationOpts: { numItems: 50, cursor: null } };

async function setup() {
  const t = setupTest();
  const admin = await asRole(t, "admin");
  await admin.client.mutation(api.settings.save, { values: FUTURE_ADORATION_RETREAT });
  const adorationAdmin = await asRole(t, "adoration_admin");
  const slots = (await adorationAdmin.client.query(api.adoration.adminSchedule, {})).slots;
  return { t, admin, adorationAdmin, slots };
}

test("an hour assigned to a server without an account shows in the directory, on his profile and on his dashboard", async () => {
  const { t, admin, adorationAdmin, slots } = await setup();
  const pedro = await t.run(async (ctx) =>
    ctx.db.insert("attendees", attendeeRow({ first_name: "Pedro", last_name: "Núñez", email: "pedro@example.org", phone_number: "5125550111", attendee_type: "server" })),
  );
  const [slot] = slots;
  await adorationAdmin.client.mutation(api.adoration.assign, { slotId: slot._id, adorer: { kind: "attendee", attendeeId: pedro } });
  const hour = { start: slot.start, end: slot.end };

  const directory = await admin.client.query(api.servers.directory, firstPage);
  const row = directory.page.find((r) => r._id === pedro)!;
  expect(row.has_account).toBe(false);
  expect(row.adoration).toMatchObject([hour]);

  const profile = await admin.client.query(api.attendees.profile, { id: pedro });
  expect(profile?.adoration).toMatchObject([hour]);

  const dashboard = await admin.client.query(api.servers.dashboard, { attendeeId: pedro });
  expect(dashboard.found && dashboard.adoration).toMatchObject([hour]);
});

test("a server with an account reads the same hours, each once, whether booked for him or by his account", async () => {
  const { t, admin, adorationAdmin, slots } = await setup();
  const tomas = await t.run(async (ctx) =>
    ctx.db.insert("attendees", attendeeRow({ first_name: "Tomás", last_name: "Prueba", email: "tomas@example.org", attendee_type: "server" })),
  );
  const account = await asRole(t, "server");
  await t.run(async (ctx) => ctx.db.patch("users", account.userId, { attendee_id: tomas }));
  await adorationAdmin.client.mutation(api.adoration.assign, { slotId: slots[1]._id, adorer: { kind: "attendee", attendeeId: tomas } });
  await adorationAdmin.client.mutation(api.adoration.assign, { slotId: slots[0]._id, adorer: { kind: "account", userId: account.userId } });
  const hours = slots.slice(0, 2).map((slot) => ({ start: slot.start, end: slot.end }));

  const directory = await admin.client.query(api.servers.directory, firstPage);
  expect(directory.page.find((r) => r._id === tomas)!.adoration).toMatchObject(hours);
  expect((await admin.client.query(api.attendees.profile, { id: tomas }))?.adoration).toMatchObject(hours);
  const own = await account.client.query(api.servers.dashboard, {});
  expect(own.found && own.adoration).toMatchObject(hours);
  expect(own.found && own.adoration).toHaveLength(2);
});
