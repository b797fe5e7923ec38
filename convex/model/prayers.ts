import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { isBlankRichText, sanitizeRichText } from "../shared/richText";

/** Prayer texts and intentions for the chapel, in the order staff give them. */
export type PrayerKind = Doc<"prayers">["kind"];
export type PrayerInput = { title: string; body: string; kind: PrayerKind };

export const MAX_PRAYERS = 500;
const MAX_BODY = 20_000;

function invalid(message: string) {
  return new ConvexError({ code: "INVALID", message });
}

function cleanPrayer(input: PrayerInput) {
  const title = input.title.trim();
  if (title === "") throw invalid("A title is required.");
  if (title.length > 200) throw invalid("The title is too long (200 characters at most).");
  const body = sanitizeRichText(input.body).trim();
  if (isBlankRichText(body)) throw invalid("The text is required.");
  if (body.length > MAX_BODY) throw invalid("The text is too long.");
  return { title, body, kind: input.kind };
}

export async function requirePrayer(ctx: QueryCtx, id: Id<"prayers">): Promise<Doc<"prayers">> {
  const prayer = await ctx.db.get("prayers", id);
  if (prayer === null) throw new ConvexError({ code: "NOT_FOUND", message: "This prayer no longer exists." });
  return prayer;
}

export async function prayersInOrder(ctx: QueryCtx): Promise<Doc<"prayers">[]> {
  return await ctx.db.query("prayers").withIndex("by_sort_order").take(MAX_PRAYERS);
}

export async function createPrayer(ctx: MutationCtx, viewer: Viewer, input: PrayerInput): Promise<Id<"prayers">> {
  const clean = cleanPrayer(input);
  const last = await ctx.db.query("prayers").withIndex("by_sort_order").order("desc").first();
  const prayer = { ...clean, sort_order: (last?.sort_order ?? -1) + 1, created_at: Date.now() };
  const id = await ctx.db.insert("prayers", prayer);
  await recordChange(ctx, { table: "prayers", docId: id, viewer, before: null, after: prayer });
  return id;
}

export async function updatePrayer(ctx: MutationCtx, viewer: Viewer, id: Id<"prayers">, input: PrayerInput): Promise<void> {
  const before = await requirePrayer(ctx, id);
  const clean = cleanPrayer(input);
  await ctx.db.patch("prayers", id, clean);
  await recordChange(ctx, { table: "prayers", docId: id, viewer, before, after: { ...before, ...clean } });
}

export async function deletePrayer(ctx: MutationCtx, viewer: Viewer, id: Id<"prayers">): Promise<void> {
  const before = await requirePrayer(ctx, id);
  await ctx.db.delete("prayers", id);
  await recordChange(ctx, { table: "prayers", docId: id, viewer, before, after: null });
}

/** Swaps a prayer with its neighbour above (-1) or below (+1); at either end nothing moves. */
export async function movePrayer(ctx: MutationCtx, id: Id<"prayers">, direction: "up" | "down"): Promise<void> {
  const prayer = await requirePrayer(ctx, id);
  const neighbour =
    direction === "up"
      ? await ctx.db.query("prayers").withIndex("by_sort_order", (q) => q.lt("sort_order", prayer.sort_order)).order("desc").first()
      : await ctx.db.query("prayers").withIndex("by_sort_order", (q) => q.gt("sort_order", prayer.sort_order)).first();
  if (neighbour === null) return;
  await ctx.db.patch("prayers", prayer._id, { sort_order: neighbour.sort_order });
  await ctx.db.patch("prayers", neighbour._id, { sort_order: prayer.sort_order });
}

/** Puts the prayers in the order given (a drag and drop); the list must name every prayer once. */
export async function reorderPrayers(ctx: MutationCtx, ids: readonly Id<"prayers">[]): Promise<void> {
  const current = await prayersInOrder(ctx);
  const known = new Set(current.map((prayer) => prayer._id));
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new ConvexError({ code: "STALE", message: "The list of prayers changed meanwhile. Please try again." });
  }
  const byId = new Map(current.map((prayer) => [prayer._id, prayer]));
  for (const [index, id] of ids.entries()) {
    if (byId.get(id)!.sort_order !== index) await ctx.db.patch("prayers", id, { sort_order: index });
  }
}
