import en from "../locales/en/roles.json";
import { defineNamespace } from "../namespace";

/** Roles: the users × roles matrix, the permission reference, and every role's and permission's name. */
export const rolesNs = defineNamespace("roles", en);
