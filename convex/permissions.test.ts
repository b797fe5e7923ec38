/**
 * Every public query, mutation and action exported from convex/ is found here by walking the
 * modules, so a new function is covered without editing this file. Each must carry a permission
 * (declared through the builders of functions.ts) unless it is on the short allowlist below, and
 * an anonymous caller and every role without that permission must be refused by the permission
 * check itself — called with valid arguments, so an argument validation error cannot pass for a
 * refusal. An account that must still replace its temporary password is refused every one of
 * them, whatever its roles, except the few steps of the change itself. A caller looking at a closed
 * retreat is refused every mutation and action, whatever his roles, except the steps that span
 * weekends listed below; every query still answers him.
 */
import { makeFunctionReference } from "convex/server";
import { ConvexError, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { beforeAll, describe, expect, test } from "vitest";
import { internal } from "./_generated/api";
import type { TableNames } from "./_generated/dataModel";
import { allowedDuringPasswordChange, allowedWhenClosed, PASSWORD_CHANGE_REQUIRED, permissionOf } from "./functions";
import { RETREAT_CLOSED } from "./model/retreats";
import { hasPermission, PERMISSION_NAMES, ROLES, type Permission } from "./shared/permissions";
import type { Role } from "./shared/validators";
import { asRole, modules, setupTest, type TestConvex } from "./test.helpers";

/** Callable by anyone, signed in or not. Keep this list short; each entry says why. */
const PUBLIC_ALLOWLIST: Record<string, string> = {
  "auth:signIn": "@convex-dev/auth: password sign-in, reset request and reset with the emailed code",
  "auth:signOut": "@convex-dev/auth: ends the caller's own session",
  "auth:isAuthenticated": "@convex-dev/auth: whether the caller holds a valid token",
  "users:viewer": "the caller's own account and permissions; null when signed out",
  "settings:header": "retreat name, parish, start date and logo for the header of the sign-in page",
  "speakerPortal:view": "the speaker portal by its secret link: the link's speaker's talks, null for any bad token",
  "speakerPortal:confirm": "the speaker portal by its secret link: the speaker confirms one of his talks",
  "speakerPortal:saveNote": "the speaker portal by its secret link: the speaker leaves a note for staff",
};

/**
 * Permission-checked functions an account with a temporary password may still call. The public
 * allowlist above (sign-in, sign-out, the viewer query that shows the change screen) is open to
 * anyone anyway.
 */
const PASSWORD_CHANGE_STEPS: Record<string, string> = {
  "users:completeRequiredPasswordChange": "the password change itself",
  "users:setMyLanguage": "the language of the page asking for the new password",
};

/** Mutations and actions a caller may still make while he looks at a closed retreat: they span weekends. */
const WHEN_CLOSED: Record<string, string> = {
  "adminUsers:create": "staff accounts span weekends",
  "adminUsers:resetPassword": "staff accounts span weekends",
  "adminUsers:removeRole": "staff accounts span weekends",
  "adminUsers:setDisabled": "staff accounts span weekends",
  "roles:setUserRoles": "roles span weekends",
  "images:generateUploadUrl": "the logos are the parish's, not a weekend's",
  "images:setImage": "the logos are the parish's, not a weekend's",
  "images:clearImage": "the logos are the parish's, not a weekend's",
  "signInDevices:trustThisDevice": "the caller's own browser",
  "users:setMyLanguage": "the caller's own language",
  "users:completeRequiredPasswordChange": "the caller's own password",
  "retreats:view": "choosing which weekend to look at",
  "retreats:setCurrent": "choosing the current weekend",
  "retreats:close": "closing a weekend",
  "retreats:reopen": "reopening a closed weekend",
  "retreats:startNext": "starting the next weekend from this one",
};

type Kind = "query" | "mutation" | "action";
type ValidatorJson = {
  type: string;
  tableName?: string;
  value?: unknown;
};
type FieldJson = { fieldType: ValidatorJson; optional: boolean };
type PublicFunction = {
  name: string;
  kind: Kind;
  permission: Permission | "public" | undefined;
  duringPasswordChange: boolean;
  whenClosed: boolean;
  args: ValidatorJson;
};

type Registered = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  exportArgs: () => string;
};

