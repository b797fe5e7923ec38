import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { asRole, attendeeRow, refusalOf, setupTest, type TestConvex } from "./test.helpers";

type Client = Pick<TestConvex, "query" | "mutation">;

const john = { first_name: "John", last_name: "Smith", email: "john@example.org" };

async function admin(t: TestConvex) {
  return (await asRole(t, "admin")).client;
}

async function stored(t: TestConvex, id: Id<"attendees">) {
  return await t.run(async (ctx) => await ctx.db.get("attendees", id));
}

async function insertRoom(t: TestConvex, name: string, room_type: "retreatant" | "server", capacity?: number) {
  return await t.run(async (ctx) =>
    ctx.db.insert("rooms", { name, name_lower: name.toLowerCase(), room_type, capacity, created_at: Date.now() }),
  );
}

describe("permissions", () => {
  test("every attendee function refuses the signed-out and roles without its permission", async () => {
    const t = setupTest();
    const id = await (await admin(t)).mutation(api.attendees.create, { input: john });
    const calls = (client: Client) => [
      client.query(api.attendees.listPage, { paginationOpts: { numItems: 10, cursor: null } }),
      client.query(api.attendees.exportRows, { ids: [id] }),
      client.query(api.attendees.profile, { id }),
      client.query(api.attendees.get, { id }),
      client.mutation(api.attendees.create, { input: { ...john, email: "other@example.org" } }),
      client.mutation(api.attendees.update, { id, input: { ...john, first_name: "Changed" } }),
      client.mutation(api.attendees.remove, { id }),
      client.mutation(api.attendees.bulkDeleteServers, { confirmation: "DELETE" }),
    ];
    for (const call of calls(t)) {
      expect((await refusalOf(call)).message).toBe("You must be signed in to perform this operation.");
    }
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      for (const call of calls(client)) expect((await refusalOf(call)).code).toBe("FORBIDDEN");
    }
    const after = await stored(t, id);
    expect(after?.first_name).toBe("John");
    expect(await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).length)).toBe(1);
  });
});

describe("create", () => {
  test("stores the parsed input with the defaults and records who added him", async () => {
    const t = setupTest();
    const { client, userId } = await asRole(t, "admin");
    const id = await client.mutation(api.attendees.create, {
      input: { ...john, email: "  John@Example.ORG ", first_name: "<b>John</b>", phone_number: "+1 (555) 123-4567" },
    });
    expect(await stored(t, id)).toMatchObject({
      first_name: "John",
      email: "john@example.org",
      phone_number: "5551234567",
      attendee_type: "attendee",
      has_paid: false,
      room_id: null,
      table_id: null,
    });
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(audit).toMatchObject([{ table: "attendees", doc_id: id, action: "create", user_id: userId }]);
    const rows = await client.query(api.attendees.listPage, { paginationOpts: { numItems: 10, cursor: null } });
    expect(rows.page.map((r) => r.email)).toEqual(["john@example.org"]);
    expect((await client.query(api.attendees.get, { id }))?.phone_number).toBe("5551234567");
  });

  test.each([
    ["a 50-character first name", { first_name: "a".repeat(50) }, null],
    ["a 51-character first name", { first_name: "a".repeat(51) }, "First Name: Maximum 50 characters allowed"],
    ["a 255-character email", { email: `${"a".repeat(243)}@example.org` }, null],
    ["a 256-character email", { email: `${"a".repeat(244)}@example.org` }, "Email: Text must be 255 characters or less"],
    ["a 9-digit phone", { phone_number: "555123456" }, "Phone: Please enter a valid phone number"],
    ["a 10-digit phone", { phone_number: "5551234567" }, null],
    ["a 15-digit phone", { phone_number: "123456789012345" }, null],
    ["a 16-digit phone", { phone_number: "1234567890123456" }, "Phone: Please enter a valid phone number"],
    ["a name that is only HTML", { last_name: "<script>x</script>" }, "Last Name: Text is required"],
    ["a negative amount (a refund)", { amount_paid: -5 }, null],
    ["an amount that is not a number", { amount_paid: "five" }, "Amount Paid: Please enter an amount, e.g. 150 or -50"],
  ])("%s", async (_label, change, expectedError) => {
    const t = setupTest();
    const client = await admin(t);
    const call = client.mutation(api.attendees.create, { input: { ...john, ...change } });
    if (expectedError === null) {
      expect(await stored(t, await call)).not.toBeNull();
    } else {
      const refusal = await refusalOf(call);
      expect(refusal.code).toBe("INVALID");
      expect(refusal.message).toBe(`Please fix the following errors: ${expectedError}`);
      expect(await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).length)).toBe(0);
    }
  });

  test("refuses a duplicate email, whatever its case", async () => {
    const t = setupTest();
    const client = await admin(t);
    await client.mutation(api.attendees.create, { input: john });
    const refusal = await refusalOf(client.mutation(api.attendees.create, { input: { ...john, email: "JOHN@example.org" } }));
    expect(refusal).toMatchObject({ code: "DUPLICATE_EMAIL", message: "An attendee with email john@example.org already exists." });
  });

  test("places him in a room through the room rules, rolling back the insert when refused", async () => {
    const t = setupTest();
    const client = await admin(t);
    const retreatantRoom = await insertRoom(t, "101", "retreatant", 2);
    const serverRoom = await insertRoom(t, "201", "server", 2);
    const id = await client.mutation(api.attendees.create, { input: john, room_id: retreatantRoom });
    expect((await stored(t, id))?.room_id).toBe(retreatantRoom);
    const refusal = await refusalOf(
      client.mutation(api.attendees.create, { input: { ...john, email: "b@example.org" }, room_id: serverRoom }),
    );
    expect(refusal.message).toMatch(/^Cannot assign attendee\. Room 201 is a server room/);
    const homeSleeper = { ...john, email: "c@example.org", sleeps_at_home: true };
    expect((await refusalOf(client.mutation(api.attendees.create, { input: homeSleeper, room_id: retreatantRoom }))).message).toMatch(
      /sleeps at home/,
    );
    expect(await t.run(async (ctx) => (await ctx.db.query("attendees").collect()).length)).toBe(1);
  });
});

