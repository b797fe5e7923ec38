import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { createItem, deleteItem, listItems, updateItem } from "./model/inventory";
import { readHeadCounts, setPlanningSource } from "./model/planning";

const itemInput = v.object({
  name: v.string(),
  unit: v.optional(v.string()),
  quantity_on_hand: v.number(),
  needed_per_retreatant: v.number(),
  needed_per_server: v.number(),
  fixed_extra: v.number(),
  notes: v.optional(v.string()),
});

/** The head counts planned for, and every item with its need and what to buy. */
export const list = staffQuery({
  permission: "manageInventory",
  args: {},
  handler: async (ctx) => {
    const counts = await readHeadCounts(ctx);
    return { counts, items: await listItems(ctx, counts) };
  },
});

export const create = staffMutation({
  permission: "manageInventory",
  args: { input: itemInput },
  handler: async (ctx, { input }) => await createItem(ctx, ctx.viewer, input),
});

export const update = staffMutation({
  permission: "manageInventory",
  args: { id: v.id("inventoryItems"), input: itemInput },
  handler: async (ctx, { id, input }) => {
    await updateItem(ctx, ctx.viewer, id, input);
    return null;
  },
});

export const remove = staffMutation({
  permission: "manageInventory",
  args: { id: v.id("inventoryItems") },
  handler: async (ctx, { id }) => {
    await deleteItem(ctx, ctx.viewer, id);
    return null;
  },
});

/** Plans Inventory and Palanquita Stock for the live counts or for the Settings estimates. */
export const setPlanningBasis = staffMutation({
  permission: "manageInventory",
  args: { source: v.union(v.literal("live"), v.literal("estimates")) },
  handler: async (ctx, { source }) => {
    await setPlanningSource(ctx, source);
    return null;
  },
});
