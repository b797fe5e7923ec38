import en from "../locales/en/speakerPortal.json";
import { defineNamespace } from "../namespace";

/** The speaker portal, opened by the speaker's link without an account: his talks, confirm, a note. */
export const speakerPortalNs = defineNamespace("speakerPortal", en);
