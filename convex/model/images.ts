import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

export type ImageSlot = Doc<"images">["slot"];

export const IMAGE_SLOTS: ImageSlot[] = ["header_logo", "logo1", "logo2", "pdf_left", "pdf_right"];

/** Artwork shipped in public/ so badges print well before anyone uploads a logo. */
export const DEFAULT_IMAGE_URLS: Record<ImageSlot, string | null> = {
  header_logo: null,
  logo1: "/badges/logo1.svg",
  logo2: "/badges/logo2.svg",
  pdf_left: null,
  pdf_right: null,
};

export async function imageRow(ctx: QueryCtx, slot: ImageSlot): Promise<Doc<"images"> | null> {
  return await ctx.db
    .query("images")
    .withIndex("by_slot", (q) => q.eq("slot", slot))
    .first();
}

/** The URL of the file uploaded into a slot, or null when none is. */
export async function uploadedImageUrl(ctx: QueryCtx, slot: ImageSlot): Promise<string | null> {
  const row = await imageRow(ctx, slot);
  return row === null ? null : await ctx.storage.getUrl(row.storage_id);
}