describe("update", () => {
  test("replaces the editable fields, clears emptied ones and keeps the room", async () => {
    const t = setupTest();
    const { client, email } = await asRole(t, "admin");
    const room = await insertRoom(t, "101", "retreatant");
    const id = await client.mutation(api.attendees.create, { input: { ...john, city: "Austin" }, room_id: room });
    const unticked = { baptism: false, matrimony: false, confirmation: true };
    await client.mutation(api.attendees.update, { id, input: { ...john, ...unticked, first_name: "Johnny", city: "", has_paid: true } });
    const after = await stored(t, id);
    expect(after).toMatchObject({ first_name: "Johnny", has_paid: true, room_id: room });
    expect(after?.city).toBeUndefined();
    const profile = await client.query(api.attendees.profile, { id });
    expect(profile?.room?.name).toBe("101");
    const latest = profile?.history[0];
    expect(latest).toMatchObject({ action: "update", who: email });
    expect(after?.baptism).toBeUndefined();
    expect(latest?.changes).toEqual([
      { field: "city", before: "Austin" },
      { field: "confirmation", after: true },
      { field: "first_name", before: "John", after: "Johnny" },
      { field: "has_paid", before: false, after: true },
    ]);
  });

  test("refuses another attendee's email and invalid input, changing nothing", async () => {
    const t = setupTest();
    const client = await admin(t);
    const id = await client.mutation(api.attendees.create, { input: john });
    await client.mutation(api.attendees.create, { input: { ...john, email: "taken@example.org" } });
    expect((await refusalOf(client.mutation(api.attendees.update, { id, input: { ...john, email: "taken@example.org" } }))).code).toBe(
      "DUPLICATE_EMAIL",
    );
    expect((await refusalOf(client.mutation(api.attendees.update, { id, input: { ...john, email: "nope" } }))).message).toBe(
      "Please fix the following errors: Email: Please enter a valid email address",
    );
    expect((await stored(t, id))?.email).toBe("john@example.org");
  });

  test("a man who now sleeps at home is saved and taken out of his room, and the outcome names the room", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, "Room 101", "retreatant");
    const id = await client.mutation(api.attendees.create, { input: john, room_id: room });
    const atHome = { ...john, sleeps_at_home: true };
    // The form sends his current room with the fields; the profile sends none.
    expect(await client.mutation(api.attendees.update, { id, input: atHome, room_id: room })).toEqual({ unassignedFrom: "Room 101" });
    expect(await stored(t, id)).toMatchObject({ sleeps_at_home: true, room_id: null });
    await client.mutation(api.attendees.update, { id, input: john, room_id: room });
    expect(await client.mutation(api.attendees.update, { id, input: atHome })).toEqual({ unassignedFrom: "Room 101" });
    expect(await stored(t, id)).toMatchObject({ sleeps_at_home: true, room_id: null });
    expect(await client.mutation(api.attendees.update, { id, input: atHome })).toEqual({ unassignedFrom: null });
    const other = await insertRoom(t, "102", "retreatant");
    expect((await refusalOf(client.mutation(api.attendees.update, { id, input: atHome, room_id: other }))).message).toBe(
      "Cannot assign attendee. Room 102 cannot take John Smith: he sleeps at home and gets no room.",
    );
  });

  test("refuses a type change that no longer fits his room, unless the room changes too", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, "101", "retreatant");
    const serverRoom = await insertRoom(t, "S1", "server");
    const id = await client.mutation(api.attendees.create, { input: john, room_id: room });
    const asServer = { ...john, attendee_type: "server" };
    expect((await refusalOf(client.mutation(api.attendees.update, { id, input: asServer }))).message).toMatch(
      /^Cannot assign attendee\. Room 101 is a retreatant room/,
    );
    expect((await stored(t, id))?.attendee_type).toBe("attendee");
    await client.mutation(api.attendees.update, { id, input: asServer, room_id: serverRoom });
    expect(await stored(t, id)).toMatchObject({ attendee_type: "server", room_id: serverRoom });
    await client.mutation(api.attendees.update, { id, input: { ...asServer, sleeps_at_home: true }, room_id: null });
    expect(await stored(t, id)).toMatchObject({ sleeps_at_home: true, room_id: null });
  });
});

