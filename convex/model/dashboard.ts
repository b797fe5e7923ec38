import type { QueryCtx } from "../_generated/server";
import { readAttendeeTotals } from "./attendeeTotals";
import { readSettings } from "./settings";

/**
 * Registered retreatants against the estimate; the count is skipped when there is no estimate.
 * The count is the kept head count (attendeeTotals.ts): exact at any size, one document read.
 */
export async function registrationProgress(ctx: QueryCtx): Promise<{ retreatants: number; estimated: number }> {
  const settings = await readSettings(ctx);
  const estimated = Math.max(0, Math.floor(Number(settings.estimated_retreatants) || 0));
  if (estimated === 0) return { retreatants: 0, estimated };
  const totals = await readAttendeeTotals(ctx);
  return { retreatants: totals.attendee.men, estimated };
}
