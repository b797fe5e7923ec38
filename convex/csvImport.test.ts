import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { ImportField } from "./shared/importRow";
import { temporaryPassword } from "./model/serverAccounts";
import { asRole, attendeeRow, refusalOf, setupTest, type TestConvex } from "./test.helpers";

/** A row as the upload sends it: every value as text. */
type Cells = Partial<Record<ImportField, string>>;
type Row = { row: number; values: Cells };

const person = (i: number, extra: Cells = {}): Row => ({
  row: i + 2,
  values: { first_name: `First${i}`, last_name: `Last${i}`, email: `person${i}@example.org`, ...extra },
});

async function attendees(t: TestConvex) {
  return await t.run(async (ctx) => await ctx.db.query("attendees").collect());
}

async function auditEntries(t: TestConvex) {
  return await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
}

async function insertAttendee(t: TestConvex, fields: Parameters<typeof attendeeRow>[0]) {
  return await t.run(async (ctx) => ctx.db.insert("attendees", attendeeRow(fields)));
}

describe("permissions", () => {
  test("signed-out callers and roles without manageAttendees are refused and nothing is written", async () => {
    const t = setupTest();
    const someone = await insertAttendee(t, { email: "someone@example.org", attendee_type: "server" });
    const args = { attendeeType: "attendee" as const, rows: [person(1)] };
    const calls = (client: Pick<TestConvex, "query" | "mutation" | "action">) => [
      client.query(api.csvImport.previewChunk, args),
      client.mutation(api.csvImport.importChunk, args),
      client.action(api.csvImport.syncServerAccounts, { items: [{ row: 2, attendeeId: someone }] }),
    ];
    for (const call of calls(t)) {
      expect((await refusalOf(call)).message).toBe("You must be signed in to perform this operation.");
    }
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      for (const call of calls(client)) expect((await refusalOf(call)).code).toBe("FORBIDDEN");
    }
    expect((await attendees(t)).map((a) => a.email)).toEqual(["someone@example.org"]);
    const accounts = await t.run(async (ctx) => await ctx.db.query("users").withIndex("email", (q) => q.eq("email", "someone@example.org")).collect());
    expect(accounts).toEqual([]);
  });
});

