import { expect, test } from "vitest";
import { insertAttendee, insertRoom, insertTable } from "../tests/fixtures/roomData";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

const firstPage = { paginationOpts: { numItems: 50, cursor: null } };

async function auditOf(t: TestConvex, id: Id<"attendees">) {
  return await t.run(async (ctx) =>
    await ctx.db.query("auditLog").withIndex("by_doc", (q) => q.eq("table", "attendees").eq("doc_id", id)).collect(),
  );
}

test("check-in needs the checkIn permission: refused signed out and for other staff roles", async () => {
  const t = setupTest();
  const man = await insertAttendee(t);
  expect((await refusalOf(t.mutation(api.checkIn.checkIn, { id: man }))).code).toBe("UNAUTHENTICATED");
  for (const role of ["palancas_admin", "basic", "adoration_admin", "server"] as const) {
    const { client } = await asRole(t, role);
    expect((await refusalOf(client.mutation(api.checkIn.checkIn, { id: man }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.query(api.checkIn.list, firstPage))).code).toBe("FORBIDDEN");
    expect((await refusalOf(client.query(api.checkIn.counts, {}))).code).toBe("FORBIDDEN");
  }
  expect(await t.run(async (ctx) => (await ctx.db.get("attendees", man))!.has_checked_in)).toBe(false);
});

test("a checkin_admin checks a man in: recorded with who and when, listed with room and table, undone", async () => {
  const t = setupTest();
  const room = await insertRoom(t, { name: "Room 101" });
  const table = await insertTable(t, "St. Peter");
  const man = await insertAttendee(t, { first_name: "José", last_name: "Núñez", room_id: room, table_id: table, snore: true });
  const { client, email } = await asRole(t, "checkin_admin");

  const outcome = await client.mutation(api.checkIn.checkIn, { id: man });
  expect(outcome).toMatchObject({ changed: true, checked_in_by: email });
  const { page } = await client.query(api.checkIn.list, firstPage);
  expect(page).toHaveLength(1);
  expect(page[0]).toMatchObject({
    first_name: "José",
    has_checked_in: true,
    checked_in_by: email,
    room_name: "Room 101",
    table_name: "St. Peter",
    snore: true,
    sleeps_at_home: false,
  });
  expect(page[0].checked_in_at).toBe(outcome.checked_in_at);
  expect(Object.keys(page[0])).not.toContain("allergies");
  const audit = await auditOf(t, man);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ summary: "Checked in", user_email: email });

  expect(await client.mutation(api.checkIn.undo, { id: man })).toEqual({ changed: true });
  const undone = await t.run(async (ctx) => (await ctx.db.get("attendees", man))!);
  expect(undone.has_checked_in).toBe(false);
  expect(undone.checked_in_at).toBeUndefined();
  expect(undone.checked_in_by).toBeUndefined();
  expect((await auditOf(t, man)).map((e) => e.summary)).toEqual(["Checked in", "Check-in undone"]);
});

test("two staff checking in the same man at once: checked in once, one audit entry; undo likewise", async () => {
  const t = setupTest();
  const man = await insertAttendee(t);
  const ana = await asRole(t, "checkin_admin");
  const ben = await asRole(t, "admin");
  const [first, second] = await Promise.all([
    ana.client.mutation(api.checkIn.checkIn, { id: man }),
    ben.client.mutation(api.checkIn.checkIn, { id: man }),
  ]);
  expect([first.changed, second.changed].sort()).toEqual([false, true]);
  expect(first.checked_in_at).toBe(second.checked_in_at);
  expect(first.checked_in_by).toBe(second.checked_in_by);
  expect(await auditOf(t, man)).toHaveLength(1);
  expect((await ana.client.query(api.checkIn.counts, {})).retreatants).toEqual({ expected: 1, arrived: 1 });

  const undos = await Promise.all([
    ana.client.mutation(api.checkIn.undo, { id: man }),
    ben.client.mutation(api.checkIn.undo, { id: man }),
  ]);
  expect(undos.map((u) => u.changed).sort()).toEqual([false, true]);
  expect(await auditOf(t, man)).toHaveLength(2);
  expect((await ana.client.query(api.checkIn.counts, {})).retreatants).toEqual({ expected: 1, arrived: 0 });
});

