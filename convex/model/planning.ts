import type { MutationCtx, QueryCtx } from "../_generated/server";
import { readAttendeeTotals } from "./attendeeTotals";
import { readSettings } from "./settings";

/**
 * The head counts Inventory and Palanquita Stock plan for: the live counts of men on file, or the
 * Settings estimates (estimated_retreatants, estimated_servers) before registration closes. One
 * switch, shared by every staff screen.
 */
export type PlanningSource = "live" | "estimates";
export type HeadCounts = { source: PlanningSource; retreatants: number; servers: number };

export async function readPlanningSource(ctx: QueryCtx): Promise<PlanningSource> {
  const doc = await ctx.db.query("planningBasis").first();
  return doc?.source ?? "live";
}

export async function setPlanningSource(ctx: MutationCtx, source: PlanningSource): Promise<void> {
  const doc = await ctx.db.query("planningBasis").first();
  if (doc === null) await ctx.db.insert("planningBasis", { source, updated_at: Date.now() });
  else if (doc.source !== source) await ctx.db.patch("planningBasis", doc._id, { source, updated_at: Date.now() });
}

function estimate(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

export async function readHeadCounts(ctx: QueryCtx): Promise<HeadCounts> {
  const source = await readPlanningSource(ctx);
  if (source === "estimates") {
    const settings = await readSettings(ctx);
    return {
      source,
      retreatants: estimate(settings.estimated_retreatants),
      servers: estimate(settings.estimated_servers),
    };
  }
  const totals = await readAttendeeTotals(ctx);
  return { source, retreatants: totals.attendee.men, servers: totals.server.men };
}
