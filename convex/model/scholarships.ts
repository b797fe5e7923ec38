import { ConvexError } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { scholarshipOf } from "./attendeeTotals";
import { recordChange } from "./audit";
import { refusal } from "./entryInput";
import { centsRefusal, formatCents, toCents } from "../shared/money";
import { compareLastFirst } from "../shared/collation";

/** A retreat grants far fewer; the list reads at most this many. */
const MAX_SCHOLARSHIPS = 2000;

export type ScholarshipInput = { reduced_cost_cents: number; granted_by: string; reason?: string };

async function requireMan(ctx: QueryCtx, id: Id<"attendees">) {
  const man = await ctx.db.get("attendees", id);
  if (man === null) throw refusal("NOT_FOUND", "This attendee no longer exists.");
  return man;
}

/**
 * Grants a man a reduced cost, or changes his scholarship. The reduced cost must be below his
 * cost of the retreat when one is on file; who granted it is required.
 */
export async function grantScholarship(
  ctx: MutationCtx,
  viewer: Viewer,
  attendeeId: Id<"attendees">,
  input: ScholarshipInput,
): Promise<Id<"scholarships">> {
  const man = await requireMan(ctx, attendeeId);
  const problem = centsRefusal(input.reduced_cost_cents, { label: "Reduced cost" });
  if (problem !== null) throw new ConvexError(problem);
  const cost = toCents(man.cost_of_retreat);
  if (man.cost_of_retreat !== undefined && input.reduced_cost_cents >= cost) {
    throw refusal("INVALID", `The reduced cost must be less than his cost of the retreat (${formatCents(cost)}).`, {
      reason: "scholarshipCost",
      params: { cost: formatCents(cost) },
    });
  }
  const grantedBy = input.granted_by.trim();
  if (grantedBy === "") throw refusal("INVALID", "Enter who granted the scholarship.");
  if (grantedBy.length > 100) throw refusal("INVALID", "Granted by can be at most 100 characters.");
  const reason = input.reason?.trim() ?? "";
  if (reason.length > 500) throw refusal("INVALID", "Reason can be at most 500 characters.");
  const fields = {
    attendee_id: attendeeId,
    reduced_cost_cents: input.reduced_cost_cents,
    granted_by: grantedBy,
    ...(reason === "" ? {} : { reason }),
    created_by: viewer.userId,
  };
  const before = await scholarshipOf(ctx, attendeeId);
  const after = { ...fields, created_at: before?.created_at ?? Date.now() };
  let id: Id<"scholarships">;
  if (before === null) {
    id = await ctx.db.insert("scholarships", after);
  } else {
    id = before._id;
    await ctx.db.replace("scholarships", id, after);
  }
  await recordChange(ctx, { table: "scholarships", docId: id, viewer, before, after });
  return id;
}

export async function revokeScholarship(ctx: MutationCtx, viewer: Viewer, attendeeId: Id<"attendees">): Promise<void> {
  await requireMan(ctx, attendeeId);
  const before = await scholarshipOf(ctx, attendeeId);
  if (before === null) return;
  await ctx.db.delete("scholarships", before._id);
  await recordChange(ctx, { table: "scholarships", docId: before._id, viewer, before, after: null });
}

/** Every scholarship with the man's name and costs, by name. */
export async function listScholarships(ctx: QueryCtx) {
  const rows = await ctx.db.query("scholarships").take(MAX_SCHOLARSHIPS);
  const listed = await Promise.all(
    rows.map(async (row) => {
      const man = await ctx.db.get("attendees", row.attendee_id);
      if (man === null) return null;
      return {
        _id: row._id,
        attendee_id: row.attendee_id,
        first_name: man.first_name,
        last_name: man.last_name,
        attendee_type: man.attendee_type,
        cost_cents: man.cost_of_retreat === undefined ? null : toCents(man.cost_of_retreat),
        paid_cents: toCents(man.amount_paid),
        reduced_cost_cents: row.reduced_cost_cents,
        granted_by: row.granted_by,
        reason: row.reason ?? null,
        created_at: row.created_at,
      };
    }),
  );
  return listed
    .filter((row) => row !== null)
    .sort(compareLastFirst);
}
