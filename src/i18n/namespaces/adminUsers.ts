import en from "../locales/en/adminUsers.json";
import { defineNamespace } from "../namespace";

/** Admin Users: the accounts table, creating an account, temporary passwords, enabling and disabling. */
export const adminUsersNs = defineNamespace("adminUsers", en);
