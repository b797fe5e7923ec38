import type { QueryCtx } from "../_generated/server";
import { readSettings } from "./settings";

/** More retreatants than any retreat house holds; keeps the read bounded. */
const MAX_COUNTED_RETREATANTS = 1000;

/** Registered retreatants against the estimate; the count is skipped when there is no estimate. */
export async function registrationProgress(ctx: QueryCtx): Promise<{ retreatants: number; estimated: number }> {
  const settings = await readSettings(ctx);
  const estimated = Math.max(0, Math.floor(Number(settings.estimated_retreatants) || 0));
  if (estimated === 0) return { retreatants: 0, estimated };
  const retreatants = await ctx.db
    .query("attendees")
    .withIndex("by_type_and_room", (q) => q.eq("attendee_type", "attendee"))
    .take(MAX_COUNTED_RETREATANTS);
  return { retreatants: retreatants.length, estimated };
}
