import {
  NEW_PASSWORD_TWICE,
  NEW_PASSWORDS_DIFFER,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  SIGN_IN_FIELDS_REQUIRED,
} from "../../../convex/shared/passwordRules";
import type { authNs } from "../../i18n/namespaces/auth";
import type { Translate } from "../../i18n/useT";

type AuthKey = keyof typeof authNs.en;

const RULE_KEYS: Record<string, AuthKey> = {
  [SIGN_IN_FIELDS_REQUIRED]: "signIn.fieldsRequired",
  [NEW_PASSWORD_TWICE]: "newPassword.twice",
  [NEW_PASSWORDS_DIFFER]: "newPassword.differ",
  [PASSWORD_TOO_SHORT]: "newPassword.tooShort",
};

/** A password rule's message (passwordRules.ts, shared with the server) in the person's language. */
export function ruleText(t: Translate<AuthKey>, english: string): string {
  const key = RULE_KEYS[english];
  return key === undefined ? english : t(key, { min: PASSWORD_MIN_LENGTH });
}
