import en from "../locales/en/imports.json";
import { defineNamespace } from "../namespace";

/**
 * Importing men: the spreadsheet upload (columns, preview, problems, result), recent uploads and
 * their undo, Export everything, and the import from a registration email.
 */
export const importsNs = defineNamespace("imports", en);
