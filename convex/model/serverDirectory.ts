import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { rolesOf } from "../functions";
import { attendeeOfAccount } from "./accountRecord";
import { adorationHoursOfMan, type AdorationHour } from "./adorationHours";
import type { Role } from "../shared/validators";

/** What a server holds during the weekend: shown in the directory and on his dashboard. */
export type TablePlace = { name: string; role: "leader" | "seated" };
export type TalkItem = { _id: Id<"talks">; title: string; kind: Doc<"talks">["kind"]; day: string | null; time: string | null; status: Doc<"talks">["status"] };

/** The accounts of a man: linked by users.attendee_id, or sharing his email. */
export async function accountsOf(ctx: QueryCtx, man: Doc<"attendees">): Promise<Doc<"users">[]> {
  const linked = await ctx.db.query("users").withIndex("by_attendee", (q) => q.eq("attendee_id", man._id)).take(5);
  const byEmail = await ctx.db.query("users").withIndex("email", (q) => q.eq("email", man.email)).take(5);
  return [...new Map([...linked, ...byEmail].map((user) => [user._id, user])).values()];
}

/** Tables he leads, and the table he is seated at. */
export async function tablesOf(ctx: QueryCtx, man: Doc<"attendees">): Promise<TablePlace[]> {
  const led = await ctx.db.query("diningTables").withIndex("by_leader", (q) => q.eq("leader_id", man._id)).take(20);
  const places: TablePlace[] = led.map((table) => ({ name: table.name, role: "leader" }));
  if (man.table_id !== null && !led.some((table) => table._id === man.table_id)) {
    const table = await ctx.db.get("diningTables", man.table_id);
    if (table !== null) places.push({ name: table.name, role: "seated" });
  }
  return places;
}

export async function talksOf(ctx: QueryCtx, man: Doc<"attendees">): Promise<TalkItem[]> {
  // The index orders his talks by day and time.
  const talks = await ctx.db.query("talks").withIndex("by_speaker", (q) => q.eq("speaker_id", man._id)).take(50);
  return talks.map((talk) => ({ _id: talk._id, title: talk.title, kind: talk.kind, day: talk.day, time: talk.time, status: talk.status }));
}

/** One bounded page of the servers, in the order of the by_type_and_room index (the directory and both server pickers). */
export async function pageOfServers(ctx: QueryCtx, paginationOpts: PaginationOptions) {
  return await ctx.db
    .query("attendees")
    .withIndex("by_type_and_room", (q) => q.eq("attendee_type", "server"))
    .paginate(paginationOpts);
}

export type { AdorationHour };

export type DirectoryRow = {
  _id: Id<"attendees">;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  room_name: string | null;
  tables: TablePlace[];
  talks: { title: string; kind: Doc<"talks">["kind"] }[];
  adoration: AdorationHour[];
  has_account: boolean;
  roles: Role[];
};

export async function directoryRow(ctx: QueryCtx, man: Doc<"attendees">): Promise<DirectoryRow> {
  const accounts = await accountsOf(ctx, man);
  const roles = new Set<Role>();
  for (const user of accounts) for (const role of await rolesOf(ctx, user._id)) roles.add(role);
  const room = man.room_id === null ? null : await ctx.db.get("rooms", man.room_id);
  return {
    _id: man._id,
    first_name: man.first_name,
    last_name: man.last_name,
    email: man.email,
    phone_number: man.phone_number,
    room_name: room?.name ?? null,
    tables: await tablesOf(ctx, man),
    talks: (await talksOf(ctx, man)).map((talk) => ({ title: talk.title, kind: talk.kind })),
    adoration: await adorationHoursOfMan(ctx, man, accounts),
    has_account: accounts.length > 0,
    roles: [...roles].sort(),
  };
}

export type ServerDashboard = {
  attendee: Pick<Doc<"attendees">, "_id" | "first_name" | "last_name" | "email" | "phone_number" | "attendee_type">;
  room: { name: string; roommates: string[] } | null;
  tables: (TablePlace & { leader: string | null })[];
  talks: TalkItem[];
  adoration: AdorationHour[];
};

/** Everything one server's dashboard shows. */
export async function serverDashboard(ctx: QueryCtx, man: Doc<"attendees">): Promise<ServerDashboard> {
  let room: ServerDashboard["room"] = null;
  if (man.room_id !== null) {
    const doc = await ctx.db.get("rooms", man.room_id);
    const occupants = await ctx.db.query("attendees").withIndex("by_room", (q) => q.eq("room_id", man.room_id)).take(50);
    if (doc !== null) {
      room = {
        name: doc.name,
        roommates: occupants.filter((o) => o._id !== man._id).map((o) => `${o.first_name} ${o.last_name}${o.snore ? " (R)" : ""}`),
      };
    }
  }
  const tables: ServerDashboard["tables"] = [];
  for (const place of await tablesOf(ctx, man)) {
    let leader: string | null = null;
    if (place.role === "seated" && man.table_id !== null) {
      const table = await ctx.db.get("diningTables", man.table_id);
      const leaderDoc = table?.leader_id ? await ctx.db.get("attendees", table.leader_id) : null;
      leader = leaderDoc === null ? null : `${leaderDoc.first_name} ${leaderDoc.last_name}`;
    }
    tables.push({ ...place, leader });
  }
  return {
    attendee: {
      _id: man._id,
      first_name: man.first_name,
      last_name: man.last_name,
      email: man.email,
      phone_number: man.phone_number,
      attendee_type: man.attendee_type,
    },
    room,
    tables,
    talks: await talksOf(ctx, man),
    adoration: await adorationHoursOfMan(ctx, man, await accountsOf(ctx, man)),
  };
}

/**
 * The attendee record of an account in this weekend: linked by users.attendee_id (or the same
 * person's record, once he was carried to a later weekend), else the one with the account's email.
 */
export async function ownAttendee(ctx: QueryCtx, user: Doc<"users">): Promise<Doc<"attendees"> | null> {
  const linked = await attendeeOfAccount(ctx, user);
  if (linked !== null) return linked;
  if (!user.email) return null;
  const email = user.email;
  return await ctx.db.query("attendees").withIndex("by_email", (q) => q.eq("email", email)).first();
}
