import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const kind = (overrides: Record<string, unknown> = {}) => ({ name: "Prayer cards", needed_per_retreatant: 3, maker: "Guild", ...overrides });

test("twenty taps from staff at once all count, and the count never goes below 0", async () => {
  const t = setupTest();
  const first = (await asRole(t, "admin")).client;
  const second = (await asRole(t, "admin")).client;
  const id = await first.mutation(api.palanquitaStock.create, { input: { ...kind(), made: 5 } });
  await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).mutation(api.palanquitaStock.adjust, { id, delta: 1 })),
  );
  let [row] = (await first.query(api.palanquitaStock.list, {})).kinds;
  expect(row.made).toBe(25);
  await Promise.all(Array.from({ length: 30 }, () => second.mutation(api.palanquitaStock.adjust, { id, delta: -1 })));
  [row] = (await first.query(api.palanquitaStock.list, {})).kinds;
  expect(row.made).toBe(0);
  for (const delta of [0, 0.5, 100_001]) {
    expect(await refusalOf(first.mutation(api.palanquitaStock.adjust, { id, delta }))).toMatchObject({ code: "INVALID" });
  }
  // The limit goes with the refusal, for the screens to say it in Spanish.
  expect(await refusalOf(first.mutation(api.palanquitaStock.adjust, { id, delta: 100_001 }))).toEqual({
    code: "INVALID",
    message: "The change must be a whole number from -100000 to 100000, not 0.",
    reason: "palanquitaDelta",
    params: { max: "100000" },
  });
});

test("needed = per retreatant × retreatants, the gap = needed − made; an edit keeps the made count", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "admin");
  for (let i = 0; i < 3; i++) await insertAttendee(t);
  await insertAttendee(t, { attendee_type: "server" });
  const id = await client.mutation(api.palanquitaStock.create, { input: { ...kind(), made: 4 } });
  await client.mutation(api.palanquitaStock.create, { input: { ...kind({ name: "Bookmarks", needed_per_retreatant: 0.5 }), made: 10 } });
  let list = await client.query(api.palanquitaStock.list, {});
  expect(list.counts).toMatchObject({ retreatants: 3, servers: 1 });
  expect(list.kinds.map((k) => [k.name, k.needed, k.made, k.gap])).toEqual([
    ["Bookmarks", 2, 10, 0], // 0.5 × 3 = 1.5, so 2 are needed
    ["Prayer cards", 9, 4, 5],
  ]);
  await client.mutation(api.palanquitaStock.adjust, { id, delta: 1 });
  await client.mutation(api.palanquitaStock.update, { id, input: kind({ needed_per_retreatant: 2, maker: "Youth group" }) });
  list = await client.query(api.palanquitaStock.list, {});
  expect(list.kinds[1]).toMatchObject({ made: 5, needed: 6, gap: 1, maker: "Youth group" });
  expect(await refusalOf(client.mutation(api.palanquitaStock.create, { input: { ...kind(), made: 1.5 } }))).toEqual({
    code: "INVALID",
    message: "Made must be a whole number.",
    reason: "common.quantity.whole",
    params: { field: "made", label: "Made" },
  });
  await client.mutation(api.palanquitaStock.remove, { id });
  expect((await client.query(api.palanquitaStock.list, {})).kinds).toHaveLength(1);
});

test("palanquita stock is admin level (manageInventory)", async () => {
  const t = setupTest();
  const admin = (await asRole(t, "admin")).client;
  const id = await admin.mutation(api.palanquitaStock.create, { input: { ...kind(), made: 0 } });
  expect(await refusalOf(t.mutation(api.palanquitaStock.adjust, { id, delta: 1 }))).toMatchObject({ code: "UNAUTHENTICATED" });
  for (const role of ["basic", "checkin_admin", "palancas_admin", "adoration_admin", "server"] as const) {
    const other = (await asRole(t, role)).client;
    expect(await refusalOf(other.query(api.palanquitaStock.list, {}))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalOf(other.mutation(api.palanquitaStock.adjust, { id, delta: 1 }))).toMatchObject({ code: "FORBIDDEN" });
  }
  expect((await admin.query(api.palanquitaStock.list, {})).kinds[0].made).toBe(0);
});
