/**
 * The type a stored file is served as: what its first bytes show it to be (PNG, JPEG, GIF, WebP,
 * PDF), never just what the uploader declared. Anything else is served as a download of
 * unknown type. With `nosniff` and the stored-file policy, no stored file can run as a page.
 */
type Signature = { type: string; matches(bytes: Uint8Array): boolean };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Signature[] = [
  { type: "image/png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", matches: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")) },
  { type: "image/webp", matches: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
  { type: "application/pdf", matches: (b) => startsWith(b, ascii("%PDF-")) },
];

export type ServedType = { contentType: string; download: boolean };

export function servedType(bytes: Uint8Array): ServedType {
  const known = SIGNATURES.find((signature) => signature.matches(bytes));
  return known ? { contentType: known.type, download: false } : { contentType: "application/octet-stream", download: true };
}
