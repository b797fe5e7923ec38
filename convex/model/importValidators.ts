import { v } from "convex/values";
import { IMPORT_FIELDS, type ImportField } from "../shared/importRow";

/** A value as the browser read it from a CSV cell or an email; the attendee rules decide what is valid. */
const importValue = v.optional(v.union(v.string(), v.number(), v.boolean()));

export const importValuesValidator = v.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, importValue])) as Record<ImportField, typeof importValue>,
);

/**
 * A CSV chunk's row as sent over the wire: every value as text ("true", "150.5"), which the
 * attendee rules read like the typed values. Plain strings keep validating 100 rows cheap.
 */
const cellText = v.optional(v.string());

export const importCellsValidator = v.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, cellText])) as Record<ImportField, typeof cellText>,
);

/** One attendee field an import may fill, by name. */
export const importFieldValidator = v.union(
  ...(IMPORT_FIELDS.map((field) => v.literal(field)) as [ReturnType<typeof v.literal<ImportField>>, ...ReturnType<typeof v.literal<ImportField>>[]]),
);
