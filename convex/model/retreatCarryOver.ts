/**
 * Start the next retreat: what staff choose to take from one weekend into the next. Men carried
 * become new attendee records of the new weekend (the same person, his person data, a fresh
 * weekend part); rooms, tables, settings, inventory, palanquita kinds and prayers are copied. The
 * source weekend is only read: nothing of it changes.
 *
 * Everything here reads through a database that sees every retreat (`Whole`): the caller's ctx.db
 * unscoped in a query, the raw database of an internal mutation.
 */
import type { WithoutSystemFields } from "convex/server";
import { ConvexError, v, type Infer } from "convex/values";
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { headerAfterRename, scheduleForNewDates } from "../shared/dailySchedule";
import { scopeReader } from "./retreatScope";

export const carryValidator = v.object({
  /** Servers of the source weekend ("all"), of the last `recentWeekends` weekends ("recent"), or none. */
  servers: v.union(v.literal("none"), v.literal("all"), v.literal("recent")),
  /** With "recent": how many weekends, up to and including the source (1..50). */
  recentWeekends: v.optional(v.number()),
  /** The source weekend's retreatants, invited as servers. */
  retreatantsAsServers: v.boolean(),
  rooms: v.boolean(),
  /** The tables, without leaders or seats. */
  tables: v.boolean(),
  /** Every setting but the name and dates (they come with the new retreat). */
  settings: v.boolean(),
  /** The items, with nothing on hand. */
  inventory: v.boolean(),
  /** The palanquita kinds, none made yet. */
  palanquitas: v.boolean(),
  prayers: v.boolean(),
});
export type Carry = Infer<typeof carryValidator>;

/** What starting the next retreat creates (previewNext answers the same numbers before). */
export type CarryCounts = {
  servers: number;
  retreatantsAsServers: number;
  rooms: number;
  tables: number;
  settings: number;
  inventoryItems: number;
  palanquitaKinds: number;
  prayers: number;
};

/**
 * Men carried in the transaction that starts the retreat; the rest are carried in chained
 * scheduled transactions of the same size. Each man costs about fifteen reads (his record, the
 * check that he is not there yet, the counters kept alongside and the reads of their writes) and
 * five writes: a hundred stay far inside a transaction's 4,096 reads, with the configuration
 * copied in the same transaction.
 */
export const MEN_PER_TRANSACTION = 100;
/**
 * Refused above this: the scheduled chunks carry the ids of the men still to carry, and a
 * function's array argument holds at most 8,192 values. A parish weekend has a few hundred men.
 */
export const MAX_CARRIED_MEN = 5000;
/** Far above any weekend; bounds each read. */
const MAX_MEN_PER_WEEKEND = 2000;
const MAX_CONFIG_DOCS = 1000;

/** The settings the new retreat takes from its own arguments, never from the source. */
const OWN_SETTINGS = new Set(["retreat_name", "retreat_start_date", "retreat_end_date"]);

type Whole = QueryCtx["db"];

/**
 * The weekends whose servers are carried, the source first: the source alone ("all"), or the last
 * N weekends up to and including it ("recent"), in the order they were started.
 */
async function serverWeekends(db: Whole, source: Doc<"retreats">, carry: Carry): Promise<Doc<"retreats">[]> {
  if (carry.servers === "none") return [];
  const n = carry.servers === "all" ? 1 : (carry.recentWeekends ?? 1);
  const earlier = await db
    .query("retreats")
    .withIndex("by_created", (q) => q.lte("created_at", source.created_at))
    .order("desc")
    .take(n + 1);
  return [source, ...earlier.filter((weekend) => weekend._id !== source._id)].slice(0, n);
}

async function menOfType(db: Whole, retreatId: Id<"retreats">, type: Doc<"attendees">["attendee_type"]): Promise<Doc<"attendees">[]> {
  const men = await scopeReader(db, retreatId)
    .query("attendees")
    .withIndex("by_type_and_room", (q) => q.eq("attendee_type", type))
    .take(MAX_MEN_PER_WEEKEND + 1);
  if (men.length > MAX_MEN_PER_WEEKEND) {
    throw new ConvexError({ code: "TOO_MANY", message: `A weekend with more than ${MAX_MEN_PER_WEEKEND} ${type === "server" ? "servers" : "retreatants"} cannot be carried over.` });
  }
  return men;
}

