import en from "../locales/en/importHeaders.json";
import { defineNamespace } from "../namespace";

/**
 * The attendee fields' names as the full export writes them in its header row and the import
 * shows them (column targets, problems): kept apart from `imports` because the import reads a
 * Spanish export's headers back for everyone, so this small catalogue is bundled in both languages.
 */
export const importHeadersNs = defineNamespace("importHeaders", en);
