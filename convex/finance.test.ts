import { describe, expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import { keptAttendeeTotals, recountAttendeeTotals } from "./model/attendeeTotals";
import { IMAGE_MISMATCH_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "./shared/imageRules";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);

const expense = (amount_cents: number, extra: Record<string, unknown> = {}) => ({
  kind: "expense" as const,
  date: "2026-03-06",
  category: "Food",
  amount_cents,
  refund: false,
  ...extra,
});

async function setSettings(t: TestConvex, values: Record<string, string>) {
  await t.run(async (ctx) => {
    for (const [setting_key, setting_value] of Object.entries(values)) {
      await ctx.db.insert("siteSettings", { setting_key, setting_value, updated_at: 0 });
    }
  });
}

async function storedFiles(t: TestConvex): Promise<number> {
  return await t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).length);
}

/** The kept totals must always equal a recount from the men themselves. */
async function expectTotalsKept(t: TestConvex) {
  await t.run(async (ctx) => {
    const kept = await keptAttendeeTotals(ctx);
    const recount = await recountAttendeeTotals(ctx);
    expect(kept).toEqual(recount);
  });
}

describe("permissions", () => {
  test("refused signed out and without manageFinance; an admin is let in", async () => {
    const t = setupTest();
    expect(await refusalOf(t.query(api.finance.summary, {}))).toMatchObject({ code: "UNAUTHENTICATED" });
    for (const role of ["basic", "checkin_admin", "palancas_admin", "adoration_admin", "server"] as const) {
      const { client } = await asRole(t, role);
      expect(await refusalOf(client.query(api.finance.summary, {}))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusalOf(client.action(api.finance.saveEntry, { input: expense(100) }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusalOf(client.mutation(api.finance.generateReceiptUploadUrl, {}))).toMatchObject({ code: "FORBIDDEN" });
    }
    const { client } = await asRole(t, "admin");
    expect((await client.query(api.finance.summary, {})).balanceCents).toBe(0);
  });
});

describe("income, expenses, house cost and balance", () => {
  test("sums attendee money in cents, counts refunds as negative entries, and balances", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    await setSettings(t, { house_cost_per_person_sleeping: "100", house_cost_per_person_meals_only: "25.50" });
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is exactly 30.
    await client.mutation(api.attendees.create, {
      input: { first_name: "Ana", last_name: "Uno", email: "ana@example.org", amount_paid: 0.1, cost_of_retreat: 300, donations: 10.05 },
    });
    await client.mutation(api.attendees.create, {
      input: { first_name: "Beto", last_name: "Dos", email: "beto@example.org", amount_paid: 0.2, admin_fees: 5, palancas_amount: 2.5 },
    });
    await client.mutation(api.attendees.create, {
      input: { first_name: "Ciro", last_name: "Tres", email: "ciro@example.org", attendee_type: "server", sleeps_at_home: true, amount_paid: 150, cost_of_retreat: 150 },
    });
    await client.action(api.finance.saveEntry, { input: expense(41237, { paid_by: "Carlos" }) });
    await client.action(api.finance.saveEntry, { input: expense(1200, { refund: true, category: "Supplies" }) });
    await client.action(api.finance.saveEntry, { input: { ...expense(50000), kind: "income", category: "Parish" } });
    await client.action(api.finance.saveEntry, { input: { ...expense(2000), kind: "income", category: "Refund to Ana", refund: true } });

    const summary = await client.query(api.finance.summary, {});
    expect(summary.fromAttendees).toEqual({ paid: 15030, donations: 1005, adminFees: 500, palancas: 250 });
    expect(summary.attendeeIncomeCents).toBe(16785);
    expect(summary.ledger).toMatchObject({ incomeCents: 48000, incomeRefundCents: -2000, expenseCents: 40037, expenseRefundCents: -1200 });
    expect(summary.incomeCents).toBe(16785 + 48000);
    expect(summary.houseCost).toMatchObject({ enabled: true, sleeping: 2, atHome: 1, cents: 2 * 10000 + 2550 });
    expect(summary.balanceCents).toBe(16785 + 48000 - 40037 - 22550);
    expect(summary.owed).toEqual({ cents: 30000 - 10, men: 1 });
    await expectTotalsKept(t);

    await setSettings(t, { house_cost_enabled: "false" });
    const off = await client.query(api.finance.summary, {});
    expect(off.houseCost.cents).toBe(0);
    expect(off.balanceCents).toBe(16785 + 48000 - 40037);
  });

  test("bad amounts and fields are refused with clear messages and nothing is written", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const cases: Array<[Record<string, unknown>, string]> = [
      [expense(0), "Amount must be more than 0."],
      [expense(-500), "Amount cannot be negative."],
      [expense(12.5), "Amount must be a whole number of cents."],
      [expense(Number.NaN), "Amount must be a whole number of cents."],
      [expense(100, { date: "2026-02-30" }), "Enter the date as YYYY-MM-DD."],
      [expense(100, { category: "  " }), "Enter a category."],
    ];
    for (const [input, message] of cases) {
      const refusal = await refusalOf(client.action(api.finance.saveEntry, { input: input as ReturnType<typeof expense> }));
      expect(refusal).toMatchObject({ code: "INVALID", message });
    }
    // A text too long names its field and the limit, for the screens to say in Spanish.
    expect(await refusalOf(client.action(api.finance.saveEntry, { input: expense(100, { paid_by: "x".repeat(101) }) }))).toEqual({
      code: "INVALID",
      message: "Paid by can be at most 100 characters.",
      reason: "common.text.tooLong",
      params: { field: "paidBy", label: "Paid by", max: "100" },
    });
    expect(await t.run(async (ctx) => await ctx.db.query("financeEntries").collect())).toEqual([]);
  });

  test("entries are edited and deleted; the ledger pages list them newest first", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const early = await client.action(api.finance.saveEntry, { input: expense(100, { date: "2026-03-01" }) });
    await client.action(api.finance.saveEntry, { input: expense(200, { date: "2026-03-05" }) });
    await client.action(api.finance.saveEntry, { id: early, input: expense(150, { date: "2026-03-01", description: "Bread" }) });
    const page = await client.query(api.finance.entriesPage, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page.page.map((e) => [e.date, e.amount_cents, e.description])).toEqual([
      ["2026-03-05", 200, ""],
      ["2026-03-01", 150, "Bread"],
    ]);
    await client.mutation(api.finance.removeEntry, { id: early });
    expect((await client.query(api.finance.summary, {})).expenseCents).toBe(200);
    expect(await refusalOf(client.mutation(api.finance.removeEntry, { id: early }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("receipts", () => {
  test("an image receipt is kept with the expense; anything else is refused and deleted", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const png = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG], { type: "image/png" })));
    const id = await client.action(api.finance.saveEntry, { input: expense(999), receipt: png });
    const [row] = (await client.query(api.finance.entriesPage, { paginationOpts: { numItems: 5, cursor: null } })).page;
    expect(row._id).toBe(id);
    expect(row.receipt_url).toEqual(expect.any(String));

    const text = await t.run(async (ctx) => await ctx.storage.store(new Blob(["<svg onload=alert(1)>"], { type: "image/svg+xml" })));
    expect(await refusalOf(client.action(api.finance.saveEntry, { input: expense(5), receipt: text }))).toEqual({
      code: "INVALID",
      message: IMAGE_TYPE_MESSAGE,
    });
    expect(await storedFiles(t)).toBe(1);

    // The same rule as logos (shared/imageRules.ts): no GIF, the bytes must be the type declared, at most 5 MB.
    const refusals: Array<[Blob, string]> = [
      [new Blob(["GIF89a\x01\x00\x01\x00"], { type: "image/gif" }), IMAGE_TYPE_MESSAGE],
      [new Blob([PNG], { type: "image/jpeg" }), IMAGE_MISMATCH_MESSAGE],
      [new Blob([PNG, new Uint8Array(MAX_IMAGE_BYTES)], { type: "image/png" }), IMAGE_SIZE_MESSAGE],
    ];
    for (const [blob, message] of refusals) {
      const file = await t.run(async (ctx) => await ctx.storage.store(blob));
      expect(await refusalOf(client.action(api.finance.saveEntry, { input: expense(5), receipt: file }))).toEqual({ code: "INVALID", message });
      expect(await storedFiles(t)).toBe(1);
    }

    // A refused entry leaves no uploaded file behind.
    const orphan = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG], { type: "image/png" })));
    await refusalOf(client.action(api.finance.saveEntry, { input: expense(0), receipt: orphan }));
    expect(await storedFiles(t)).toBe(1);

    // Replacing the receipt deletes the old file; removing it, and deleting the entry, too.
    const next = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG], { type: "image/png" })));
    await client.action(api.finance.saveEntry, { id, input: expense(999), receipt: next });
    expect(await storedFiles(t)).toBe(1);
    await client.action(api.finance.saveEntry, { id, input: expense(999), receipt: "remove" });
    expect(await storedFiles(t)).toBe(0);
    const income = { ...expense(5), kind: "income" as const };
    const again = await t.run(async (ctx) => await ctx.storage.store(new Blob([PNG], { type: "image/png" })));
    expect(await refusalOf(client.action(api.finance.saveEntry, { input: income, receipt: again }))).toMatchObject({
      message: "Only expenses carry a receipt.",
    });
    expect(await storedFiles(t)).toBe(0);
  });
});

