import { expect, test } from "vitest";
import { api } from "./_generated/api";
import { itemNeed } from "./model/inventory";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const item = (overrides: Record<string, unknown> = {}) => ({
  name: "Rosaries",
  unit: "each",
  quantity_on_hand: 10,
  needed_per_retreatant: 1,
  needed_per_server: 0,
  fixed_extra: 0,
  ...overrides,
});

let n = 0;

async function addMen(client: Awaited<ReturnType<typeof asRole>>["client"], retreatants: number, servers: number) {
  for (const [type, count] of [["attendee", retreatants], ["server", servers]] as const) {
    for (let i = 0; i < count; i++) {
      n++;
      await client.mutation(api.attendees.create, {
        input: { first_name: `Man${n}`, last_name: type, email: `${type}${n}@example.org`, attendee_type: type },
      });
    }
  }
}

test("need and to-buy: per retreatant × retreatants + per server × servers + fixed extra − on hand, never below 0", () => {
  const counts = { retreatants: 40, servers: 12 };
  expect(itemNeed(item({ needed_per_server: 2, fixed_extra: 5 }), counts)).toEqual({ need: 69, to_buy: 59 });
  expect(itemNeed(item({ quantity_on_hand: 100 }), counts)).toEqual({ need: 40, to_buy: 0 });
  // Decimals are computed in hundredths: 0.1 × 3 is 0.3, not 0.30000000000000004.
  expect(itemNeed(item({ needed_per_retreatant: 0.1, quantity_on_hand: 0 }), { retreatants: 3, servers: 0 })).toEqual({ need: 0.3, to_buy: 0.3 });
  expect(itemNeed(item({ quantity_on_hand: 0.5, needed_per_retreatant: 0.25 }), { retreatants: 3, servers: 0 })).toEqual({ need: 0.75, to_buy: 0.25 });
});

test("the list follows the live counts, or the Settings estimates when the switch says so", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  await t.run(async (ctx) => {
    await ctx.db.insert("siteSettings", { setting_key: "estimated_retreatants", setting_value: "48", updated_at: 0 });
    await ctx.db.insert("siteSettings", { setting_key: "estimated_servers", setting_value: "20", updated_at: 0 });
  });
  await client.mutation(api.inventory.create, { input: item({ needed_per_server: 1, fixed_extra: 2 }) });
  await addMen(client, 3, 2);
  let list = await client.query(api.inventory.list, {});
  expect(list.counts).toEqual({ source: "live", retreatants: 3, servers: 2 });
  expect(list.items[0]).toMatchObject({ need: 7, to_buy: 0 });

  await addMen(client, 6, 0);
  list = await client.query(api.inventory.list, {});
  expect(list.counts.retreatants).toBe(9);
  expect(list.items[0]).toMatchObject({ need: 13, to_buy: 3 });

  await client.mutation(api.inventory.setPlanningBasis, { source: "estimates" });
  list = await client.query(api.inventory.list, {});
  expect(list.counts).toEqual({ source: "estimates", retreatants: 48, servers: 20 });
  expect(list.items[0]).toMatchObject({ need: 70, to_buy: 60 });
  // Palanquita stock plans with the same switch.
  expect((await client.query(api.palanquitaStock.list, {})).counts.source).toBe("estimates");
});

test("items are validated, edited and deleted; only manageInventory may", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  // A refusal naming a field carries it (and why) so the screens can say it in Spanish; the message stays the English one.
  const refusals: Array<[Record<string, unknown>, string, Record<string, unknown>]> = [
    [item({ name: " " }), "Enter a name.", {}],
    [item({ quantity_on_hand: -1 }), "On hand cannot be negative.", { reason: "common.quantity.negative", params: { field: "onHand", label: "On hand" } }],
    [
      item({ needed_per_retreatant: 0.125 }),
      "Needed per retreatant can have at most two decimals.",
      { reason: "common.quantity.decimals", params: { field: "neededPerRetreatant", label: "Needed per retreatant" } },
    ],
    [item({ fixed_extra: Number.NaN }), "Fixed extra must be a number.", { reason: "common.quantity.notANumber", params: { field: "fixedExtra", label: "Fixed extra" } }],
    [item({ notes: "x".repeat(501) }), "Notes can be at most 500 characters.", { reason: "common.text.tooLong", params: { field: "notes", label: "Notes", max: "500" } }],
  ];
  for (const [input, message, details] of refusals) {
    expect(await refusalOf(client.mutation(api.inventory.create, { input: input as ReturnType<typeof item> }))).toEqual({ code: "INVALID", message, ...details });
  }
  const id = await client.mutation(api.inventory.create, { input: item({ notes: "  blessed  " }) });
  await client.mutation(api.inventory.update, { id, input: item({ name: "Rosaries (wood)", quantity_on_hand: 45 }) });
  const [row] = (await client.query(api.inventory.list, {})).items;
  expect(row).toMatchObject({ name: "Rosaries (wood)", quantity_on_hand: 45, notes: "" });
  await client.mutation(api.inventory.remove, { id });
  expect((await client.query(api.inventory.list, {})).items).toEqual([]);

  expect(await refusalOf(t.query(api.inventory.list, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
  for (const role of ["basic", "checkin_admin", "palancas_admin", "adoration_admin", "server"] as const) {
    const other = (await asRole(t, role)).client;
    expect(await refusalOf(other.query(api.inventory.list, {}))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalOf(other.mutation(api.inventory.create, { input: item() }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalOf(other.mutation(api.inventory.setPlanningBasis, { source: "live" }))).toMatchObject({ code: "FORBIDDEN" });
  }
});
