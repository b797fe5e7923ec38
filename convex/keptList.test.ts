import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { MAX_KINDS } from "./model/palanquitas";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const item = { name: "Rosaries", quantity_on_hand: 1, needed_per_retreatant: 1, needed_per_server: 0, fixed_extra: 0 };
const kind = { name: "Holy cards", needed_per_retreatant: 1 };

test("supplies and palanquita kinds: every add, edit and delete is in the audit log; a gone row is refused clearly", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  const itemId = await client.mutation(api.inventory.create, { input: item });
  await client.mutation(api.inventory.update, { id: itemId, input: { ...item, quantity_on_hand: 5 } });
  await client.mutation(api.inventory.remove, { id: itemId });
  const kindId = await client.mutation(api.palanquitaStock.create, { input: { ...kind, made: 3 } });
  await client.mutation(api.palanquitaStock.update, { id: kindId, input: { ...kind, needed_per_retreatant: 2 } });
  await client.mutation(api.palanquitaStock.remove, { id: kindId });

  const log = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
  const entries = log.filter((e) => e.table === "inventoryItems" || e.table === "palanquitaStock").map((e) => [e.table, e.action, e.changes.map((c) => c.field)]);
  expect(entries).toEqual([
    ["inventoryItems", "create", []],
    ["inventoryItems", "update", ["quantity_on_hand"]],
    ["inventoryItems", "delete", []],
    ["palanquitaStock", "create", []],
    ["palanquitaStock", "update", ["needed_per_retreatant"]],
    ["palanquitaStock", "delete", []],
  ]);

  expect(await refusalOf(client.mutation(api.inventory.update, { id: itemId, input: item }))).toEqual({ code: "NOT_FOUND", message: "This item no longer exists." });
  expect(await refusalOf(client.mutation(api.inventory.remove, { id: itemId }))).toEqual({ code: "NOT_FOUND", message: "This item no longer exists." });
  expect(await refusalOf(client.mutation(api.palanquitaStock.adjust, { id: kindId, delta: 1 }))).toEqual({ code: "NOT_FOUND", message: "This palanquita no longer exists." });
  expect(await refusalOf(client.mutation(api.palanquitaStock.remove, { id: kindId }))).toEqual({ code: "NOT_FOUND", message: "This palanquita no longer exists." });
});

test("a full list refuses one more row, after checking the row itself", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  await t.run(async (ctx) => {
    for (let i = 0; i < MAX_KINDS; i++) await ctx.db.insert("palanquitaStock", { name: `Kind ${i}`, made: 0, needed_per_retreatant: 1, created_at: 0 });
  });
  expect(await refusalOf(client.mutation(api.palanquitaStock.create, { input: { ...kind, made: 3 } }))).toEqual({ code: "INVALID", message: `Palanquita stock holds at most ${MAX_KINDS} kinds.` });
  expect(await refusalOf(client.mutation(api.palanquitaStock.create, { input: { ...kind, made: 3, name: " " } }))).toEqual({ code: "INVALID", message: "Enter a name." });
});
