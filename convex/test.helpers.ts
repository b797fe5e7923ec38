/// <reference types="vite/client" />
import { convexTest } from "convex-test";
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";
import type { Role } from "./shared/validators";

export const modules = import.meta.glob(["./**/*.ts", "./**/*.js", "!./**/*.test.ts", "!./**/*.d.ts"]);

export function setupTest() {
  return convexTest(schema, modules);
}

export type TestConvex = ReturnType<typeof setupTest>;

/** A user with `roles`, and a client acting as that user. */
export async function asRole(t: TestConvex, ...roles: Role[]) {
  const email = `${roles.join("-") || "nobody"}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const userId: Id<"users"> = await t.run(async (ctx) => {
    const id = await ctx.db.insert("users", { email });
    for (const role of roles) await ctx.db.insert("userRoles", { user_id: id, role, created_at: Date.now() });
    return id;
  });
  return { userId, email, client: t.withIdentity({ subject: `${userId}|session`, email }) };
}

export { refusalData, refusalMessage, refusalOf } from "./refusal.helpers";

type AttendeeRow = WithoutSystemFields<Doc<"attendees">>;

/** An attendee as stored: John Smith, a retreatant with no phone, room or table and every flag off; `fields` override. */
export function attendeeRow(fields: Partial<AttendeeRow> & Pick<AttendeeRow, "email">): AttendeeRow {
  return {
    first_name: "John",
    last_name: "Smith",
    phone_number: null,
    attendee_type: "attendee",
    has_paid: false,
    has_checked_in: false,
    room_id: null,
    table_id: null,
    snore: false,
    sleeps_at_home: false,
    created_at: 1,
    updated_at: 1,
    ...fields,
  };
}