function isRegistered(value: unknown): value is Registered {
  if (typeof value !== "function") return false;
  const fn = value as Partial<Registered>;
  return (fn.isQuery || fn.isMutation || fn.isAction) === true && typeof fn.exportArgs === "function";
}

async function discoverPublicFunctions(): Promise<PublicFunction[]> {
  const found: PublicFunction[] = [];
  for (const [path, load] of Object.entries(modules)) {
    if (path.includes("/_generated/")) continue;
    const modulePath = path.replace(/^\.\//, "").replace(/\.[jt]s$/, "");
    const exports = (await load()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isRegistered(value) || value.isPublic !== true) continue;
      found.push({
        name: `${modulePath}:${exportName}`,
        kind: value.isQuery ? "query" : value.isMutation ? "mutation" : "action",
        permission: permissionOf(value),
        duringPasswordChange: allowedDuringPasswordChange(value),
        whenClosed: allowedWhenClosed(value),
        args: JSON.parse(value.exportArgs()) as ValidatorJson,
      });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const publicFunctions = await discoverPublicFunctions();
const guarded = publicFunctions.filter(
  (fn): fn is PublicFunction & { permission: Permission } => fn.permission !== undefined && fn.permission !== "public",
);

/** The smallest valid value for a validator, with ids of real documents. */
function sampleValue(json: ValidatorJson, idOf: (table: string) => string): Value {
  switch (json.type) {
    case "id":
      return idOf(json.tableName!);
    case "string":
      return "x";
    case "number":
      return 0;
    case "bigint":
      return 0n;
    case "boolean":
      return false;
    case "null":
    case "any":
      return null;
    case "bytes":
      return new ArrayBuffer(0);
    case "literal":
      return jsonToConvex(json.value as JSONValue);
    case "union":
      return sampleValue((json.value as ValidatorJson[])[0], idOf);
    case "array":
      return [];
    case "record":
      return {};
    case "object":
      return Object.fromEntries(
        Object.entries(json.value as Record<string, FieldJson>)
          .filter(([, field]) => !field.optional)
          .map(([key, field]) => [key, sampleValue(field.fieldType, idOf)]),
      );
    default:
      throw new Error(`permissions.test.ts cannot build a value for a "${json.type}" validator yet`);
  }
}

/** Documents for the tables the demo seed leaves empty, so every v.id(table) argument has a real id. */
async function addFixtures(t: TestConvex) {
  await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob(["logo"], { type: "image/png" }));
    await ctx.db.insert("images", { slot: "header_logo", storage_id: storageId, updated_at: 1 });
    const slot = (await ctx.db.query("adorationSlots").first())!;
    await ctx.db.insert("adorationBookings", { slot_id: slot._id, name: "Fixture", created_at: 1 });
    await ctx.db.insert("outboxEmails", { to: "a@b.org", subject: "s", text: "t", status: "sent", created_at: 1 });
    await ctx.db.insert("signInAttempts", { email: "a@b.org", attempts_left: 9, last_attempt_at: 1 });
    const attendee = (await ctx.db.query("attendees").first())!;
    await ctx.db.insert("auditLog", {
      table: "attendees",
      doc_id: attendee._id,
      action: "create",
      user_id: null,
      changes: [],
      at: 1,
    });
    await ctx.db.insert("importBatches", { file_name: "fixture.csv", attendee_type: "attendee", user_id: null, started_at: 1, created: 0, updated: 0 });
  });
}

let t: TestConvex;
const ids = new Map<string, string>();
const callers = new Map<Role | "no role", Awaited<ReturnType<typeof asRole>>["client"]>();
/** Holds every role but was given a temporary password it has not replaced yet. */
let mustChangePassword: Awaited<ReturnType<typeof asRole>>["client"];
/** Holds every role and looks at a closed retreat. */
let inClosedRetreat: Awaited<ReturnType<typeof asRole>>["client"];