test("checking in, undoing or paying for a deleted man answers with a clear message", async () => {
  const t = setupTest();
  const man = await insertAttendee(t);
  const { client } = await asRole(t, "checkin_admin");
  await t.run(async (ctx) => await ctx.db.delete("attendees", man));
  const message = "This man is no longer on the list (he was deleted). Search again.";
  expect(await refusalOf(client.mutation(api.checkIn.checkIn, { id: man }))).toEqual({ code: "NOT_FOUND", message });
  expect(await refusalOf(client.mutation(api.checkIn.undo, { id: man }))).toEqual({ code: "NOT_FOUND", message });
  expect(
    await refusalOf(client.mutation(api.checkIn.recordPayment, { id: man, amount: "50", refund: false })),
  ).toEqual({ code: "NOT_FOUND", message });
});

test("payment at the door adds to the amount paid; paid once it covers the cost; the note goes to the audit log", async () => {
  const t = setupTest();
  const man = await insertAttendee(t, { cost_of_retreat: 250, amount_paid: 100 });
  const { client } = await asRole(t, "checkin_admin");
  const pay = (amount: string, refund = false, note?: string) =>
    client.mutation(api.checkIn.recordPayment, { id: man, amount, refund, note });

  expect(await pay("$100.50", false, "cash")).toEqual({ amount_paid: 200.5, has_paid: false });
  expect(await pay("49.50")).toEqual({ amount_paid: 250, has_paid: true });
  expect(await pay("10", true, "overpaid by a cousin")).toEqual({ amount_paid: 240, has_paid: false });
  const summaries = (await auditOf(t, man)).map((e) => e.summary);
  expect(summaries).toEqual([
    "Payment at the door: $100.50 (cash)",
    "Payment at the door: $49.50",
    "Refund at the door: $10.00 (overpaid by a cousin)",
  ]);
  const stored = await t.run(async (ctx) => (await ctx.db.get("attendees", man))!);
  expect(stored).toMatchObject({ amount_paid: 240, has_paid: false });
});

test("door amounts: non-numbers, negatives without Refund, zero and refunds beyond what was paid are refused and nothing changes", async () => {
  const t = setupTest();
  const man = await insertAttendee(t, { amount_paid: 30 });
  const noCost = await insertAttendee(t);
  const { client } = await asRole(t, "checkin_admin");
  const refusal = async (amount: string, refund = false, id = man) =>
    (await refusalOf(client.mutation(api.checkIn.recordPayment, { id, amount, refund }))).message;

  expect(await refusal("fifty")).toBe('"fifty" is not an amount. Enter a number such as 150 or 150.00.');
  expect(await refusal("")).toBe("Enter the amount received.");
  expect(await refusal("-20")).toBe("The amount cannot be negative. To give money back, tick Refund.");
  expect(await refusal("0.00")).toBe("Enter an amount greater than zero.");
  expect(await refusal("31", true)).toBe("A refund cannot be more than he has paid ($30.00).");
  expect(await refusal("1000000")).toBe("That amount is too large for a payment at the door.");
  expect(
    (await refusalOf(client.mutation(api.checkIn.recordPayment, { id: man, amount: "5", refund: false, note: "x".repeat(201) })))
      .message,
  ).toBe("The note can be at most 200 characters.");
  expect(await t.run(async (ctx) => (await ctx.db.get("attendees", man))!.amount_paid)).toBe(30);
  expect(await auditOf(t, man)).toHaveLength(0);

  // A refund typed as a negative number with Refund ticked is the same refund; without a cost any amount is paid.
  expect(await client.mutation(api.checkIn.recordPayment, { id: man, amount: "-30", refund: true })).toEqual({
    amount_paid: 0,
    has_paid: false,
  });
  expect(await client.mutation(api.checkIn.recordPayment, { id: noCost, amount: "20", refund: false })).toEqual({
    amount_paid: 20,
    has_paid: true,
  });
});

