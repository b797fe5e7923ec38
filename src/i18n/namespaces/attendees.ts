import en from "../locales/en/attendees.json";
import { defineNamespace } from "../namespace";

/** Manage Attendees: the grid, its toolbar and pager, the Add/Edit form, the profile, dialogs, toasts and the Excel export. */
export const attendeesNs = defineNamespace("attendees", en);
