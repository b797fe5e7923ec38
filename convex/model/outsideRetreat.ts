/**
 * What a change of the retreat's dates leaves outside them: talks and staff events on a day
 * before the start or after the end. They are kept (staff move or delete them); Settings says so.
 */
import type { QueryCtx } from "../_generated/server";
import { isIsoDate } from "../shared/retreatDays";
import type { Settings } from "../shared/settings";

const MAX_LISTED = 50;

export type OutsideItem = { title: string; day: string };
export type OutsideRetreat = { talks: OutsideItem[]; events: OutsideItem[] };

export async function outsideRetreatDates(
  ctx: QueryCtx,
  settings: Pick<Settings, "retreat_start_date" | "retreat_end_date">,
): Promise<OutsideRetreat> {
  const start = settings.retreat_start_date;
  const end = settings.retreat_end_date;
  if (!isIsoDate(start) || !isIsoDate(end)) return { talks: [], events: [] };
  const [talksBefore, talksAfter, eventsBefore, eventsAfter] = await Promise.all([
    ctx.db.query("talks").withIndex("by_day_and_time", (q) => q.lt("day", start)).take(MAX_LISTED),
    ctx.db.query("talks").withIndex("by_day_and_time", (q) => q.gt("day", end)).take(MAX_LISTED),
    ctx.db.query("calendarEvents").withIndex("by_day_and_start", (q) => q.lt("day", start)).take(MAX_LISTED),
    ctx.db.query("calendarEvents").withIndex("by_day_and_start", (q) => q.gt("day", end)).take(MAX_LISTED),
  ]);
  const items = (docs: { title: string; day: string }[]) => docs.map(({ title, day }) => ({ title, day }));
  return { talks: items([...talksBefore, ...talksAfter]), events: items([...eventsBefore, ...eventsAfter]) };
}