beforeAll(async () => {
  t = setupTest();
  await t.action(internal.seed.init, { adminEmail: "admin@fixture.org", adminPassword: "fixture-password", demo: true });
  await addFixtures(t);
  for (const role of ROLES) callers.set(role, (await asRole(t, role)).client);
  callers.set("no role", (await asRole(t)).client);
  const forced = await asRole(t, ...ROLES);
  await t.run(async (ctx) => await ctx.db.patch("users", forced.userId, { must_change_password: true }));
  mustChangePassword = forced.client;
  const looking = await asRole(t, ...ROLES);
  await t.runUnscoped(async (ctx) => {
    const closed = await ctx.db.insert("retreats", { status: "closed", is_current: false, created_at: 1, closed_at: 2 });
    await ctx.db.patch("users", looking.userId, { viewing_retreat_id: closed });
  });
  inClosedRetreat = looking.client;
  const tables = new Set<string>();
  const collect = (json: ValidatorJson): void => {
    if (json.type === "id") tables.add(json.tableName!);
    if (json.type === "union" || json.type === "array") {
      for (const member of [json.value as ValidatorJson].flat()) collect(member);
    }
    if (json.type === "object") for (const field of Object.values(json.value as Record<string, FieldJson>)) collect(field.fieldType);
  };
  for (const fn of guarded) collect(fn.args);
  await t.run(async (ctx) => {
    for (const table of tables) {
      const doc =
        table === "_storage"
          ? await ctx.db.system.query("_storage").first()
          : await ctx.db.query(table as TableNames).first();
      if (doc !== null) ids.set(table, doc._id);
    }
  });
}, 60_000);

function idOf(table: string): string {
  const id = ids.get(table);
  if (id === undefined) throw new Error(`No "${table}" document to use as an argument: add one in addFixtures()`);
  return id;
}

type Caller = { query: TestConvex["query"]; mutation: TestConvex["mutation"]; action: TestConvex["action"] };

async function call(caller: Caller, fn: PublicFunction): Promise<unknown> {
  const args = sampleValue(fn.args, idOf) as Record<string, Value>;
  type Args = Record<string, Value>;
  if (fn.kind === "query") return await caller.query(makeFunctionReference<"query", Args>(fn.name), args);
  if (fn.kind === "mutation") return await caller.mutation(makeFunctionReference<"mutation", Args>(fn.name), args);
  return await caller.action(makeFunctionReference<"action", Args>(fn.name), args);
}

const REFUSAL_CODES = ["UNAUTHENTICATED", "FORBIDDEN", "PASSWORD_CHANGE_REQUIRED", "RETREAT_CLOSED"];

/** The refusal code, or "allowed" when the permission check let the call through. */
async function outcome(caller: Caller, fn: PublicFunction): Promise<string> {
  return (await refusal(caller, fn))?.code ?? "allowed";
}

/** The permission check's refusal ({ code, message }), or null when it let the call through. */
async function refusal(caller: Caller, fn: PublicFunction): Promise<{ code: string; message: string } | null> {
  try {
    await call(caller, fn);
    return null;
  } catch (error) {
    const data = error instanceof ConvexError ? (error.data as { code?: string; message?: string }) : undefined;
    if (data?.code !== undefined && REFUSAL_CODES.includes(data.code)) return { code: data.code, message: data.message ?? "" };
    if (error instanceof Error && /ArgumentValidationError|Value does not match validator/.test(error.message)) {
      throw new Error(`${fn.name} rejected the generated arguments: ${error.message}`);
    }
    return null;
  }
}

