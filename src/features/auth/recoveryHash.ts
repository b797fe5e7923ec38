/** The reset link's hash: `#type=recovery&email=…&code=…` (convex/model/email.ts writes it). */
export type RecoveryLink = { email: string; code: string };

/** The link's email and code when the hash carries the recovery marker, else null. */
export function parseRecoveryHash(hash: string): RecoveryLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (params.get("type") !== "recovery") return null;
  return { email: params.get("email") ?? "", code: params.get("code") ?? "" };
}
