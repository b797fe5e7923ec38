import { v } from "convex/values";
import { staffMutation, staffQuery } from "./functions";
import {
  createPrayer,
  deletePrayer,
  movePrayer,
  prayersInOrder,
  reorderPrayers,
  updatePrayer,
} from "./model/prayers";

const prayerFields = {
  title: v.string(),
  body: v.string(),
  kind: v.union(v.literal("prayer"), v.literal("intention")),
};

/** The prayers and intentions in their order. */
export const list = staffQuery({
  permission: "managePrayers",
  args: {},
  handler: async (ctx) =>
    (await prayersInOrder(ctx)).map((p) => ({ _id: p._id, title: p.title, body: p.body, kind: p.kind, sort_order: p.sort_order })),
});

export const create = staffMutation({
  permission: "managePrayers",
  args: prayerFields,
  handler: async (ctx, input) => await createPrayer(ctx, ctx.viewer, input),
});

export const update = staffMutation({
  permission: "managePrayers",
  args: { prayerId: v.id("prayers"), ...prayerFields },
  handler: async (ctx, { prayerId, ...input }) => {
    await updatePrayer(ctx, ctx.viewer, prayerId, input);
    return null;
  },
});

export const remove = staffMutation({
  permission: "managePrayers",
  args: { prayerId: v.id("prayers") },
  handler: async (ctx, { prayerId }) => {
    await deletePrayer(ctx, ctx.viewer, prayerId);
    return null;
  },
});

export const move = staffMutation({
  permission: "managePrayers",
  args: { prayerId: v.id("prayers"), direction: v.union(v.literal("up"), v.literal("down")) },
  handler: async (ctx, { prayerId, direction }) => {
    await movePrayer(ctx, prayerId, direction);
    return null;
  },
});

export const reorder = staffMutation({
  permission: "managePrayers",
  args: { prayerIds: v.array(v.id("prayers")) },
  handler: async (ctx, { prayerIds }) => {
    await reorderPrayers(ctx, prayerIds);
    return null;
  },
});
