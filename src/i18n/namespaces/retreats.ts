import en from "../locales/en/retreats.json";
import { defineNamespace } from "../namespace";

/** Retreats: the header's retreat chip and menu, the closed-retreat banner, /retreats and its dialogs, a man's weekends. */
export const retreatsNs = defineNamespace("retreats", en);
