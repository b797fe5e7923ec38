/** What other features may use from the attendee screens. */
export { emptyFormValues, FORM_SECTIONS, kindOf, toRawInput, VALIDATION_DEBOUNCE_MS } from "./attendeeForm";
export type { FormSection, FormValues } from "./attendeeForm";
export { SectionFields } from "./AttendeeFormFields";
/** Field labels, section titles and refused values in the person's language (with useT(attendeesNs)). */
export { fieldLabel, fullFieldLabel, problemText, sectionTitle, validationTexts } from "./labels";
