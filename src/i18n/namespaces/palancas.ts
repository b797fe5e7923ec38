import en from "../locales/en/palancas.json";
import { defineNamespace } from "../namespace";

/** Palancas: letters of support per retreatant, packets, the target and the Excel export. */
export const palancasNs = defineNamespace("palancas", en);