describe("upsert by email", () => {
  test("inserts new rows with the defaults of the add dialog and records who imported them", async () => {
    const t = setupTest();
    const { client, userId } = await asRole(t, "admin");
    const result = await client.mutation(api.csvImport.importChunk, {
      attendeeType: "attendee",
      rows: [person(1, { amount_paid: "150", parish: "St. Agnes" }), person(2, { snore: "true" })],
    });
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, errors: [], servers: [] });
    const [first, second] = await attendees(t);
    expect(first).toMatchObject({
      email: "person1@example.org",
      attendee_type: "attendee",
      has_paid: true,
      amount_paid: 150,
      parish: "St. Agnes",
      snore: false,
      sleeps_at_home: false,
      has_checked_in: false,
      room_id: null,
      table_id: null,
      phone_number: null,
    });
    expect(second).toMatchObject({ snore: true, has_paid: false });
    const audit = await auditEntries(t);
    expect(audit.map((entry) => [entry.action, entry.doc_id, entry.user_id, entry.summary])).toEqual([
      ["create", first._id, userId, "Imported from CSV"],
      ["create", second._id, userId, "Imported from CSV"],
    ]);
  });

  test("updates the attendee whose email matches case-insensitively, keeping what the file leaves empty", async () => {
    const t = setupTest();
    const id = await insertAttendee(t, { email: "john@example.org", parish: "St. Agnes", phone_number: "5551234567", allergies: "Peanuts" });
    const { client } = await asRole(t, "admin");
    const values: Cells = { first_name: "Johnny", last_name: "Smith", email: "JOHN@Example.ORG", allergies: "Shellfish" };
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows: [{ row: 2, values }] });
    expect(result).toMatchObject({ created: 0, updated: 1, errors: [] });
    const [john] = await attendees(t);
    expect(john).toMatchObject({
      _id: id,
      first_name: "Johnny",
      email: "john@example.org",
      parish: "St. Agnes",
      phone_number: "5551234567",
      allergies: "Shellfish",
    });
    expect(john.updated_at).toBeGreaterThan(1);
    const [entry] = await auditEntries(t);
    expect(entry.changes).toEqual([
      { field: "allergies", before: "Peanuts", after: "Shellfish" },
      { field: "first_name", before: "John", after: "Johnny" },
    ]);
  });

  test("the preview says which rows rename a man on file, and from what name", async () => {
    const t = setupTest();
    await insertAttendee(t, { email: "john@example.org", first_name: "John", last_name: "Smith" });
    await insertAttendee(t, { email: "paul@example.org", first_name: "Paul", last_name: "Jones", phone_number: "5551234567" });
    const { client } = await asRole(t, "admin");
    const rows = [
      { row: 2, values: { first_name: "Johnny", last_name: "Smith", email: "john@example.org" } },
      { row: 3, values: { first_name: "Paul", last_name: "Jones", email: "paul@example.org", phone_number: "5559876543" } },
    ];
    const preview = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(preview.map((plan) => (plan.action === "update" ? [plan.row, plan.renamedFrom] : [plan.row, plan.action]))).toEqual([
      [2, "John Smith"],
      [3, undefined],
    ]);
  });

  test("re-importing the same rows changes nothing: no writes, no history, no timestamp bumps", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const rows = [person(1, { phone_number: "(555) 123-4567", birthday: "1980-03-05", amount_paid: "20", sleeps_at_home: "false" }), person(2)];
    await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows });
    const before = await attendees(t);
    const auditBefore = (await auditEntries(t)).length;

    const preview = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(preview.map((plan) => plan.action)).toEqual(["unchanged", "unchanged"]);
    const again = await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(await attendees(t)).toEqual(before);
    expect((await auditEntries(t)).length).toBe(auditBefore);
  });

  test("finds the attendees on file however many others sort between the chunk's emails", async () => {
    const t = setupTest();
    await t.run(async (ctx) => {
      for (let i = 0; i < 2100; i++) {
        await ctx.db.insert("attendees", attendeeRow({ first_name: "Filler", last_name: `N${i}`, email: `m${String(i).padStart(4, "0")}@example.org` }));
      }
    });
    const { client } = await asRole(t, "admin");
    const rows: Row[] = [
      { row: 2, values: { first_name: "Zed", last_name: "Last", email: "z@example.org" } },
      { row: 3, values: { first_name: "Changed", last_name: "N500", email: "m0500@example.org" } },
      { row: 4, values: { first_name: "Abe", last_name: "First", email: "a@example.org" } },
    ];
    const preview = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(preview.map((plan) => plan.action)).toEqual(["create", "update", "create"]);
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows });
    expect(result).toMatchObject({ created: 2, updated: 1, errors: [] });
    const changed = await t.run(async (ctx) =>
      ctx.db.query("attendees").withIndex("by_email", (q) => q.eq("email", "m0500@example.org")).collect(),
    );
    expect(changed.map((a) => a.first_name)).toEqual(["Changed"]);
  });

  test("a row repeated within a chunk is saved once", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const result = await client.mutation(api.csvImport.importChunk, {
      attendeeType: "attendee",
      rows: [person(1), { ...person(1), row: 9 }],
    });
    expect(result).toMatchObject({ created: 1, unchanged: 1 });
    expect(await attendees(t)).toHaveLength(1);
  });

  test("the server upload sets the type to server", async () => {
    const t = setupTest();
    await insertAttendee(t, { email: "person1@example.org" });
    const { client } = await asRole(t, "admin");
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "server", rows: [person(1), person(2)] });
    expect(result).toMatchObject({ created: 1, updated: 1 });
    expect((await attendees(t)).map((a) => a.attendee_type)).toEqual(["server", "server"]);
    expect(result.servers.map((s) => s.row)).toEqual([3, 4]);
  });
});

