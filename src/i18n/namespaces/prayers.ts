import en from "../locales/en/prayers.json";
import { defineNamespace } from "../namespace";

/** Prayers and intentions for the chapel, and their printout. */
export const prayersNs = defineNamespace("prayers", en);
