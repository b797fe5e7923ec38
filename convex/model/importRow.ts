/**
 * One imported attendee row (CSV or email), checked against the same rules as the attendee
 * form. Pure: the browser uses it for the import preview and the server again before writing.
 */
import { parseAttendeeInput, type AttendeeInput } from "./attendeeRules";
import type { AttendeeType } from "./validators";

export const IMPORT_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "has_paid",
  "amount_paid",
  "cost_of_retreat",
  "donations",
  "admin_fees",
  "palancas_amount",
  "tshirt_size",
  "birthday",
  "marital_status",
  "parish",
  "family_number",
  "health_issues",
  "allergies",
  "known_servers",
  "snore",
  "baptism",
  "first_communion",
  "confirmation",
  "matrimony",
  "st_agnes_parishioner",
  "sleeps_at_home",
  "address_line_1",
  "address_line_2",
  "city",
  "state",
  "zip_code",
  "country",
  "emergency_contact_1_name",
  "emergency_contact_1_phone",
  "emergency_contact_1_email",
  "emergency_contact_1_relationship",
  "emergency_contact_2_name",
  "emergency_contact_2_phone",
  "emergency_contact_2_email",
  "emergency_contact_2_relationship",
  "referral_name",
  "referral_phone",
  "referral_email",
  "referral_relationship",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

export type FieldKind = "text" | "money" | "boolean" | "paid" | "date";

const KIND_OF: Partial<Record<ImportField, FieldKind>> = {
  has_paid: "paid",
  amount_paid: "money",
  cost_of_retreat: "money",
  donations: "money",
  admin_fees: "money",
  palancas_amount: "money",
  birthday: "date",
  snore: "boolean",
  baptism: "boolean",
  first_communion: "boolean",
  confirmation: "boolean",
  matrimony: "boolean",
  st_agnes_parishioner: "boolean",
  sleeps_at_home: "boolean",
};

export function fieldKind(field: ImportField): FieldKind {
  return KIND_OF[field] ?? "text";
}

/** A row as read from a file or an email: only the fields it provides. */
export type ImportValues = Partial<Record<ImportField, string | number | boolean>>;

/** What an imported row writes: the provided fields, normalised, plus the attendee type. */
export type ImportPayload = Partial<AttendeeInput> &
  Pick<AttendeeInput, "first_name" | "last_name" | "email" | "attendee_type">;

export type PreparedRow = { ok: true; payload: ImportPayload } | { ok: false; reason: string };

/**
 * Validates a row with the attendee rules. Fields the row leaves empty are not in the payload,
 * so an import never erases what staff entered by hand. An amount paid above 0 marks the
 * attendee paid (SPEC.md §4).
 */
export function prepareImportRow(values: ImportValues, attendeeType: AttendeeType): PreparedRow {
  const raw: Record<string, unknown> = { ...values, attendee_type: attendeeType };
  const parsed = parseAttendeeInput(raw);
  if (!parsed.ok) return { ok: false, reason: parsed.errors.join("; ") };
  const value = parsed.value;
  const payload: Record<string, unknown> = {
    first_name: value.first_name,
    last_name: value.last_name,
    email: value.email,
    attendee_type: attendeeType,
  };
  for (const field of IMPORT_FIELDS) {
    const provided = values[field];
    if (provided === undefined || provided === "") continue;
    const normalised = value[field];
    if (normalised !== undefined && normalised !== null) payload[field] = normalised;
    // A "no" in an optional flag (stored only when true) clears it on update.
    else if (fieldKind(field) === "boolean") payload[field] = undefined;
  }
  if (typeof value.amount_paid === "number" && value.amount_paid > 0) payload.has_paid = true;
  return { ok: true, payload: payload as ImportPayload };
}
