import { defineTable } from "convex/server";
import { v, type GenericValidator } from "convex/values";

/**
 * Many weekends in one app. Each weekend is a retreat; almost every table belongs to one (its
 * documents carry `retreat_id`) and is read and written through a database scoped to it
 * (model/retreatScope.ts). The people table and the accounts span every weekend.
 */
export const retreatStatusValidator = v.union(v.literal("open"), v.literal("closed"));

export const retreatsTables = {
  /**
   * One document per weekend. Exactly one is current (`is_current`): the weekend staff work on
   * unless they chose to look at another. A closed retreat is kept read-only.
   */
  retreats: defineTable({
    // Its name, dates and the rest are its settings (siteSettings of the retreat).
    status: retreatStatusValidator,
    is_current: v.boolean(),
    created_at: v.number(),
    closed_at: v.optional(v.number()),
    closed_by: v.optional(v.string()),
    /** The retreat it was started from (Start the next retreat). */
    previous_id: v.optional(v.id("retreats")),
  })
    .index("by_current", ["is_current"])
    .index("by_created", ["created_at"]),

  /**
   * A man across weekends: each of his attendee records (one per weekend he was part of) points
   * here. Matched by email when a record is added or imported.
   */
  people: defineTable({
    email: v.string(), // trimmed and lower-cased, as attendees.email
    first_name: v.string(),
    last_name: v.string(),
    created_at: v.number(),
  }).index("by_email", ["email"]),
};

/**
 * Indexes of retreat tables that span every retreat: the speaker portal finds a talk by its token
 * before it knows the retreat, and a man's weekends are found by his person.
 */
const GLOBAL_INDEXES: ReadonlySet<string> = new Set(["talks.by_token_hash", "attendees.by_person"]);

/** The index every retreat table has: its documents in creation order. */
export const BY_RETREAT = "by_retreat";

/** Each retreat table and its indexes that start with retreat_id. */
const scopedIndexes = new Map<string, Set<string>>();

/** Whether `table` belongs to a retreat. */
export function isRetreatTable(table: string): boolean {
  return scopedIndexes.has(table);
}

/** Whether `index` of a retreat table is stored with retreat_id first (the scoped database adds it to every range). */
export function isRetreatIndex(table: string, index: string): boolean {
  return scopedIndexes.get(table)?.has(index) ?? false;
}

/**
 * A table whose documents belong to one retreat. Its indexes are declared as the code reads them
 * (`.index("by_room", ["room_id"])`) and stored with `retreat_id` first, so every range a scoped
 * database reads stays inside one retreat (but for GLOBAL_INDEXES); `by_retreat` holds all of one
 * retreat's documents in creation order.
 */
export function retreatTable<Fields extends Record<string, GenericValidator>>(name: string, fields: Fields): RetreatTable<Fields> {
  const table = defineTable({ ...fields, retreat_id: v.id("retreats") });
  const scoped = new Set<string>([BY_RETREAT]);
  scopedIndexes.set(name, scoped);
  const declare = table.index.bind(table) as unknown as (index: string, fields: string[]) => unknown;
  declare(BY_RETREAT, ["retreat_id"]);
  Object.defineProperty(table, "index", {
    value: (index: string, indexFields: string[]) => {
      const global = GLOBAL_INDEXES.has(`${name}.${index}`);
      if (!global) scoped.add(index);
      declare(index, global ? indexFields : ["retreat_id", ...indexFields]);
      return table;
    },
  });
  return table as unknown as RetreatTable<Fields>;
}

/**
 * The table as the code sees it: `retreat_id` is optional in its type because the scoped database
 * fills it in on every insert; the stored schema requires it, so a write outside a retreat fails.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is used (RetreatTable below)
function declaredAs<Fields extends Record<string, GenericValidator>>(fields: Fields) {
  return defineTable({ ...fields, retreat_id: v.optional(v.id("retreats")) });
}
type RetreatTable<Fields extends Record<string, GenericValidator>> = ReturnType<typeof declaredAs<Fields>>;
