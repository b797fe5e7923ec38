/**
 * The password rules of the sign-in and Set New Password screens (SPEC §5, §9). Shared by the
 * screens and the server, which checks them again.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const SIGN_IN_FIELDS_REQUIRED = "Email and password are required";
export const NEW_PASSWORD_TWICE = "Please enter your new password twice.";
export const NEW_PASSWORDS_DIFFER = "Passwords do not match.";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Sign-in fields: both required after trimming; the email is lower-cased. */
export function checkSignInFields(email: string, password: string): Checked<{ email: string; password: string }> {
  const cleanEmail = email.trim().toLowerCase();
  const cleanPassword = password.trim();
  if (cleanEmail === "" || cleanPassword === "") return { ok: false, error: SIGN_IN_FIELDS_REQUIRED };
  return { ok: true, value: { email: cleanEmail, password: cleanPassword } };
}

/** A new password typed twice: both required, equal, and long enough, all after trimming. */
export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  const first = password.trim();
  const second = confirmation.trim();
  if (first === "" || second === "") return { ok: false, error: NEW_PASSWORD_TWICE };
  if (first !== second) return { ok: false, error: NEW_PASSWORDS_DIFFER };
  if (first.length < PASSWORD_MIN_LENGTH) return { ok: false, error: PASSWORD_TOO_SHORT };
  return { ok: true, value: first };
}

/** The server's check of a new password (the screens have already trimmed it). */
export function isAcceptablePassword(password: string): boolean {
  return password.trim().length >= PASSWORD_MIN_LENGTH;
}