test("live counts: arrived / expected per type, not arrived, unpaid among the arrived", async () => {
  const t = setupTest();
  const { client } = await asRole(t, "checkin_admin");
  const a = await insertAttendee(t, { has_paid: true });
  const b = await insertAttendee(t);
  const s = await insertAttendee(t, { attendee_type: "server" });
  await insertAttendee(t, { attendee_type: "server" });
  // Before any write the counts come from a recount.
  expect(await client.query(api.checkIn.counts, {})).toEqual({
    retreatants: { expected: 2, arrived: 0 },
    servers: { expected: 2, arrived: 0 },
    notArrived: 4,
    unpaidArrived: 0,
  });
  await client.mutation(api.checkIn.checkIn, { id: a });
  await client.mutation(api.checkIn.checkIn, { id: b });
  await client.mutation(api.checkIn.checkIn, { id: s });
  expect(await client.query(api.checkIn.counts, {})).toEqual({
    retreatants: { expected: 2, arrived: 2 },
    servers: { expected: 2, arrived: 1 },
    notArrived: 1,
    unpaidArrived: 2,
  });
  await client.mutation(api.checkIn.recordPayment, { id: b, amount: "100", refund: false });
  expect((await client.query(api.checkIn.counts, {})).unpaidArrived).toBe(1);
});

test("the list is read in bounded pages that together hold every man once", async () => {
  const t = setupTest();
  for (let i = 0; i < 7; i++) await insertAttendee(t);
  const { client } = await asRole(t, "admin");
  const seen: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const result: { page: { _id: string }[]; isDone: boolean; continueCursor: string } = await client.query(api.checkIn.list, {
      paginationOpts: { numItems: 3, cursor },
    });
    expect(result.page.length).toBeLessThanOrEqual(3);
    seen.push(...result.page.map((row) => row._id));
    if (result.isDone) break;
    cursor = result.continueCursor;
  }
  expect(seen).toHaveLength(7);
  expect(new Set(seen).size).toBe(7);
});

test("who checked him in is told by name: the account's name, else his server record's, else the email", async () => {
  const t = setupTest();
  const named = await asRole(t, "checkin_admin");
  await t.run(async (ctx) => ctx.db.patch("users", named.userId, { first_name: "Marta", last_name: "Puerta" }));
  const server = await asRole(t, "checkin_admin");
  const record = await insertAttendee(t, { first_name: "Luis", last_name: "Vega", attendee_type: "server" });
  await t.run(async (ctx) => ctx.db.patch("users", server.userId, { attendee_id: record }));
  const [first, second] = [await insertAttendee(t), await insertAttendee(t)];

  expect(await named.client.mutation(api.checkIn.checkIn, { id: first })).toMatchObject({ checked_in_by: "Marta Puerta" });
  await server.client.mutation(api.checkIn.checkIn, { id: second });
  // Tapping a man someone else checked in names the one who did.
  expect(await server.client.mutation(api.checkIn.checkIn, { id: first })).toMatchObject({ changed: false, checked_in_by: "Marta Puerta" });
  const byId = async () => new Map((await server.client.query(api.checkIn.list, firstPage)).page.map((row) => [row._id, row.checked_in_by]));
  expect((await byId()).get(first)).toBe("Marta Puerta");
  expect((await byId()).get(second)).toBe("Luis Vega");
  // The email stays on file (the audit log uses it); with no account left to name him, it is shown.
  expect(await t.run(async (ctx) => (await ctx.db.get("attendees", first))!.checked_in_by)).toBe(named.email);
  await t.run(async (ctx) => ctx.db.delete("users", named.userId));
  expect((await byId()).get(first)).toBe(named.email);
});
