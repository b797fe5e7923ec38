import en from "../locales/en/talks.json";
import { defineNamespace } from "../namespace";

/** Talks and testimonies: the list, the talk's form, portal links. */
export const talksNs = defineNamespace("talks", en);
