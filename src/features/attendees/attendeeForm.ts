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

export type FormField = { name: AttendeeInputField; kind: FieldKind; label: string };
export type FormSection = { title: string; fields: FormField[] };

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

const section = (title: string, names: AttendeeInputField[]): FormSection => ({
  title,
  fields: names.map((name) => ({ name, kind: kindOf(name), label: labelWithin(title, name) })),
});

const contact = (prefix: "emergency_contact_1" | "emergency_contact_2" | "referral") =>
  (["name", "phone", "email", "relationship"] as const).map((part) => `${prefix}_${part}` as AttendeeInputField);

/** The dialog's sections. Room and table sit with classification and status, outside these fields. */
export const FORM_SECTIONS: FormSection[] = [
  section("Contact", ["first_name", "last_name", "email", "phone_number"]),
  section("Classification and Status", ["attendee_type", "has_paid", "has_checked_in"]),
  section("Money", ["amount_paid", "cost_of_retreat", "donations", "admin_fees", "palancas_amount"]),
  section("Personal", [
    "tshirt_size",
    "birthday",
    "marital_status",
    "parish",
    "family_number",
    "health_issues",
    "allergies",
    "known_servers",
  ]),
  section("Sacraments and Flags", [
    "baptism",
    "first_communion",
    "confirmation",
    "matrimony",
    "st_agnes_parishioner",
    "snore",
    "sleeps_at_home",
  ]),
  section("Address", ["address_line_1", "address_line_2", "city", "state", "zip_code", "country"]),
  section("Emergency Contact 1", contact("emergency_contact_1")),
  section("Emergency Contact 2", contact("emergency_contact_2")),
  section("Referral", contact("referral")),
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