export type CarriedMan = { record: Doc<"attendees">; as: "servers" | "retreatantsAsServers" };

/**
 * The men to carry, each person once: a man who served in a chosen weekend is carried as a server
 * from his newest server record; else, a retreatant of the source weekend from that record.
 */
export async function menToCarry(db: Whole, source: Doc<"retreats">, carry: Carry): Promise<CarriedMan[]> {
  const chosen = new Map<string, CarriedMan>();
  const keysOf = (man: Doc<"attendees">) => {
    const keys = [`record:${man._id}`];
    if (man.person_id !== undefined) keys.push(`person:${man.person_id}`);
    if (man.email !== "") keys.push(`email:${man.email}`);
    return keys;
  };
  const take = (man: Doc<"attendees">, as: CarriedMan["as"]) => {
    const keys = keysOf(man);
    const known = keys.map((key) => chosen.get(key)).find((entry) => entry !== undefined);
    if (known !== undefined) {
      for (const key of keys) chosen.set(key, known);
      return;
    }
    const entry: CarriedMan = { record: man, as };
    for (const key of keys) chosen.set(key, entry);
  };
  const weekends = await serverWeekends(db, source, carry);
  // Newest weekend first: the first record seen of a man is the one carried.
  for (const weekend of weekends) for (const man of await menOfType(db, weekend._id, "server")) take(man, "servers");
  if (carry.retreatantsAsServers) for (const man of await menOfType(db, source._id, "attendee")) take(man, "retreatantsAsServers");
  const men = [...new Set(chosen.values())];
  if (men.length > MAX_CARRIED_MEN) {
    throw new ConvexError({
      code: "TOO_MANY",
      message: `At most ${MAX_CARRIED_MEN} men can be carried to the next retreat (these choices carry ${men.length}); choose fewer weekends.`,
    });
  }
  return men;
}

type Copied<T extends TableNames> = Array<WithoutSystemFields<Doc<T>>>;

/** The source weekend's configuration as the new weekend will hold it (before the name and dates are applied). */
export type CarriedConfig = {
  siteSettings: Copied<"siteSettings">;
  palancaSettings: Copied<"palancaSettings">;
  planningBasis: Copied<"planningBasis">;
  rooms: Copied<"rooms">;
  diningTables: Copied<"diningTables">;
  inventoryItems: Copied<"inventoryItems">;
  palanquitaStock: Copied<"palanquitaStock">;
  prayers: Copied<"prayers">;
};

/** A document's own fields: no id, creation time or retreat, nor the `dropped` fields. */
function fieldsOf<D extends { _id: unknown; _creationTime: number }>(doc: D, dropped: readonly string[] = []): Omit<D, "_id" | "_creationTime" | "retreat_id"> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === "_id" || key === "_creationTime" || key === "retreat_id" || dropped.includes(key)) continue;
    fields[key] = value;
  }
  return fields as Omit<D, "_id" | "_creationTime" | "retreat_id">;
}

/** What the chosen options copy from the source weekend. */
export async function configToCarry(db: Whole, sourceId: Id<"retreats">, carry: Carry, now: number): Promise<CarriedConfig> {
  const source = scopeReader(db, sourceId);
  const read = async <T extends TableNames>(table: T, wanted: boolean) =>
    wanted ? ((await source.query(table).take(MAX_CONFIG_DOCS)) as Array<Doc<T>>) : [];
  return {
    siteSettings: (await read("siteSettings", carry.settings))
      .filter((row) => !OWN_SETTINGS.has(row.setting_key))
      .map((row) => ({ ...fieldsOf(row), updated_at: now })),
    palancaSettings: (await read("palancaSettings", carry.settings)).map((doc) => ({ ...fieldsOf(doc), updated_at: now })),
    planningBasis: (await read("planningBasis", carry.settings)).map((doc) => ({ ...fieldsOf(doc), updated_at: now })),
    rooms: (await read("rooms", carry.rooms)).map((room) => ({ ...fieldsOf(room, ["occupant_count"]), created_at: now })),
    diningTables: (await read("diningTables", carry.tables)).map((table) => ({
      ...fieldsOf(table, ["seated_count"]),
      leader_id: null,
      created_at: now,
    })),
    inventoryItems: (await read("inventoryItems", carry.inventory)).map((item) => ({ ...fieldsOf(item), quantity_on_hand: 0, created_at: now })),
    palanquitaStock: (await read("palanquitaStock", carry.palanquitas)).map((kind) => ({ ...fieldsOf(kind), made: 0, created_at: now })),
    prayers: (await read("prayers", carry.prayers)).map((prayer) => ({ ...fieldsOf(prayer), created_at: now })),
  };
}

