import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { LAST_ADMIN } from "./model/roles";
import { asRole, setupTest } from "./test.helpers";

test("an admin changes a user's roles and that user's viewer query follows at once", async () => {
  const t = setupTest();
  const admin = await asRole(t, "admin");
  const user = await asRole(t, "checkin_admin");

  const before = await user.client.query(api.users.viewer, {});
  expect(before?.roles).toEqual(["checkin_admin"]);
  expect(before?.permissions).toContain("checkIn");
  expect(before?.permissions).not.toContain("managePalancas");

  await admin.client.mutation(api.roles.setUserRoles, { userId: user.userId, roles: ["palancas_admin", "basic"] });

  const after = await user.client.query(api.users.viewer, {});
  expect([...(after?.roles ?? [])].sort()).toEqual(["basic", "palancas_admin"]);
  expect(after?.permissions).toContain("managePalancas");
  expect(after?.permissions).not.toContain("checkIn");

  const history = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    table: "users",
    doc_id: user.userId,
    user_id: admin.userId,
    changes: [{ field: "roles", before: ["checkin_admin"], after: ["palancas_admin", "basic"] }],
  });
});

test("the list shows every account with its roles", async () => {
  const t = setupTest();
  const admin = await asRole(t, "admin");
  const other = await asRole(t, "adoration_admin", "basic");
  const nobody = await asRole(t);
  const list = await admin.client.query(api.roles.listUsers, {});
  const byId = new Map(list.map((row) => [row.userId, row.roles]));
  expect(byId.get(admin.userId)).toEqual(["admin"]);
  expect(byId.get(other.userId)).toEqual(["adoration_admin", "basic"]);
  expect(byId.get(nobody.userId)).toEqual([]);
});

test("the last administrator cannot lose the admin role, another one can", async () => {
  const t = setupTest();
  const admin = await asRole(t, "admin");
  await expect(admin.client.mutation(api.roles.setUserRoles, { userId: admin.userId, roles: ["basic"] })).rejects.toMatchObject({
    data: { code: "INVALID", message: LAST_ADMIN },
  });
  const second = await asRole(t, "admin");
  await admin.client.mutation(api.roles.setUserRoles, { userId: second.userId, roles: [] });
  expect((await second.client.query(api.users.viewer, {}))?.roles).toEqual([]);
});

test("a viewer without roles has no permissions and a signed-out caller gets null", async () => {
  const t = setupTest();
  const nobody = await asRole(t);
  expect(await nobody.client.query(api.users.viewer, {})).toMatchObject({ roles: [], permissions: [] });
  expect(await t.query(api.users.viewer, {})).toBeNull();
});
