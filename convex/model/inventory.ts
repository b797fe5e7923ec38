import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Viewer } from "../functions";
import { optionalText, requireName, requireQuantity } from "./entryInput";
import { toHundredths } from "../shared/quantity";
import { keptList } from "./keptList";
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

const items = keptList("inventoryItems", {
  max: MAX_ITEMS,
  full: `The inventory holds at most ${MAX_ITEMS} items.`,
  missing: "This item no longer exists.",
});

export async function createItem(ctx: MutationCtx, viewer: Viewer, input: ItemInput): Promise<Id<"inventoryItems">> {
  const fields = validItem(input);
  return await items.insert(ctx, viewer, { ...fields, created_at: Date.now() });
}

export async function updateItem(ctx: MutationCtx, viewer: Viewer, id: Id<"inventoryItems">, input: ItemInput): Promise<void> {
  await items.replace(ctx, viewer, id, (before) => ({ ...validItem(input), created_at: before.created_at }));
}

export async function deleteItem(ctx: MutationCtx, viewer: Viewer, id: Id<"inventoryItems">): Promise<void> {
  await items.remove(ctx, viewer, id);
}
