/** Each upload is a batch in the history; undoing it removes the men it created and restores what it changed. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, attendeeRow, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const row = (n: number, email: string, extra: Record<string, string> = {}) => ({
  row: n,
  values: { first_name: `First${n}`, last_name: `Last${n}`, email, ...extra },
});

async function undoAll(client: Pick<TestConvex, "mutation">, batchId: Id<"importBatches">) {
  const total = { removed: 0, restored: 0, kept: [] as { name: string; reason: string }[] };
  let cursor: string | null = null;
  for (;;) {
    const page: { removed: number; restored: number; kept: { name: string; reason: string }[]; isDone: boolean; continueCursor: string } =
      await client.mutation(api.csvImport.undoImport, { batchId, cursor });
    total.removed += page.removed;
    total.restored += page.restored;
    total.kept.push(...page.kept);
    if (page.isDone) return total;
    cursor = page.continueCursor;
  }
}

describe("undo an import", () => {
  test("men it created go unless something else was done with them; fields it changed come back", async () => {
    const t = setupTest();
    const paulId = await t.run(async (ctx) =>
      ctx.db.insert("attendees", attendeeRow({ email: "paul@example.org", first_name: "Paul", last_name: "Jones", phone_number: "5551234567" })),
    );
    const { client } = await asRole(t, "admin");
    const batchId = await client.mutation(api.csvImport.startImport, { fileName: "inscripciones.xlsx", attendeeType: "attendee" });
    const rows = [
      row(2, "new1@example.org", { parish: "San José" }),
      row(3, "new2@example.org"),
      { row: 4, values: { first_name: "Paul", last_name: "Jones", email: "paul@example.org", phone_number: "5559876543", city: "Austin" } },
    ];
    expect(await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows, batchId })).toMatchObject({ created: 2, updated: 1 });
    const [listed] = await client.query(api.csvImport.recentImports, {});
    expect(listed).toMatchObject({ _id: batchId, file_name: "inscripciones.xlsx", created: 2, updated: 1, undone_at: null });

    // Staff edit one of the new men by hand after the import: he stays.
    const men = await t.run(async (ctx) => await ctx.db.query("attendees").collect());
    const edited = men.find((man) => man.email === "new2@example.org")!;
    await client.mutation(api.attendees.update, {
      id: edited._id,
      input: { first_name: "First3", last_name: "Last3", email: "new2@example.org", phone_number: "5125550100" },
    });

    const result = await undoAll(client, batchId);
    expect(result).toEqual({ removed: 1, restored: 1, kept: [{ name: "First3 Last3 (new2@example.org)", reason: "edited after the import" }] });
    const after = await t.run(async (ctx) => await ctx.db.query("attendees").collect());
    expect(after.map((man) => man.email).sort()).toEqual(["new2@example.org", "paul@example.org"]);
    const paul = after.find((man) => man._id === paulId)!;
    expect(paul.phone_number).toBe("5551234567");
    expect(paul.city).toBeUndefined();
    expect((await client.query(api.csvImport.recentImports, {}))[0].undone_at).not.toBeNull();
    expect((await refusalOf(client.mutation(api.csvImport.undoImport, { batchId, cursor: null }))).message).toBe("This import was already undone.");
    // An undone batch takes no more chunks.
    expect((await refusalOf(client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: [row(5, "late@example.org")], batchId }))).message).toMatch(
      /can no longer be saved/,
    );
  });

  test("a field changed again since the import is kept, and says so", async () => {
    const t = setupTest();
    await t.run(async (ctx) => ctx.db.insert("attendees", attendeeRow({ email: "paul@example.org", first_name: "Paul", last_name: "Jones", parish: "Old" })));
    const { client } = await asRole(t, "admin");
    const batchId = await client.mutation(api.csvImport.startImport, { fileName: "a.csv", attendeeType: "attendee" });
    const update = { row: 2, values: { first_name: "Paul", last_name: "Jones", email: "paul@example.org", parish: "New" } };
    await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: [update], batchId });
    const later = { row: 2, values: { first_name: "Paul", last_name: "Jones", email: "paul@example.org", parish: "Newer" } };
    await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: [later] });
    const result = await undoAll(client, batchId);
    expect(result).toEqual({ removed: 0, restored: 0, kept: [{ name: "Paul Jones (paul@example.org)", reason: "changed since the import: parish" }] });
  });

  test("roles without manageAttendees cannot start, list or undo imports", async () => {
    const t = setupTest();
    const admin = await asRole(t, "admin");
    const batchId = await admin.client.mutation(api.csvImport.startImport, { fileName: "a.csv", attendeeType: "attendee" });
    const { client } = await asRole(t, "basic");
    expect((await refusalOf(client.mutation(api.csvImport.startImport, { fileName: "a.csv", attendeeType: "attendee" }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.query(api.csvImport.recentImports, {}))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.mutation(api.csvImport.undoImport, { batchId, cursor: null }))).code).toBe("FORBIDDEN");
  });
});

describe("export everything", () => {
  test("pages through every man with every importable field; other roles are refused", async () => {
    const t = setupTest();
    await t.run(async (ctx) => {
      for (let i = 0; i < 5; i++) {
        await ctx.db.insert("attendees", attendeeRow({ email: `m${i}@example.org`, first_name: `M${i}`, parish: "San José", snore: i % 2 === 0 }));
      }
    });
    const { client } = await asRole(t, "admin");
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: { men: Record<string, unknown>[]; isDone: boolean; continueCursor: string } = await client.query(api.csvImport.exportEverything, {
        cursor,
        numItems: 2,
      });
      expect(page.men.length).toBeLessThanOrEqual(2);
      seen.push(...page.men);
      if (page.isDone) break;
      cursor = page.continueCursor;
    }
    expect(seen.map((man) => man.email)).toEqual(["m0@example.org", "m1@example.org", "m2@example.org", "m3@example.org", "m4@example.org"]);
    expect(seen[0]).toMatchObject({ attendee_type: "attendee", first_name: "M0", parish: "San José", snore: true, has_paid: false });
    expect(Object.keys(seen[0])).not.toContain("_id");
    const basic = await asRole(t, "basic");
    expect((await refusalOf(basic.client.query(api.csvImport.exportEverything, { cursor: null, numItems: 10 }))).code).toBe("FORBIDDEN");
  });
});
