/**
 * A man across weekends. Each attendee record is his part in one weekend; `person_id` ties his
 * records together. A record gets its person when it is written without one: the person with the
 * same email if there is one (imports and hand entry match men across weekends by email), else a
 * new person. Records carried to the next weekend keep their person.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { unscoped } from "./retreatScope";

type Man = Pick<Doc<"attendees">, "email" | "first_name" | "last_name" | "person_id">;

/** The person a record belongs to: found by email (an empty email matches nobody), else created. */
export async function personFor(ctx: Pick<MutationCtx, "db">, man: Man): Promise<Id<"people">> {
  if (man.person_id !== undefined) return man.person_id;
  const email = man.email.trim().toLowerCase();
  if (email !== "") {
    const known = await ctx.db
      .query("people")
      .withIndex("by_email", (q) => q.eq("email", email))
      .first();
    if (known !== null) return known._id;
  }
  return await ctx.db.insert("people", { email, first_name: man.first_name, last_name: man.last_name, created_at: Date.now() });
}

/**
 * The writer whose inserts of attendee records carry their person from the start, so no record
 * is written twice for it (the derived-data hook in model/derivedData.ts links any record still
 * without one).
 */
export function linkingPeople<D extends MutationCtx["db"]>(db: D): D {
  const insert = db.insert.bind(db) as (table: string, value: Record<string, unknown>) => Promise<unknown>;
  const linking = Object.create(db) as { insert: typeof insert };
  linking.insert = async (table, value) => {
    if (table !== "attendees" || value.person_id !== undefined) return await insert(table, value);
    const person = await personFor({ db }, value as unknown as Man);
    return await insert(table, { ...value, person_id: person });
  };
  return linking as unknown as D;
}

/** Every record of a person, in every weekend, oldest weekend first. */
export async function recordsOfPerson(ctx: QueryCtx, personId: Id<"people">): Promise<Doc<"attendees">[]> {
  const records = await unscoped(ctx.db)
    .query("attendees")
    .withIndex("by_person", (q) => q.eq("person_id", personId))
    .take(500);
  return records;
}
