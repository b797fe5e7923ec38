import en from "../locales/en/adoration.json";
import { defineNamespace } from "../namespace";

/** Adoration: the schedule and sign-up, the admin's hours, the chapel roster, calendar files. */
export const adorationNs = defineNamespace("adoration", en);
