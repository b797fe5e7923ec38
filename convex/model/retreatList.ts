/**
 * The weekends as the retreat switcher and a man's profile show them: each retreat's name and
 * dates are its own settings, its head counts its own kept totals, read through a database scoped
 * to it. Every reader here takes a database that sees every retreat.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { readAttendeeTotals } from "./attendeeTotals";
import { recordsOfPerson } from "./people";
import { scopeReader } from "./retreatScope";
import { readSetting } from "./settings";

type Whole = QueryCtx["db"];

/** Far more weekends than a parish holds in a lifetime; bounds the switcher's read. */
const MAX_LISTED = 500;

export type RetreatSummary = {
  _id: Id<"retreats">;
  name: string;
  startDate: string;
  endDate: string;
  status: Doc<"retreats">["status"];
  isCurrent: boolean;
};

export type RetreatListItem = RetreatSummary & {
  isViewing: boolean;
  retreatants: number;
  servers: number;
  createdAt: number;
  closedAt?: number;
};

/** The context of one retreat, for the settings and totals readers. */
function inRetreat(db: Whole, retreatId: Id<"retreats">): QueryCtx {
  return { db: scopeReader(db, retreatId) } as QueryCtx;
}

/** A retreat's name (the default when unset) and dates (empty when unset), three indexed reads. */
async function namesAndDates(db: Whole, retreatId: Id<"retreats">) {
  const ctx = inRetreat(db, retreatId);
  const [name, startDate, endDate] = await Promise.all([
    readSetting(ctx, "retreat_name"),
    readSetting(ctx, "retreat_start_date"),
    readSetting(ctx, "retreat_end_date"),
  ]);
  return { name, startDate, endDate };
}

export async function retreatSummary(db: Whole, retreat: Doc<"retreats">): Promise<RetreatSummary> {
  return { _id: retreat._id, ...(await namesAndDates(db, retreat._id)), status: retreat.status, isCurrent: retreat.is_current };
}

/** Every retreat, newest first, with its head counts from its kept totals (a few reads per retreat). */
export async function listRetreats(db: Whole, viewingId: Id<"retreats">): Promise<RetreatListItem[]> {
  const retreats = await db.query("retreats").withIndex("by_created").order("desc").take(MAX_LISTED);
  return await Promise.all(
    retreats.map(async (retreat): Promise<RetreatListItem> => {
      const totals = await readAttendeeTotals(inRetreat(db, retreat._id));
      return {
        ...(await retreatSummary(db, retreat)),
        isViewing: retreat._id === viewingId,
        retreatants: totals.attendee.men,
        servers: totals.server.men,
        createdAt: retreat.created_at,
        ...(retreat.closed_at === undefined ? {} : { closedAt: retreat.closed_at }),
      };
    }),
  );
}

export type Weekend = {
  retreatId: Id<"retreats">;
  retreatName: string;
  startDate: string;
  attendeeType: Doc<"attendees">["attendee_type"];
  attendeeId: Id<"attendees">;
  isThisRecord: boolean;
};

/** The weekends of the man whose record `man` is, oldest first (in the order the retreats were started). */
export async function weekendsOfMan(ctx: QueryCtx, db: Whole, man: Doc<"attendees">): Promise<Weekend[]> {
  const records = man.person_id === undefined ? [man] : await recordsOfPerson(ctx, man.person_id);
  const retreatIds = [...new Set(records.flatMap((record) => (record.retreat_id === undefined ? [] : [record.retreat_id])))];
  const retreats = new Map(
    await Promise.all(
      retreatIds.map(async (id) => [id, { retreat: await db.get("retreats", id), ...(await namesAndDates(db, id)) }] as const),
    ),
  );
  const weekends = records.flatMap((record) => {
    const found = record.retreat_id === undefined ? undefined : retreats.get(record.retreat_id);
    if (found === undefined || found.retreat === null) return [];
    return [{ record, createdAt: found.retreat.created_at, found }];
  });
  weekends.sort((a, b) => a.createdAt - b.createdAt || a.record._creationTime - b.record._creationTime);
  return weekends.map(({ record, found }) => ({
    retreatId: found.retreat!._id,
    retreatName: found.name,
    startDate: found.startDate,
    attendeeType: record.attendee_type,
    attendeeId: record._id,
    isThisRecord: record._id === man._id,
  }));
}
