import type { Doc } from "../../../convex/_generated/dataModel";
import {
  ATTENDEE_INPUT_FIELDS,
  FIELD_KINDS,
  FIELD_LABELS,
  type AttendeeFieldKind,
  type AttendeeInputField,
  type RawAttendeeInput,
} from "../../../convex/shared/attendeeRules";
import { formatPhone } from "../../lib/format";

/** Validation runs this long after typing stops (SPEC.md §5). */
export const VALIDATION_DEBOUNCE_MS = 300;

export type FieldKind = AttendeeFieldKind | "multiline";

/** Within a contact section, the part of the contact a field holds ("Phone" inside "Emergency Contact 1"). */
export type ContactPart = "name" | "phone" | "email" | "relationship";
/** `label` is the English text; screens show `fieldLabel` (labels.ts) in the person's language. */
export type FormField = { name: AttendeeInputField; kind: FieldKind; label: string; part?: ContactPart };
export type SectionId = "contact" | "status" | "money" | "personal" | "sacraments" | "address" | "emergency1" | "emergency2" | "referral";
/** `title` is the English title (tests and other screens find a section by it); `id` names it in the catalogue. */
export type FormSection = { id: SectionId; title: string; fields: FormField[] };

/** Free text fields shown as several lines. */
const MULTILINE = new Set<AttendeeInputField>(["health_issues", "allergies", "known_servers"]);

export function kindOf(name: AttendeeInputField): FieldKind {
  return MULTILINE.has(name) ? "multiline" : FIELD_KINDS[name];
}

/** Inside "Emergency Contact 1", "Emergency Contact 1 Phone" reads as "Phone". */
function labelWithin(title: string, name: AttendeeInputField): string {
  const label = FIELD_LABELS[name];
  return label.startsWith(`${title} `) ? label.slice(title.length + 1) : label;
}

const CONTACT_PARTS: readonly ContactPart[] = ["name", "phone", "email", "relationship"];

function partOf(title: string, name: AttendeeInputField): ContactPart | undefined {
  if (labelWithin(title, name) === FIELD_LABELS[name]) return undefined;
  return CONTACT_PARTS.find((part) => name.endsWith(`_${part}`));
}

const section = (id: SectionId, title: string, names: AttendeeInputField[]): FormSection => ({
  id,
  title,
  fields: names.map((name) => {
    const part = partOf(title, name);
    return { name, kind: kindOf(name), label: labelWithin(title, name), ...(part ? { part } : {}) };
  }),
});

const contact = (prefix: "emergency_contact_1" | "emergency_contact_2" | "referral") =>
  CONTACT_PARTS.map((part) => `${prefix}_${part}` as AttendeeInputField);

/** The dialog's sections. Room and table sit with classification and status, outside these fields. */
export const FORM_SECTIONS: FormSection[] = [
  section("contact", "Contact", ["first_name", "last_name", "email", "phone_number"]),
  section("status", "Classification and Status", ["attendee_type", "has_paid", "has_checked_in"]),
  section("money", "Money", ["amount_paid", "cost_of_retreat", "donations", "admin_fees", "palancas_amount"]),
  section("personal", "Personal", [
    "tshirt_size",
    "birthday",
    "marital_status",
    "parish",
    "family_number",
    "health_issues",
    "allergies",
    "known_servers",
  ]),
  section("sacraments", "Sacraments and Flags", [
    "baptism",
    "first_communion",
    "confirmation",
    "matrimony",
    "st_agnes_parishioner",
    "snore",
    "sleeps_at_home",
  ]),
  section("address", "Address", ["address_line_1", "address_line_2", "city", "state", "zip_code", "country"]),
  section("emergency1", "Emergency Contact 1", contact("emergency_contact_1")),
  section("emergency2", "Emergency Contact 2", contact("emergency_contact_2")),
  section("referral", "Referral", contact("referral")),
];

export type FormValues = Record<AttendeeInputField, string | boolean> & {
  room_id: string;
  table_id: string;
};

/** The Add dialog's defaults: type attendee, not paid, room none, table none. */
export function emptyFormValues(): FormValues {
  const values = Object.fromEntries(
    ATTENDEE_INPUT_FIELDS.map((name) => [name, kindOf(name) === "flag" ? false : ""]),
  ) as FormValues;
  values.attendee_type = "attendee";
  values.room_id = "";
  values.table_id = "";
  return values;
}

/** An attendee's stored values as form values (phones shown formatted). */
export function toFormValues(attendee: Doc<"attendees">): FormValues {
  const values = emptyFormValues();
  const stored = attendee as unknown as Record<string, unknown>;
  for (const name of ATTENDEE_INPUT_FIELDS) {
    const value = stored[name];
    if (value === undefined || value === null) continue;
    if (kindOf(name) === "flag") values[name] = value === true;
    else if (kindOf(name) === "phone") values[name] = formatPhone(String(value));
    else values[name] = String(value);
  }
  values.room_id = attendee.room_id ?? "";
  values.table_id = attendee.table_id ?? "";
  return values;
}

/** The fields to send: every editable field as entered (the rules parse them on both sides). */
export function toRawInput(values: FormValues): RawAttendeeInput {
  return Object.fromEntries(ATTENDEE_INPUT_FIELDS.map((name) => [name, values[name]])) as RawAttendeeInput;
}
