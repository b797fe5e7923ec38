import en from "../locales/en/home.json";
import { defineNamespace } from "../namespace";

/** Home: the staff dashboard (its cards and widgets) and a server's own dashboard. */
export const homeNs = defineNamespace("home", en);
