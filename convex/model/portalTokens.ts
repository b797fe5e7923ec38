/**
 * Speaker-portal secrets: 32 random bytes (256 bits) written as base64url, so guessing one is
 * infeasible. Talks store only the token's SHA-256 and are found by an index lookup on that
 * hash, so no code path compares a presented token with a stored one character by character,
 * and a copy of the database (a backup, an export) holds no working link. The token itself is
 * handed to staff once, when the link is made.
 */
const TOKEN_BYTES = 32;
/** base64url of 32 bytes without padding: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newPortalToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** Whether `token` has the shape of a portal token (checked before any lookup). */
export function isPortalTokenFormat(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}

/** Lower-case hex SHA-256 of the token. */
export async function hashPortalToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new link: the token to give to staff once, and the hash, which is all a talk stores. */
export async function newPortalSecret(): Promise<{ token: string; portal_token_hash: string }> {
  const token = newPortalToken();
  return { token, portal_token_hash: await hashPortalToken(token) };
}
