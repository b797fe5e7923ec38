import en from "../locales/en/settings.json";
import { defineNamespace } from "../namespace";

/** Settings: every setting's label and help, the logos, the schedule editor, the save's toasts. */
export const settingsNs = defineNamespace("settings", en);
