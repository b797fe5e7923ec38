import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { recordChange } from "./audit";
import { optionalText, refusal, requireName, requireQuantity, toHundredths } from "./entryInput";
import type { HeadCounts } from "./planning";

/** A retreat's supply list stays far below this. */
export const MAX_ITEMS = 1000;

export type ItemInput = {
  name: string;
  unit?: string;
  quantity_on_hand: number;
  needed_per_retreatant: number;
  needed_per_server: number;
  fixed_extra: number;
  notes?: string;
};

export function validItem(input: ItemInput) {
  return {
    name: requireName(input.name),
    unit: optionalText(input.unit, 30, "Unit"),
    quantity_on_hand: requireQuantity(input.quantity_on_hand, "On hand"),
    needed_per_retreatant: requireQuantity(input.needed_per_retreatant, "Needed per retreatant"),
    needed_per_server: requireQuantity(input.needed_per_server, "Needed per server"),
    fixed_extra: requireQuantity(input.fixed_extra, "Fixed extra"),
    notes: optionalText(input.notes, 500, "Notes"),
  };
}

type NeedFields = Pick<Doc<"inventoryItems">, "quantity_on_hand" | "needed_per_retreatant" | "needed_per_server" | "fixed_extra">;

/** need = per retreatant × retreatants + per server × servers + fixed extra; to buy = need − on hand, never below 0. */
export function itemNeed(item: NeedFields, counts: Pick<HeadCounts, "retreatants" | "servers">) {
  const need =
    toHundredths(item.needed_per_retreatant) * counts.retreatants +
    toHundredths(item.needed_per_server) * counts.servers +
    toHundredths(item.fixed_extra);
  const toBuy = Math.max(0, need - toHundredths(item.quantity_on_hand));
  return { need: need / 100, to_buy: toBuy / 100 };
}

export async function listItems(ctx: QueryCtx, counts: HeadCounts) {
  const items = await ctx.db.query("inventoryItems").withIndex("by_name").take(MAX_ITEMS);
  return items.map((item) => ({
    _id: item._id,
    name: item.name,
    unit: item.unit ?? "",
    quantity_on_hand: item.quantity_on_hand,
    needed_per_retreatant: item.needed_per_retreatant,
    needed_per_server: item.needed_per_server,
    fixed_extra: item.fixed_extra,
    notes: item.notes ?? "",
    ...itemNeed(item, counts),
  }));
}

async function requireItem(ctx: QueryCtx, id: Id<"inventoryItems">) {
  const item = await ctx.db.get("inventoryItems", id);
  if (item === null) throw refusal("NOT_FOUND", "This item no longer exists.");
  return item;
}

export async function createItem(ctx: MutationCtx, viewer: Viewer, input: ItemInput): Promise<Id<"inventoryItems">> {
  const fields = validItem(input);
  if ((await ctx.db.query("inventoryItems").take(MAX_ITEMS)).length >= MAX_ITEMS) {
    throw refusal("INVALID", `The inventory holds at most ${MAX_ITEMS} items.`);
  }
  const doc = { ...fields, created_at: Date.now() };
  const id = await ctx.db.insert("inventoryItems", doc);
  await recordChange(ctx, { table: "inventoryItems", docId: id, viewer, before: null, after: doc });
  return id;
}

export async function updateItem(ctx: MutationCtx, viewer: Viewer, id: Id<"inventoryItems">, input: ItemInput): Promise<void> {
  const before = await requireItem(ctx, id);
  const after = { ...validItem(input), created_at: before.created_at };
  await ctx.db.replace("inventoryItems", id, after);
  await recordChange(ctx, { table: "inventoryItems", docId: id, viewer, before, after });
}

export async function deleteItem(ctx: MutationCtx, viewer: Viewer, id: Id<"inventoryItems">): Promise<void> {
  const before = await requireItem(ctx, id);
  await ctx.db.delete("inventoryItems", id);
  await recordChange(ctx, { table: "inventoryItems", docId: id, viewer, before, after: null });
}
