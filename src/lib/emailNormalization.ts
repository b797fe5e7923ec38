/**
 * Gmail ignores dots and anything after a "+" in the local part, and googlemail.com is the same
 * mailbox as gmail.com. Sign-in tries the canonical Gmail form first and then, if that fails,
 * the address exactly as typed (SPEC §5).
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** Trimmed and lower-cased. */
export function cleanEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isGmailAddress(email: string): boolean {
  const clean = cleanEmail(email);
  const at = clean.lastIndexOf("@");
  return at > 0 && GMAIL_DOMAINS.has(clean.slice(at + 1));
}

/** The canonical form of a Gmail address; any other address only trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  const clean = cleanEmail(email);
  if (!isGmailAddress(clean)) return clean;
  const at = clean.lastIndexOf("@");
  const local = clean.slice(0, at).split("+")[0].replace(/\./g, "");
  return `${local}@gmail.com`;
}

/** The addresses to try, in order: the normalised one, then the one typed if it differs. */
export function signInAddresses(email: string): string[] {
  const typed = cleanEmail(email);
  const normalized = normalizeEmail(typed);
  return normalized === typed ? [typed] : [normalized, typed];
}
