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

/** Uploaded images (logos, receipts) are at most this size. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Whether the bytes are a PNG, JPEG, GIF or WebP image (SVG is refused: it can carry script). */
export function isRasterImage(bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  return (
    starts(0x89, 0x50, 0x4e, 0x47) ||
    starts(0xff, 0xd8, 0xff) ||
    ascii(0, "GIF8") ||
    (ascii(0, "RIFF") && ascii(8, "WEBP"))
  );
}
