import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, staffAction, staffMutation, staffQuery } from "./functions";
import { storedImageProblem } from "./shared/imageRules";
import { DEFAULT_IMAGE_URLS, IMAGE_SLOTS, imageRow, type ImageSlot } from "./model/images";

const slotValidator = v.union(
  v.literal("header_logo"),
  v.literal("logo1"),
  v.literal("logo2"),
  v.literal("pdf_left"),
  v.literal("pdf_right"),
);

/** The URL of every image slot: the uploaded file, else the shipped default (or null). */
export const urls = staffQuery({
  permission: "anyAdminRole",
  args: {},
  handler: async (ctx) => {
    const entries = await Promise.all(
      IMAGE_SLOTS.map(async (slot) => {
        const row = await imageRow(ctx, slot);
        const uploaded = row === null ? null : await ctx.storage.getUrl(row.storage_id);
        return [slot, { url: uploaded ?? DEFAULT_IMAGE_URLS[slot], uploaded: uploaded !== null }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<ImageSlot, { url: string | null; uploaded: boolean }>;
  },
});

/** A one-time URL to upload an image file to storage. */
export const generateUploadUrl = staffMutation({
  permission: "manageSettings",
  scope: "global",
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

/** Puts an uploaded file in a slot after checking it really is a PNG, JPEG or WebP image of at most 5 MB. */
export const setImage = staffAction({
  permission: "manageSettings",
  scope: "global",
  args: { slot: slotValidator, storageId: v.id("_storage") },
  handler: async (ctx, { slot, storageId }) => {
    const blob = await ctx.storage.get(storageId);
    if (blob === null) throw new ConvexError({ code: "NOT_FOUND", message: "The uploaded file was not found." });
    const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
    const problem = storedImageProblem(blob.type, blob.size, head);
    if (problem !== null) {
      await ctx.storage.delete(storageId);
      throw new ConvexError({ code: "INVALID", message: problem });
    }
    await ctx.runMutation(internal.images.saveImage, { slot, storageId });
    return null;
  },
});

/** Records the checked file in its slot, replacing (and deleting) the previous one. */
export const saveImage = internalMutation({
  args: { slot: slotValidator, storageId: v.id("_storage") },
  handler: async (ctx, { slot, storageId }) => {
    const existing = await imageRow(ctx, slot);
    if (existing !== null) {
      if (existing.storage_id !== storageId) await ctx.storage.delete(existing.storage_id);
      await ctx.db.patch("images", existing._id, { storage_id: storageId, updated_at: Date.now() });
    } else {
      await ctx.db.insert("images", { slot, storage_id: storageId, updated_at: Date.now() });
    }
  },
});

/** Removes a slot's uploaded file, going back to the default artwork. */
export const clearImage = staffMutation({
  permission: "manageSettings",
  scope: "global",
  args: { slot: slotValidator },
  handler: async (ctx, { slot }) => {
    const existing = await imageRow(ctx, slot);
    if (existing !== null) {
      await ctx.storage.delete(existing.storage_id);
      await ctx.db.delete("images", existing._id);
    }
    return null;
  },
});
