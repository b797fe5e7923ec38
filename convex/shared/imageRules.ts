/**
 * Which uploaded files are accepted as images — the logos of Settings and the receipts of
 * Finance alike: PNG, JPEG or WebP of at most 5 MB (what phones and scanners produce and every
 * browser shows). SVG is refused (it can carry script). The browser checks a file before
 * uploading it; the server checks the stored bytes.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const IMAGE_TYPE_MESSAGE = "Only PNG, JPEG or WebP images can be uploaded (SVG and other files are not accepted).";
export const IMAGE_SIZE_MESSAGE = "The image is larger than 5 MB. Please upload a smaller file.";
export const IMAGE_MISMATCH_MESSAGE = "The file's contents are not the image its type says. Please upload a PNG, JPEG or WebP image.";

/** The image type the first bytes of a file show, or null when they are not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  return null;
}

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Why a chosen file cannot be uploaded, from what the browser says about it, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!isAcceptedImageType(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** Why stored bytes (with the type they were uploaded as) cannot be an accepted image, or null. */
export function storedImageProblem(declaredType: string, size: number, head: Uint8Array): string | null {
  if (size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  const actual = sniffImageType(head);
  if (actual === null) return IMAGE_TYPE_MESSAGE;
  if (declaredType !== actual) return IMAGE_MISMATCH_MESSAGE;
  return null;
}
