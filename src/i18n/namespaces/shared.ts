import en from "../locales/en/shared.json";
import { defineNamespace } from "../namespace";

/**
 * The shared components every screen uses: confirm delete, form and discard dialogs, toasts'
 * generic words, the Back link, the rich-text toolbar, the planning switch, and value labels
 * (Paid / Unpaid, Yes / No, Retreatant / Server, Checked In).
 */
export const sharedNs = defineNamespace("shared", en);