describe("names", () => {
  test("are stored as they are shown, on create and on every save", async () => {
    const t = setupTest();
    const client = await admin(t);
    const id = await client.mutation(api.attendees.create, {
      input: { ...john, first_name: "  josé   MARÍA ", last_name: "de la cruz" },
    });
    expect(await stored(t, id)).toMatchObject({ first_name: "José María", last_name: "De la Cruz" });
    await t.run(async (ctx) => ctx.db.patch("attendees", id, { first_name: "JOSÉ", last_name: "GARCÍA Y LÓPEZ" }));
    await client.mutation(api.attendees.update, { id, input: { ...john, first_name: "JOSÉ", last_name: "GARCÍA Y LÓPEZ" } });
    expect(await stored(t, id)).toMatchObject({ first_name: "José", last_name: "García y López" });
  });

  test("a name over 50 characters is refused with the spec's text, never cut", async () => {
    const t = setupTest();
    const client = await admin(t);
    expect((await refusalOf(client.mutation(api.attendees.create, { input: { ...john, last_name: "x".repeat(51) } }))).message).toBe(
      "Please fix the following errors: Last Name: Maximum 50 characters allowed",
    );
  });
});

describe("remove", () => {
  test("deletes him with his palancas, frees the table he led and records it", async () => {
    const t = setupTest();
    const client = await admin(t);
    const id = await client.mutation(api.attendees.create, { input: john });
    const tableId = await t.run(async (ctx) => {
      await ctx.db.insert("palancas", { attendee_id: id, from_name: "Mom", received_date: "2025-01-01", created_at: 1 });
      return await ctx.db.insert("diningTables", { name: "T1", leader_id: id, created_at: 1 });
    });
    await client.mutation(api.attendees.remove, { id });
    expect(await stored(t, id)).toBeNull();
    const { palancas, table, audit } = await t.run(async (ctx) => ({
      palancas: await ctx.db.query("palancas").collect(),
      table: await ctx.db.get("diningTables", tableId),
      audit: await ctx.db.query("auditLog").collect(),
    }));
    expect(palancas).toEqual([]);
    expect(table?.leader_id).toBeNull();
    expect(audit.map((a) => a.action)).toEqual(["create", "delete"]);
    expect(await client.query(api.attendees.profile, { id })).toBeNull();
    expect((await refusalOf(client.mutation(api.attendees.remove, { id }))).message).toBe("Attendee not found.");
  });
});

