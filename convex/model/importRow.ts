/**
 * One imported attendee row (CSV or email), checked against the same rules as the attendee
 * form. Pure: the browser uses it for the import preview and the server again before writing.
 */
import { ATTENDEE_INPUT_FIELDS, parseAttendeeInput, type AttendeeInput, type AttendeeInputField } from "./attendeeRules";
import type { AttendeeType } from "./validators";

/** Set by the upload (retreatants or servers) or by arrival, never by an imported cell. */
const NOT_IMPORTED = ["attendee_type", "has_checked_in"] as const;

export type ImportField = Exclude<AttendeeInputField, (typeof NOT_IMPORTED)[number]>;

/** Every attendee form field an import may fill, in the form's order. */
export const IMPORT_FIELDS: readonly ImportField[] = ATTENDEE_INPUT_FIELDS.filter(
  (field): field is ImportField => !(NOT_IMPORTED as readonly string[]).includes(field),
);

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
