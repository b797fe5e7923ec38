import en from "../locales/en/print.json";
import { defineNamespace } from "../namespace";

/** Printouts shared by the screens: badge sheets, the printed document's header, print failures. */
export const printNs = defineNamespace("print", en);