export function countsOf(men: readonly CarriedMan[], config: CarriedConfig): CarryCounts {
  return {
    servers: men.filter((man) => man.as === "servers").length,
    retreatantsAsServers: men.filter((man) => man.as === "retreatantsAsServers").length,
    rooms: config.rooms.length,
    tables: config.diningTables.length,
    settings: config.siteSettings.length + config.palancaSettings.length + config.planningBasis.length,
    inventoryItems: config.inventoryItems.length,
    palanquitaKinds: config.palanquitaStock.length,
    prayers: config.prayers.length,
  };
}

/** The fields of a weekend, not of the man: reset on his record in the new weekend. */
const WEEKEND_FIELDS = [
  "checked_in_at",
  "checked_in_by",
  "amount_paid",
  "cost_of_retreat",
  "donations",
  "admin_fees",
  "palancas_amount",
] as const;

/** A man's record in the next weekend: his person data, as a server, nothing of the weekend he came from. */
export function carriedRecord(man: Doc<"attendees">, now: number): WithoutSystemFields<Doc<"attendees">> {
  return {
    ...fieldsOf(man, WEEKEND_FIELDS),
    attendee_type: "server",
    has_paid: false,
    has_checked_in: false,
    room_id: null,
    table_id: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Adds a carried man to the new weekend (`writer`: its database); nothing when the weekend already
 * has a record of him (a retried chunk, or staff added him meanwhile). Whether he was added.
 */
export async function carryMan(writer: MutationCtx["db"], man: Doc<"attendees">, now: number): Promise<boolean> {
  const there =
    man.person_id !== undefined
      ? await writer
          .query("attendees")
          .withIndex("by_person", (q) => q.eq("person_id", man.person_id))
          .first()
      : man.email === ""
        ? null
        : await writer
            .query("attendees")
            .withIndex("by_email", (q) => q.eq("email", man.email))
            .first();
  if (there !== null) return false;
  await writer.insert("attendees", carriedRecord(man, now));
  return true;
}

/** A retreat's name and dates, as its settings hold them. */
export type RetreatNaming = { name: string; start: string; end: string };

/** Writes the copied configuration into the new weekend (`writer`: its database). */
export async function writeCarriedConfig(
  writer: MutationCtx["db"],
  config: CarriedConfig,
  from: RetreatNaming,
  to: RetreatNaming,
): Promise<void> {
  for (const row of config.siteSettings) {
    // The same rules as a change of dates or name in Settings: the daily pattern for the new days, the header's name renamed.
    const value =
      row.setting_key === "retreat_daily_schedule"
        ? scheduleForNewDates(row.setting_value, from, to)
        : row.setting_key === "pdf_header_center_text"
          ? headerAfterRename(row.setting_value, from.name, to.name)
          : row.setting_value;
    await writer.insert("siteSettings", { ...row, setting_value: value });
  }
  for (const doc of config.palancaSettings) await writer.insert("palancaSettings", doc);
  for (const doc of config.planningBasis) await writer.insert("planningBasis", doc);
  for (const doc of config.rooms) await writer.insert("rooms", doc);
  for (const doc of config.diningTables) await writer.insert("diningTables", doc);
  for (const doc of config.inventoryItems) await writer.insert("inventoryItems", doc);
  for (const doc of config.palanquitaStock) await writer.insert("palanquitaStock", doc);
  for (const doc of config.prayers) await writer.insert("prayers", doc);
}

