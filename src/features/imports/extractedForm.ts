import type { AttendeeInputField } from "../../../convex/shared/attendeeRules";
import { IMPORT_FIELDS, type ImportField, type ImportValues } from "../../../convex/shared/importRow";
import type { AttendeeType } from "../../../convex/shared/validators";
import { formatPhone } from "../../lib/format";
import { emptyFormValues, FORM_SECTIONS, kindOf, type FormSection, type FormValues } from "../attendees";

const IMPORTED = new Set<AttendeeInputField>(IMPORT_FIELDS);

/** The attendee form's sections with only the fields an import fills (type comes from the dialog's choice). */
export const IMPORT_SECTIONS: FormSection[] = FORM_SECTIONS.map((section) => ({
  ...section,
  fields: section.fields.filter((field) => IMPORTED.has(field.name)),
})).filter((section) => section.fields.length > 0);

/** What the email gave, as the attendee form's values (phones shown formatted, numbers as text). */
export function extractedFormValues(data: ImportValues, attendeeType: AttendeeType): FormValues {
  const values = emptyFormValues();
  values.attendee_type = attendeeType;
  for (const field of IMPORT_FIELDS) {
    const value = data[field];
    if (value === undefined) continue;
    if (kindOf(field) === "flag") values[field] = value === true;
    else if (kindOf(field) === "phone") values[field] = formatPhone(String(value));
    else values[field] = String(value);
  }
  return values;
}

/** The corrected values to import: filled text fields, and the flags that are ticked or that the email answered. */
export function importValuesOf(values: FormValues, extracted: ImportValues): ImportValues {
  const out: ImportValues = {};
  for (const field of IMPORT_FIELDS) {
    const value = values[field];
    if (typeof value === "boolean") {
      if (value || extracted[field] !== undefined) out[field as ImportField] = value;
    } else if (value.trim() !== "") {
      out[field as ImportField] = value;
    }
  }
  return out;
}
