import en from "../locales/en/checkin.json";
import { defineNamespace } from "../namespace";

/** The door (/checkin): search, counts, the man's card, payment, offline status, toasts, badges. */
export const checkinNs = defineNamespace("checkin", en);
