/// <reference types="vite/client" />
import { convexTest } from "convex-test";
import { defineSchema } from "convex/server";
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "./_generated/dataModel";
import { ensureCurrentRetreat } from "./model/retreatMigration";
import { scopeWriter } from "./model/retreatScope";
import schema from "./schema";
import type { Role } from "./shared/validators";

export const modules = import.meta.glob(["./**/*.ts", "./**/*.js", "!./**/*.test.ts", "!./**/*.d.ts"]);

function rawTest() {
  return convexTest(schema, modules);
}
type RawTest = ReturnType<typeof rawTest>;
type RunFn = Parameters<RawTest["run"]>[0];

/**
 * A test backend with a current retreat (made at the first call). `t.run` works in that retreat,
 * as the app's functions do (its inserts take the retreat's id); `t.runUnscoped` sees the whole
 * database, as a migration or a check across weekends does.
 */
export function setupTest() {
  const raw = rawTest();
  let ready: Promise<Id<"retreats">> | null = null;
  const retreatId = () => (ready ??= raw.run(async (ctx) => (await ensureCurrentRetreat(ctx))._id));
  const wrap = <T extends object>(target: T): T & { runUnscoped: RawTest["run"]; retreatId: () => Promise<Id<"retreats">> } =>
    new Proxy(target, {
      get(obj, prop) {
        const member = (obj as Record<string | symbol, unknown>)[prop];
        if (prop === "retreatId") return retreatId;
        if (prop === "runUnscoped") return async (fn: RunFn) => (await retreatId(), await raw.run(fn));
        if (prop === "run") {
          return async (fn: RunFn) => {
            const id = await retreatId();
            return await raw.run((ctx) => fn({ ...ctx, db: scopeWriter(ctx.db, id) }));
          };
        }
        if (prop === "withIdentity") {
          return (identity: Parameters<RawTest["withIdentity"]>[0]) => wrap((obj as RawTest).withIdentity(identity));
        }
        if (prop === "query" || prop === "mutation" || prop === "action") {
          return async (...args: unknown[]) => (await retreatId(), await (member as (...a: unknown[]) => unknown).apply(obj, args));
        }
        return typeof member === "function" ? member.bind(obj) : member;
      },
    }) as never;
  return wrap(raw);
}

export type TestConvex = ReturnType<typeof setupTest>;

/**
 * A test backend as the single-weekend app left its data: no retreat yet, and schema validation
 * off so documents can be written without retreat_id, as that app wrote them (the migration tests).
 */
export function setupLegacyTest() {
  return convexTest(defineSchema(schema.tables, { schemaValidation: false }), modules);
}

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
