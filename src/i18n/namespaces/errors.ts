import en from "../locales/en/errors.json";
import { defineNamespace } from "../namespace";

/**
 * The server's refusals by code (`CODE`, or `CODE.reason` when a code has several messages), each
 * English text exactly the server's message (SPEC.md).
 */
export const errorsNs = defineNamespace("errors", en);
