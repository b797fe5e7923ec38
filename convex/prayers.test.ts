import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const prayer = { title: "Morning Offering", body: "<p>O Jesus</p>", kind: "prayer" as const };

test("every prayers function refuses the signed-out and roles without managePrayers", async () => {
  const t = setupTest();
  const prayerId = await t.run(async (ctx) => await ctx.db.insert("prayers", { ...prayer, sort_order: 0, created_at: 0 }));
  const calls = (client: Pick<TestConvex, "query" | "mutation">) => [
    client.query(api.prayers.list, {}),
    client.mutation(api.prayers.create, prayer),
    client.mutation(api.prayers.update, { prayerId, ...prayer, title: "Changed" }),
    client.mutation(api.prayers.remove, { prayerId }),
    client.mutation(api.prayers.move, { prayerId, direction: "down" }),
    client.mutation(api.prayers.reorder, { prayerIds: [prayerId] }),
  ];
  for (const call of calls(t)) expect((await refusalOf(call)).code).toBe("UNAUTHENTICATED");
  for (const role of ["checkin_admin", "palancas_admin", "basic", "server"] as const) {
    const { client } = await asRole(t, role);
    for (const call of calls(client)) expect((await refusalOf(call)).message).toMatch(/managePrayers is required/);
  }
  const stored = await t.run(async (ctx) => await ctx.db.query("prayers").collect());
  expect(stored.map((p) => p.title)).toEqual(["Morning Offering"]);
});

describe.each(["admin", "adoration_admin"] as const)("a %s", (role) => {
  test("adds prayers and intentions in order, with the text sanitised", async () => {
    const t = setupTest();
    const { client } = await asRole(t, role);
    await client.mutation(api.prayers.create, { ...prayer, body: '<p onclick="x()">O <b>Jesus</b></p><script>alert(1)</script><img src=x onerror=y>' });
    await client.mutation(api.prayers.create, { title: " For the families ", body: "That they be blessed", kind: "intention" });
    const list = await client.query(api.prayers.list, {});
    expect(list.map((p) => [p.title, p.body, p.kind, p.sort_order])).toEqual([
      ["Morning Offering", "<p>O <b>Jesus</b></p>", "prayer", 0],
      ["For the families", "That they be blessed", "intention", 1],
    ]);
  });
});

describe("order and edits", () => {
  async function three() {
    const t = setupTest();
    const { client } = await asRole(t, "adoration_admin");
    const ids: Id<"prayers">[] = [];
    for (const title of ["A", "B", "C"]) ids.push(await client.mutation(api.prayers.create, { ...prayer, title }));
    const titles = async () => (await client.query(api.prayers.list, {})).map((p) => p.title).join("");
    return { t, client, ids, titles };
  }

  test("up and down swap with the neighbour; the ends stay put", async () => {
    const { client, ids, titles } = await three();
    await client.mutation(api.prayers.move, { prayerId: ids[2], direction: "up" });
    expect(await titles()).toBe("ACB");
    await client.mutation(api.prayers.move, { prayerId: ids[0], direction: "up" });
    await client.mutation(api.prayers.move, { prayerId: ids[1], direction: "down" });
    expect(await titles()).toBe("ACB");
    await client.mutation(api.prayers.move, { prayerId: ids[0], direction: "down" });
    expect(await titles()).toBe("CAB");
  });

  test("a drag sets the whole order; a stale list is refused", async () => {
    const { client, ids, titles } = await three();
    await client.mutation(api.prayers.reorder, { prayerIds: [ids[1], ids[2], ids[0]] });
    expect(await titles()).toBe("BCA");
    const refusal = await refusalOf(client.mutation(api.prayers.reorder, { prayerIds: [ids[1], ids[0]] }));
    expect(refusal).toEqual({ code: "STALE", message: "The list of prayers changed meanwhile. Please try again." });
    expect(await titles()).toBe("BCA");
  });

  test("edit and delete; blank titles and texts are refused", async () => {
    const { client, ids, titles } = await three();
    await client.mutation(api.prayers.update, { prayerId: ids[0], title: "Z", body: "<p>new</p>", kind: "intention" });
    expect(await titles()).toBe("ZBC");
    expect((await refusalOf(client.mutation(api.prayers.update, { prayerId: ids[0], ...prayer, title: " " }))).message).toBe("A title is required.");
    expect((await refusalOf(client.mutation(api.prayers.create, { ...prayer, body: "<p> <script>x</script></p>" }))).message).toBe(
      "The text is required.",
    );
    await client.mutation(api.prayers.remove, { prayerId: ids[1] });
    expect(await titles()).toBe("ZC");
  });
});
