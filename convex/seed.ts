import { createAccount, modifyAccountCredentials } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalQuery } from "./_generated/server";
import { internalMutation, retreatWriter } from "./functions";
import { ensureCurrentRetreat } from "./model/retreatMigration";
import { syncAdorationSlots } from "./model/adorationSlots";
import {
  DEMO_TABLE_NAMES,
  demoAttendees,
  demoRetreatDates,
  demoRooms,
} from "./model/demoData";
import { seedMinistriesDemo } from "./model/ministriesDemo";
import { seedPlanningDemo } from "./model/planningDemo";
import { readSettings } from "./model/settings";
import { roleValidator } from "./shared/validators";

/**
 * Creates the first admin account, or promotes an existing account to admin (and sets its
 * password when one is given). Used on first start and from the command line:
 *   npx convex run seed:createAdmin '{"email":"you@parish.org","password":"..."}'
 * With `mustChangePassword` the given password is a known one (the documented first-start
 * password): the admin must choose his own at first sign-in, and the server refuses everything
 * else until he has.
 */
export const createAdmin = internalAction({
  args: {
    email: v.string(),
    password: v.optional(v.string()),
    firstName: v.optional(v.string()),
    lastName: v.optional(v.string()),
    mustChangePassword: v.optional(v.boolean()),
  },
  handler: async (ctx, args): Promise<{ userId: Id<"users">; created: boolean }> => {
    const email = args.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${args.email}`);
    if (args.password !== undefined && args.password.length < 8) {
      throw new Error("Password must be at least 8 characters long.");
    }
    const existing: Id<"users"> | null = await ctx.runQuery(internal.seed.userIdByEmail, { email });
    let userId: Id<"users">;
    if (existing === null) {
      if (args.password === undefined) throw new Error("A password is required to create a new account.");
      const { user } = await createAccount(ctx, {
        provider: "password",
        account: { id: email, secret: args.password },
        profile: {
          email,
          first_name: args.firstName,
          last_name: args.lastName,
          ...(args.mustChangePassword === true ? { must_change_password: true } : {}),
        },
      });
      userId = user._id;
    } else {
      userId = existing;
      if (args.password !== undefined) {
        await modifyAccountCredentials(ctx, {
          provider: "password",
          account: { id: email, secret: args.password },
        });
      }
    }
    await ctx.runMutation(internal.seed.grantRole, { userId, role: "admin" });
    if (existing !== null && args.password !== undefined) {
      // The password just set replaces any temporary one.
      await ctx.runMutation(internal.seed.setMustChangePassword, { userId, mustChangePassword: args.mustChangePassword ?? false });
    }
    return { userId, created: existing === null };
  },
});

export const userIdByEmail = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first();
    return user?._id ?? null;
  },
});

export const setMustChangePassword = internalMutation({
  args: { userId: v.id("users"), mustChangePassword: v.boolean() },
  handler: async (ctx, { userId, mustChangePassword }) => {
    await ctx.db.patch("users", userId, { must_change_password: mustChangePassword, temporary_password_expires_at: undefined });
  },
});

export const grantRole = internalMutation({
  args: { userId: v.id("users"), role: roleValidator },
  handler: async (ctx, { userId, role }) => {
    const existing = await ctx.db
      .query("userRoles")
      .withIndex("by_user_and_role", (q) => q.eq("user_id", userId).eq("role", role))
      .first();
    if (existing === null) await ctx.db.insert("userRoles", { user_id: userId, role, created_at: Date.now() });
  },
});

/**
 * First start: the admin account and, unless `demo` is false, the demo retreat. With
 * `adminMustChangePassword` (the documented default password was used) the admin must choose his
 * own password at first sign-in; a password the operator chose stays as it is.
 */
export const init = internalAction({
  args: {
    adminEmail: v.string(),
    adminPassword: v.string(),
    adminMustChangePassword: v.optional(v.boolean()),
    demo: v.boolean(),
  },
  handler: async (ctx, args) => {
    await ctx.runAction(internal.seed.createAdmin, {
      email: args.adminEmail,
      password: args.adminPassword,
      firstName: "Retreat",
      lastName: "Admin",
      mustChangePassword: args.adminMustChangePassword ?? false,
    });
    if (args.demo) await ctx.runMutation(internal.seed.seedDemo, { now: Date.now() });
  },
});

export const seedDemo = internalMutation({
  args: { now: v.number() },
  handler: async (rawCtx, { now }) => {
    const retreat = await ensureCurrentRetreat(rawCtx);
    const ctx = { ...rawCtx, db: retreatWriter(rawCtx, retreat._id) };
    if ((await ctx.db.query("attendees").first()) !== null) return; // never seed twice
    const { start, end, days } = demoRetreatDates(now);

    const settings: Record<string, string> = {
      retreat_name: "ACTS Men's Retreat #50",
      parish_name: "St. Agnes Catholic Church",
      priest_name: "Fr. Miguel Ángel Torres",
      retreat_start_date: start,
      retreat_end_date: end,
      retreat_daily_schedule: JSON.stringify(
        Object.fromEntries(days.map((day, i) => [day, { start: i === 0 ? "17:00" : "07:00", end: i === days.length - 1 ? "16:00" : "22:00" }])),
      ),
      estimated_servers: "20",
      estimated_retreatants: "48",
      retreat_house: "Cedarbrake Catholic Retreat Center",
      retreat_house_address: "5602 N Hwy 95, Temple, TX 76501",
      retreat_house_phone: "(254) 780-2436",
      pdf_header_center_text: "ACTS Men's Retreat #50 — St. Agnes",
    };
    for (const [setting_key, setting_value] of Object.entries(settings)) {
      await ctx.db.insert("siteSettings", { setting_key, setting_value, updated_at: now });
    }

    const roomIds: Array<{ id: Id<"rooms">; capacity: number; type: "retreatant" | "server"; used: number }> = [];
    for (const room of demoRooms()) {
      const id = await ctx.db.insert("rooms", { ...room, name_lower: room.name.toLowerCase(), created_at: now });
      roomIds.push({ id, capacity: room.capacity, type: room.room_type, used: 0 });
    }
    const tableIds: Id<"diningTables">[] = [];
    for (const name of DEMO_TABLE_NAMES) {
      tableIds.push(await ctx.db.insert("diningTables", { name, leader_id: null, created_at: now }));
    }

    // Servers all get rooms; about half the retreatants are already placed, the rest wait for staff.
    const people = demoAttendees();
    const attendeeIds: Id<"attendees">[] = [];
    let placedRetreatants = 0;
    let seated = 0;
    for (const [index, person] of people.entries()) {
      const type = person.attendee_type === "server" ? "server" : "retreatant";
      const wantsRoom = !person.sleeps_at_home && (type === "server" || placedRetreatants < 20);
      const room = wantsRoom ? roomIds.find((r) => r.type === type && r.used < r.capacity) : undefined;
      if (room) {
        room.used++;
        if (type === "retreatant") placedRetreatants++;
      }
      const created = now - (people.length - index) * 60_000;
      const attendee = {
        ...person,
        has_checked_in: false,
        room_id: room?.id ?? null,
        table_id: type === "retreatant" && index % 2 === 0 ? tableIds[seated++ % tableIds.length] : null,
        created_at: created,
        updated_at: created,
      };
      const id = await ctx.db.insert("attendees", attendee);
      attendeeIds.push(id);
    }
    const servers = attendeeIds.filter((_, i) => people[i].attendee_type === "server");
    for (const [i, tableId] of tableIds.entries()) {
      if (servers[i]) await ctx.db.patch("diningTables", tableId, { leader_id: servers[i] });
    }

    await syncAdorationSlots(ctx, await readSettings(ctx));

    const retreatants = attendeeIds.filter((_, i) => people[i].attendee_type === "attendee");
    await seedMinistriesDemo(ctx, { now, days, servers, retreatants });
    await seedPlanningDemo(ctx, { now, start, attendeeIds });
  },
});