describe("profile", () => {
  test("shows palancas and adoration hours booked by his account, and null for an unknown id", async () => {
    const t = setupTest();
    const client = await admin(t);
    const id = await client.mutation(api.attendees.create, { input: john });
    await t.run(async (ctx) => {
      await ctx.db.insert("palancas", { attendee_id: id, from_name: "Mom", received_date: "2025-01-01", created_at: 1 });
      const userId = await ctx.db.insert("users", { email: "john@example.org" });
      const slot = await ctx.db.insert("adorationSlots", { start: 1000, end: 3_601_000, is_blocked: false });
      await ctx.db.insert("adorationBookings", { slot_id: slot, user_id: userId, name: "John", created_at: 1 });
    });
    const profile = await client.query(api.attendees.profile, { id });
    expect(profile?.palancas.map((p) => p.from_name)).toEqual(["Mom"]);
    expect(profile?.adoration).toMatchObject([{ start: 1000, end: 3_601_000 }]);
    expect(await client.query(api.attendees.profile, { id: "not-an-id" })).toBeNull();
  });
});

describe("listPage", () => {
  test("pages the grid newest first with only the fields it shows", async () => {
    const t = setupTest();
    const client = await admin(t);
    for (const name of ["Ana", "Beto", "Carlos"]) {
      await client.mutation(api.attendees.create, { input: { ...john, first_name: name, email: `${name}@example.org`, snore: true } });
    }
    const first = await client.query(api.attendees.listPage, { paginationOpts: { numItems: 2, cursor: null } });
    expect(first.page.map((r) => r.first_name)).toEqual(["Carlos", "Beto"]);
    expect(first.isDone).toBe(false);
    expect(Object.keys(first.page[0]).sort()).toEqual(
      ["_id", "attendee_type", "created_at", "email", "first_name", "has_checked_in", "has_paid", "last_name", "phone_number", "room_id", "sleeps_at_home", "table_id"].sort(),
    );
    const second = await client.query(api.attendees.listPage, { paginationOpts: { numItems: 2, cursor: first.continueCursor } });
    expect(second.page.map((r) => r.first_name)).toEqual(["Ana"]);
    expect(second.isDone).toBe(true);
  });

  test("caps the page size so one page stays small", async () => {
    const t = setupTest();
    const client = await admin(t);
    for (let i = 0; i < 3; i++) await client.mutation(api.attendees.create, { input: { ...john, email: `m${i}@example.org` } });
    const page = await client.query(api.attendees.listPage, { paginationOpts: { numItems: 0, cursor: null } });
    expect(page.page).toHaveLength(1);
  });
});

describe("exportRows", () => {
  test("returns full records with room and table names, in the order asked", async () => {
    const t = setupTest();
    const client = await admin(t);
    const room = await insertRoom(t, "101", "retreatant");
    const a = await client.mutation(api.attendees.create, { input: { ...john, emergency_contact_1_name: "Mary" }, room_id: room });
    const b = await client.mutation(api.attendees.create, { input: { ...john, email: "b@example.org" } });
    const both = await client.query(api.attendees.exportRows, { ids: [b, a] });
    expect(both.map((r) => r._id)).toEqual([b, a]);
    expect(both[1]).toMatchObject({ _id: a, room_name: "101", table_name: null, emergency_contact_1_name: "Mary" });
  });

  test("refuses more than one chunk per request", async () => {
    const t = setupTest();
    const client = await admin(t);
    const a = await client.mutation(api.attendees.create, { input: john });
    const refusal = await refusalOf(client.query(api.attendees.exportRows, { ids: Array.from({ length: 251 }, () => a) }));
    expect(refusal.message).toBe("Export at most 250 attendees per request.");
  });
});