describe("per-row errors", () => {
  test("only a missing or unusable name or email rejects a row; bad optional cells are left empty with a warning", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const rows: Row[] = [
      person(1),
      { row: 3, values: { first_name: "No", last_name: "Email" } },
      person(3, { email: "not an email" }),
      person(4, { donations: "-5", amount_paid: "(50)" }),
      person(5, { phone_number: "12", birthday: "31/02/1990", snore: "maybe", tshirt_size: "X".repeat(256), admin_fees: "lots" }),
      person(6),
    ];
    const preview = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(preview.map((plan) => plan.action)).toEqual(["create", "reject", "reject", "create", "create", "create"]);
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows });
    expect(result.created).toBe(4);
    expect(result.errors).toEqual([
      { row: 3, message: "Row 3: Email: Text is required" },
      { row: 5, message: "Row 5: Email: Please enter a valid email address" },
    ]);
    expect(result.warnings).toEqual([
      { row: 7, message: 'Row 7: Phone "12": Please enter a valid phone number; left empty' },
      { row: 7, message: 'Row 7: Admin Fees "lots": Please enter an amount, e.g. 150 or -50; left empty' },
      { row: 7, message: `Row 7: T-Shirt Size "${"X".repeat(40)}…": Text must be 255 characters or less; left empty` },
      { row: 7, message: 'Row 7: Birthday "31/02/1990": Please enter a valid date (YYYY-MM-DD); left empty' },
      { row: 7, message: 'Row 7: Snores "maybe": Please choose yes or no; left empty' },
    ]);
    const saved = await attendees(t);
    expect(saved.map((a) => a.email)).toEqual(["person1@example.org", "person4@example.org", "person5@example.org", "person6@example.org"]);
    expect(saved[1]).toMatchObject({ donations: -5, amount_paid: -50, has_paid: false });
    expect(saved[2]).toMatchObject({ phone_number: null, snore: false });
    expect(saved[2]).not.toHaveProperty("birthday");
    expect(saved[2]).not.toHaveProperty("tshirt_size");
    expect(saved[2]).not.toHaveProperty("admin_fees");
  });

  test("an update that would leave a man in a room that no longer fits him is refused for that row", async () => {
    const t = setupTest();
    const roomId = await t.run(async (ctx) =>
      ctx.db.insert("rooms", { name: "101", name_lower: "101", room_type: "retreatant", capacity: 2, created_at: 1 }),
    );
    await insertAttendee(t, { email: "person1@example.org", room_id: roomId });
    const { client } = await asRole(t, "admin");
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "server", rows: [person(1), person(2)] });
    expect(result.created).toBe(1);
    expect(result.errors).toEqual([{ row: 3, message: "Row 3: Update failed. Room 101 is a retreatant room and First1 Last1 is a server." }]);
    expect((await attendees(t))[0]).toMatchObject({ attendee_type: "attendee", room_id: roomId });
  });
});

describe("chunks", () => {
  test("a chunk of more than 100 rows is refused whole and writes nothing", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const rows = Array.from({ length: 101 }, (_, i) => person(i));
    const refusal = await refusalOf(client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows }));
    expect(refusal).toEqual({
      code: "CHUNK_TOO_LARGE",
      message: "A chunk holds at most 100 rows; this one has 101.",
      params: { max: "100", count: "101" },
    });
    expect(await attendees(t)).toEqual([]);
    expect(await auditEntries(t)).toEqual([]);
  });

  test("a chunk of 100 rows is saved in one call", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const rows = Array.from({ length: 100 }, (_, i) => person(i));
    const result = await client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows });
    expect(result.created).toBe(100);
    expect(await attendees(t)).toHaveLength(100);
  });
});

