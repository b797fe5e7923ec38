import en from "../locales/en/common.json";
import { defineNamespace } from "../namespace";

/** The app shell: header, account menu, language switch, error pages and boundaries. */
export const commonNs = defineNamespace("common", en);