describe("bulkDeleteServers", () => {
  async function serverWithAccount(t: TestConvex, email: string, roles: ("server" | "basic")[], link: boolean) {
    return await t.run(async (ctx) => {
      const now = Date.now();
      const attendeeId = await ctx.db.insert(
        "attendees",
        attendeeRow({ first_name: "S", last_name: email, email, attendee_type: "server", created_at: now, updated_at: now }),
      );
      const userId = await ctx.db.insert("users", link ? { email: "other-" + email, attendee_id: attendeeId } : { email });
      for (const role of roles) await ctx.db.insert("userRoles", { user_id: userId, role, created_at: now });
      await ctx.db.insert("authAccounts", { userId, provider: "password", providerAccountId: email });
      const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: now + 1e6 });
      await ctx.db.insert("authRefreshTokens", { sessionId, expirationTime: now + 1e6 });
      return { attendeeId, userId };
    });
  }

  test("removes plain servers with their accounts, keeps staff, retreatants and the caller", async () => {
    const t = setupTest();
    const caller = await asRole(t, "admin");
    const byEmail = await serverWithAccount(t, "plain@example.org", ["server"], false);
    const byLink = await serverWithAccount(t, "linked@example.org", ["server"], true);
    const staff = await serverWithAccount(t, "staff@example.org", ["server", "basic"], false);
    const noAccount = await caller.client.mutation(api.attendees.create, {
      input: { ...john, email: "lone@example.org", attendee_type: "server" },
    });
    const callerAsServer = await caller.client.mutation(api.attendees.create, {
      input: { ...john, email: caller.email, attendee_type: "server" },
    });
    const retreatant = await caller.client.mutation(api.attendees.create, { input: john });

    expect((await refusalOf(caller.client.mutation(api.attendees.bulkDeleteServers, { confirmation: "delete" }))).code).toBe(
      "CONFIRMATION_REQUIRED",
    );
    const result = await caller.client.mutation(api.attendees.bulkDeleteServers, { confirmation: "DELETE" });
    expect(result).toEqual({ attendees: 3, accounts: 2, roles: 2, keptStaff: 2, done: true });

    const left = await t.run(async (ctx) => ({
      attendees: (await ctx.db.query("attendees").collect()).map((a) => a._id).sort(),
      users: (await ctx.db.query("users").collect()).map((u) => u._id).sort(),
      authAccounts: (await ctx.db.query("authAccounts").collect()).map((a) => a.userId),
      sessions: (await ctx.db.query("authSessions").collect()).map((s) => s.userId),
      refreshTokens: (await ctx.db.query("authRefreshTokens").collect()).length,
      roles: (await ctx.db.query("userRoles").collect()).map((r) => `${r.role}`).sort(),
    }));
    expect(left.attendees).toEqual([staff.attendeeId, callerAsServer, retreatant].sort());
    expect(left.attendees).not.toContain(noAccount);
    expect(left.users).toEqual([caller.userId, staff.userId].sort());
    expect(left.users).not.toContain(byEmail.userId);
    expect(left.users).not.toContain(byLink.userId);
    expect(left.authAccounts).toEqual([staff.userId]);
    expect(left.sessions).toEqual([staff.userId]);
    expect(left.refreshTokens).toBe(1);
    expect(left.roles).toEqual(["admin", "basic", "server"]);
  });
});

describe("refusals carry their values, so a screen can say them in its own language", () => {
  test("a duplicate email carries the email; the English message stays the spec's", async () => {
    const t = setupTest();
    const client = await admin(t);
    await client.mutation(api.attendees.create, { input: john });
    const refusal = await refusalOf<Record<string, unknown>>(client.mutation(api.attendees.create, { input: { ...john, email: "John@Example.org" } }));
    expect(refusal).toEqual({
      code: "DUPLICATE_EMAIL",
      reason: "attendee",
      message: "An attendee with email john@example.org already exists.",
      params: { email: "john@example.org" },
    });
  });

  test("invalid input lists each field's reason and values beside the English lines", async () => {
    const t = setupTest();
    const client = await admin(t);
    const input = { ...john, first_name: "a".repeat(51), phone_number: "123", amount_paid: "99999999999999" };
    const refusal = await refusalOf<Record<string, unknown>>(client.mutation(api.attendees.create, { input }));
    expect(refusal).toMatchObject({
      code: "INVALID",
      errors: [
        "First Name: Maximum 50 characters allowed",
        "Phone: Please enter a valid phone number",
        "Amount Paid: Please enter an amount, e.g. 150 or -50: too large",
      ],
      problems: [
        { field: "first_name", reason: "nameTooLong", params: { max: 50 } },
        { field: "phone_number", reason: "phone", params: {} },
        { field: "amount_paid", reason: "money.tooLarge", params: {} },
      ],
    });
  });

  test("the export's limit carries the limit", async () => {
    const t = setupTest();
    const client = await admin(t);
    const a = await client.mutation(api.attendees.create, { input: john });
    const refusal = await refusalOf<Record<string, unknown>>(client.query(api.attendees.exportRows, { ids: Array.from({ length: 251 }, () => a) }));
    expect(refusal).toEqual({
      code: "INVALID",
      reason: "attendeeExportLimit",
      message: "Export at most 250 attendees per request.",
      params: { max: 250 },
    });
  });
});
