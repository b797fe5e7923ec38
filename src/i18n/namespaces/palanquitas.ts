import en from "../locales/en/palanquitas.json";
import { defineNamespace } from "../namespace";

/** Palanquita Stock: the kinds with their counts, the −1 / +1 taps, the dialog and its checks, toasts. */
export const palanquitasNs = defineNamespace("palanquitas", en);
