import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import { adjustMade, createKind, deleteKind, listKinds, updateKind } from "./model/palanquitas";
import { readHeadCounts } from "./model/planning";

const kindInput = {
  name: v.string(),
  needed_per_retreatant: v.number(),
  maker: v.optional(v.string()),
  notes: v.optional(v.string()),
};

/** The head counts planned for, and every kind with how many are made, needed and the gap. */
export const list = staffQuery({
  permission: "manageInventory",
  args: {},
  handler: async (ctx) => {
    const counts = await readHeadCounts(ctx);
    return { counts, kinds: await listKinds(ctx, counts) };
  },
});

export const create = staffMutation({
  permission: "manageInventory",
  args: { input: v.object({ ...kindInput, made: v.number() }) },
  handler: async (ctx, { input }) => await createKind(ctx, ctx.viewer, input),
});

export const update = staffMutation({
  permission: "manageInventory",
  args: { id: v.id("palanquitaStock"), input: v.object(kindInput) },
  handler: async (ctx, { id, input }) => {
    await updateKind(ctx, ctx.viewer, id, input);
    return null;
  },
});

/** Adds `delta` (+1, −1, or the difference typed in the edit form) to how many are made; never below 0. */
export const adjust = staffMutation({
  permission: "manageInventory",
  args: { id: v.id("palanquitaStock"), delta: v.number() },
  handler: async (ctx, { id, delta }) => await adjustMade(ctx, id, delta),
});

export const remove = staffMutation({
  permission: "manageInventory",
  args: { id: v.id("palanquitaStock") },
  handler: async (ctx, { id }) => {
    await deleteKind(ctx, ctx.viewer, id);
    return null;
  },
});
