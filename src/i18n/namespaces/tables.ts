import en from "../locales/en/tables.json";
import { defineNamespace } from "../namespace";

/** Dining Tables: the table cards, the table dialogs, the seating suggestion and the printed table lists. */
export const tablesNs = defineNamespace("tables", en);
