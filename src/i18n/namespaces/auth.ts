import en from "../locales/en/auth.json";
import { defineNamespace } from "../namespace";

/** Sign-in, forgotten password, Set New Password (from the link, or the temporary password's). */
export const authNs = defineNamespace("auth", en);