describe("server accounts", () => {
  async function importServers(t: TestConvex, rows: Row[]) {
    const { client } = await asRole(t, "admin");
    const chunk = await client.mutation(api.csvImport.importChunk, { attendeeType: "server", rows });
    const sync = await client.action(api.csvImport.syncServerAccounts, { items: chunk.servers });
    return { chunk, sync, client };
  }

  async function accountOf(t: TestConvex, email: string) {
    return await t.run(async (ctx) => {
      const user = await ctx.db.query("users").withIndex("email", (q) => q.eq("email", email)).unique();
      if (user === null) return null;
      const roles = await ctx.db.query("userRoles").withIndex("by_user_and_role", (q) => q.eq("user_id", user._id)).collect();
      const accounts = await ctx.db.query("authAccounts").withIndex("userIdAndProvider", (q) => q.eq("userId", user._id)).collect();
      return { user, roles: roles.map((r) => r.role).sort(), accounts };
    });
  }

  test("each new server gets a password account with the server role, a temporary password and a link to his record", async () => {
    const t = setupTest();
    const { chunk, sync } = await importServers(t, [person(1), person(2)]);
    expect(sync).toEqual({ success_count: 2, error_count: 0, created_count: 2, errors: [], unlinked: [] });
    const account = await accountOf(t, "person1@example.org");
    expect(account?.user).toMatchObject({
      email: "person1@example.org",
      first_name: "First1",
      last_name: "Last1",
      must_change_password: true,
      attendee_id: chunk.servers[0].attendeeId,
    });
    expect(account?.roles).toEqual(["server"]);
    expect(account?.accounts).toHaveLength(1);
    expect(account?.accounts[0]).toMatchObject({ provider: "password", providerAccountId: "person1@example.org" });
    // Only a hash is stored, never the temporary password itself.
    expect(account?.accounts[0].secret).not.toMatch(/^[a-z]{8}\d{4}$/);
  });

  test("the preview names each server row whose email has an account without the server role", async () => {
    const t = setupTest();
    const staff = await asRole(t, "checkin_admin", "basic");
    const roleless = await asRole(t);
    const server = await asRole(t, "server");
    const { client } = await asRole(t, "admin");
    const rows = [person(1, { email: staff.email }), person(2, { email: roleless.email }), person(3, { email: server.email }), person(4)];
    const plans = await client.query(api.csvImport.previewChunk, { attendeeType: "server", rows });
    expect(plans.map((plan) => [plan.row, "existingAccount" in plan ? plan.existingAccount : undefined])).toEqual([
      [3, { roles: ["basic", "checkin_admin"] }],
      [4, { roles: [] }],
      [5, undefined],
      [6, undefined],
    ]);
    // Retreatants get no account, so nothing is asked.
    const asRetreatants = await client.query(api.csvImport.previewChunk, { attendeeType: "attendee", rows });
    expect(asRetreatants.some((plan) => "existingAccount" in plan)).toBe(false);
  });

  test("a staff member's account is left untouched unless staff confirm the row; the man is imported either way", async () => {
    const t = setupTest();
    const staff = await asRole(t, "checkin_admin");
    const { chunk, sync, client } = await importServers(t, [person(1, { email: staff.email }), person(2)]);
    expect(chunk.created).toBe(2);
    expect(sync).toEqual({
      success_count: 1,
      error_count: 0,
      created_count: 1,
      errors: [],
      unlinked: [{ row: 3, message: `Row 3: ${staff.email} already has a sign-in account; it was left as it is (no server role added).` }],
    });
    const untouched = await accountOf(t, staff.email);
    expect(untouched?.roles).toEqual(["checkin_admin"]);
    expect(untouched?.user).not.toHaveProperty("attendee_id");
    expect((await attendees(t)).map((a) => [a.email, a.attendee_type])).toContainEqual([staff.email, "server"]);
    expect((await accountOf(t, "person2@example.org"))?.roles).toEqual(["server"]);

    // Confirmed: the same account now gets the server role, keeps its other roles and is linked to the man.
    const [staffRow] = chunk.servers.filter((server) => server.row === 3);
    const confirmed = await client.action(api.csvImport.syncServerAccounts, { items: [{ ...staffRow, linkExistingAccount: true }] });
    expect(confirmed).toEqual({ success_count: 1, error_count: 0, created_count: 0, errors: [], unlinked: [] });
    const linked = await accountOf(t, staff.email);
    expect(linked?.user._id).toBe(staff.userId);
    expect(linked?.roles).toEqual(["checkin_admin", "server"]);
    expect(linked?.user.attendee_id).toBe(staffRow.attendeeId);
  });

  test("syncing again creates nothing new", async () => {
    const t = setupTest();
    const { chunk, client } = await importServers(t, [person(1)]);
    const again = await client.action(api.csvImport.syncServerAccounts, { items: chunk.servers });
    expect(again).toEqual({ success_count: 1, error_count: 0, created_count: 0, errors: [], unlinked: [] });
    const counts = await t.run(async (ctx) => ({
      users: (await ctx.db.query("users").withIndex("email", (q) => q.eq("email", "person1@example.org")).collect()).length,
      roles: (await ctx.db.query("userRoles").withIndex("by_role", (q) => q.eq("role", "server")).collect()).length,
    }));
    expect(counts).toEqual({ users: 1, roles: 1 });
  });

  test("a server whose record disappeared before the sync is counted as an error by row", async () => {
    const t = setupTest();
    const { client } = await asRole(t, "admin");
    const chunk = await client.mutation(api.csvImport.importChunk, { attendeeType: "server", rows: [person(1), person(2)] });
    await t.run(async (ctx) => ctx.db.delete("attendees", chunk.servers[0].attendeeId as Id<"attendees">));
    const sync = await client.action(api.csvImport.syncServerAccounts, { items: chunk.servers });
    expect(sync).toMatchObject({ success_count: 1, error_count: 1 });
    expect(sync.errors).toEqual([{ row: 3, message: "Row 3: The attendee no longer exists, so no account was made." }]);
  });

  test("temporary passwords are a random prefix plus a 4-digit number", () => {
    const passwords = Array.from({ length: 50 }, () => temporaryPassword());
    for (const password of passwords) expect(password).toMatch(/^[a-z]{8}\d{4}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});