describe("every public function is accounted for", () => {
  test("the walk finds the functions of this app and of @convex-dev/auth", () => {
    const names = publicFunctions.map((fn) => fn.name);
    expect(names).toEqual(expect.arrayContaining(["auth:signIn", "users:viewer", "roles:setUserRoles", "settings:save"]));
    expect(guarded.length).toBeGreaterThan(5);
  });

  test("each one either checks a permission or is on the public allowlist", () => {
    const unguarded = publicFunctions.filter((fn) => fn.permission === undefined && !(fn.name in PUBLIC_ALLOWLIST));
    expect(unguarded.map((fn) => fn.name), "public functions without a permission check").toEqual([]);
    const publicNotListed = publicFunctions.filter((fn) => fn.permission === "public" && !(fn.name in PUBLIC_ALLOWLIST));
    expect(publicNotListed.map((fn) => fn.name), "publicQuery/publicMutation/publicAction not on the allowlist").toEqual([]);
  });

  test("the allowlist names only functions that exist and are not permission-checked", () => {
    for (const name of Object.keys(PUBLIC_ALLOWLIST)) {
      const fn = publicFunctions.find((candidate) => candidate.name === name);
      expect(fn, `${name} is on the allowlist but does not exist`).toBeDefined();
      expect(fn?.permission === undefined || fn.permission === "public", `${name} checks a permission`).toBe(true);
    }
  });

  test("only the listed steps of the password change are open to an account that must change its password", () => {
    const open = publicFunctions.filter((fn) => fn.duringPasswordChange).map((fn) => fn.name);
    expect(open).toEqual(Object.keys(PASSWORD_CHANGE_STEPS).sort());
  });

  test("every permission used is one of the permission map", () => {
    for (const fn of guarded) expect(PERMISSION_NAMES, fn.name).toContain(fn.permission);
  });
});

describe.each(guarded)("$name requires $permission", (fn) => {
  test("an anonymous caller is refused as not signed in", async () => {
    expect(await outcome(t, fn)).toBe("UNAUTHENTICATED");
  });

  const lacking = [...ROLES.filter((role) => !hasPermission([role], fn.permission)), "no role" as const];
  test.each(lacking)("a signed-in user with role %s is refused", async (role) => {
    expect(await outcome(callers.get(role)!, fn)).toBe("FORBIDDEN");
  });

  const holding = ROLES.filter((role) => hasPermission([role], fn.permission));
  if (fn.kind === "query") {
    test.each(holding)("a signed-in user with role %s gets past the permission check", async (role) => {
      expect(await outcome(callers.get(role)!, fn)).toBe("allowed");
    });
  }
});

describe("an account that must change its password", () => {
  const refused = guarded.filter((fn) => !fn.duringPasswordChange);
  test.each(refused)("is refused $name until it has chosen its own password", async (fn) => {
    expect(await refusal(mustChangePassword, fn)).toEqual({ code: "PASSWORD_CHANGE_REQUIRED", message: PASSWORD_CHANGE_REQUIRED });
  });

  const steps = guarded.filter((fn) => fn.duringPasswordChange);
  test.each(steps)("may call $name", async (fn) => {
    expect(await outcome(mustChangePassword, fn)).toBe("allowed");
  });
});

describe("a caller looking at a closed retreat", () => {
  test("only the listed steps that span weekends are open in a closed retreat", () => {
    const open = guarded.filter((fn) => fn.kind !== "query" && fn.whenClosed).map((fn) => fn.name);
    expect(open).toEqual(Object.keys(WHEN_CLOSED).sort());
    expect(guarded.filter((fn) => fn.kind === "query" && fn.whenClosed).map((fn) => fn.name), "queries need no scope").toEqual([]);
  });

  const refused = guarded.filter((fn) => fn.kind !== "query" && !fn.whenClosed);
  test.each(refused)("is refused $name: the weekend is read-only", async (fn) => {
    expect(await refusal(inClosedRetreat, fn)).toEqual({ code: "RETREAT_CLOSED", message: RETREAT_CLOSED });
  });

  const reads = guarded.filter((fn) => fn.kind === "query");
  test.each(reads)("still reads $name", async (fn) => {
    expect(await outcome(inClosedRetreat, fn)).toBe("allowed");
  });
});