describe("scholarships", () => {
  test("a reduced cost changes what a man owes, is recorded with who granted it, and can be revoked", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const ana = await client.mutation(api.attendees.create, {
      input: { first_name: "Ana", last_name: "Uno", email: "ana@example.org", amount_paid: 50, cost_of_retreat: 300 },
    });
    expect((await client.query(api.finance.summary, {})).owed).toEqual({ cents: 25000, men: 1 });

    await client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: 10000, granted_by: "Fr. Miguel", reason: "Laid off" });
    let summary = await client.query(api.finance.summary, {});
    expect(summary.owed).toEqual({ cents: 5000, men: 1 });
    expect(summary.scholarships).toEqual({ cents: 20000, men: 1 });
    expect(summary.expectedCostCents).toBe(10000);
    const [listed] = await client.query(api.finance.scholarships, {});
    expect(listed).toMatchObject({ first_name: "Ana", reduced_cost_cents: 10000, granted_by: "Fr. Miguel", cost_cents: 30000 });
    const owing = await client.query(api.finance.owingPage, { paginationOpts: { numItems: 10, cursor: null } });
    expect(owing.page).toEqual([expect.objectContaining({ _id: ana, due_cents: 10000, owed_cents: 5000, has_scholarship: true })]);

    // A scholarship at or below what he paid: he owes nothing.
    await client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: 5000, granted_by: "Fr. Miguel" });
    summary = await client.query(api.finance.summary, {});
    expect(summary.owed).toEqual({ cents: 0, men: 0 });
    expect((await client.query(api.finance.owingPage, { paginationOpts: { numItems: 10, cursor: null } })).page).toEqual([]);
    await expectTotalsKept(t);

    expect(await refusalOf(client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: 30000, granted_by: "X" }))).toEqual({
      code: "INVALID",
      message: "The reduced cost must be less than his cost of the retreat ($300.00).",
      reason: "scholarshipCost",
      params: { cost: "$300.00" },
    });
    expect(await refusalOf(client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: -1, granted_by: "X" }))).toMatchObject({
      message: "Reduced cost cannot be negative.",
    });
    expect(await refusalOf(client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: 100, granted_by: " " }))).toMatchObject({
      message: "Enter who granted the scholarship.",
    });

    await client.mutation(api.finance.revoke, { attendeeId: ana });
    expect((await client.query(api.finance.summary, {})).owed).toEqual({ cents: 25000, men: 1 });
    expect((await client.query(api.finance.summary, {})).scholarships).toEqual({ cents: 0, men: 0 });

    // Deleting the man deletes his scholarship with him, and the totals follow.
    await client.mutation(api.finance.grant, { attendeeId: ana, reduced_cost_cents: 100, granted_by: "Fr. Miguel" });
    await client.mutation(api.attendees.remove, { id: ana });
    expect(await t.run(async (ctx) => await ctx.db.query("scholarships").collect())).toEqual([]);
    expect((await client.query(api.finance.summary, {})).scholarships).toEqual({ cents: 0, men: 0 });
    await expectTotalsKept(t);
  });

  test("men on file before the totals existed are counted by the first write", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    await insertAttendee(t, { amount_paid: 12.34, cost_of_retreat: 20 });
    const summary = await client.query(api.finance.summary, {});
    expect(summary.fromAttendees.paid).toBe(1234);
    await client.mutation(api.attendees.create, { input: { first_name: "Dan", last_name: "Cuatro", email: "dan@example.org", amount_paid: 1 } });
    expect((await client.query(api.finance.summary, {})).fromAttendees.paid).toBe(1334);
    await expectTotalsKept(t);
  });
});
