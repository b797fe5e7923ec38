import en from "../locales/en/servers.json";
import { defineNamespace } from "../namespace";

/** The Server Directory. */
export const serversNs = defineNamespace("servers", en);
