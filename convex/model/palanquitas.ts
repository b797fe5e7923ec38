import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { optionalText, refusal, requireName, requireQuantity } from "./entryInput";
import { toHundredths } from "../shared/quantity";
import { keptList } from "./keptList";
import type { HeadCounts } from "./planning";

/** A retreat makes far fewer kinds. */
export const MAX_KINDS = 500;
/** One change of the made count: a tap is ±1, the edit form sends the difference it made. */
export const MAX_DELTA = 100_000;

export type KindInput = { name: string; needed_per_retreatant: number; maker?: string; notes?: string };

export function validKind(input: KindInput) {
  return {
    name: requireName(input.name),
    needed_per_retreatant: requireQuantity(input.needed_per_retreatant, "Needed per retreatant"),
    maker: optionalText(input.maker, 100, "Who is making it"),
    notes: optionalText(input.notes, 500, "Notes"),
  };
}

/** needed = per retreatant × retreatants (a part of a favour still needs a whole one); gap = needed − made, never below 0. */
export function kindNeed(kind: Pick<Doc<"palanquitaStock">, "made" | "needed_per_retreatant">, retreatants: number) {
  const needed = Math.ceil((toHundredths(kind.needed_per_retreatant) * retreatants) / 100);
  return { needed, gap: Math.max(0, needed - kind.made) };
}

export async function listKinds(ctx: QueryCtx, counts: HeadCounts) {
  const kinds = await ctx.db.query("palanquitaStock").withIndex("by_name").take(MAX_KINDS);
  return kinds.map((kind) => ({
    _id: kind._id,
    name: kind.name,
    made: kind.made,
    needed_per_retreatant: kind.needed_per_retreatant,
    maker: kind.maker ?? "",
    notes: kind.notes ?? "",
    ...kindNeed(kind, counts.retreatants),
  }));
}

const kinds = keptList("palanquitaStock", {
  max: MAX_KINDS,
  full: `Palanquita stock holds at most ${MAX_KINDS} kinds.`,
  missing: "This palanquita no longer exists.",
});

export async function createKind(ctx: MutationCtx, viewer: Viewer, input: KindInput & { made: number }) {
  const fields = validKind(input);
  const made = requireQuantity(input.made, "Made", { whole: true });
  return await kinds.insert(ctx, viewer, { ...fields, made, created_at: Date.now() });
}

/** Changes everything but the made count, which only `adjustMade` changes. */
export async function updateKind(ctx: MutationCtx, viewer: Viewer, id: Id<"palanquitaStock">, input: KindInput) {
  await kinds.replace(ctx, viewer, id, (before) => ({ ...validKind(input), made: before.made, created_at: before.created_at }));
}

/**
 * Adds `delta` to the made count on the server (never below 0) and returns the new count. Taps
 * from several staff at once each add their own delta, so no increment is lost.
 */
export async function adjustMade(ctx: MutationCtx, id: Id<"palanquitaStock">, delta: number): Promise<number> {
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_DELTA) {
    throw refusal("INVALID", `The change must be a whole number from -${MAX_DELTA} to ${MAX_DELTA}, not 0.`, {
      reason: "palanquitaDelta",
      params: { max: String(MAX_DELTA) },
    });
  }
  const kind = await kinds.get(ctx, id);
  const made = Math.max(0, kind.made + delta);
  if (made !== kind.made) await ctx.db.patch("palanquitaStock", id, { made });
  return made;
}

export async function deleteKind(ctx: MutationCtx, viewer: Viewer, id: Id<"palanquitaStock">) {
  await kinds.remove(ctx, viewer, id);
}
