/**
 * One imported attendee row (CSV or email), checked against the same rules as the attendee
 * form. Pure: the browser uses it for the import preview and the server again before writing.
 */
import { ATTENDEE_INPUT_FIELDS, FIELD_KINDS, FIELD_LABELS, parseAttendeeInput, type AttendeeInput, type AttendeeInputField } from "./attendeeRules";
import type { AttendeeType } from "./validators";

/** Set by the upload (retreatants or servers) or by arrival, never by an imported cell. */
const NOT_IMPORTED = ["attendee_type", "has_checked_in"] as const;

export type ImportField = Exclude<AttendeeInputField, (typeof NOT_IMPORTED)[number]>;

/** Every attendee form field an import may fill, in the form's order. */
export const IMPORT_FIELDS: readonly ImportField[] = ATTENDEE_INPUT_FIELDS.filter(
  (field): field is ImportField => !(NOT_IMPORTED as readonly string[]).includes(field),
);

export type FieldKind = "text" | "money" | "boolean" | "paid" | "date";


/**
 * How an import reads a field's cell, by the field's kind in the attendee rules: yes/no words for
 * flags, anything but a clear "no" for has_paid (a date, "Paid", a check number), names, emails
 * and phones as text for those rules to check.
 */
export function fieldKind(field: ImportField): FieldKind {
  if (field === "has_paid") return "paid";
  const kind = FIELD_KINDS[field];
  if (kind === "flag") return "boolean";
  return kind === "money" || kind === "date" ? kind : "text";
}

/** A row as read from a file or an email: only the fields it provides. */
export type ImportValues = Partial<Record<ImportField, string | number | boolean>>;

/** What an imported row writes: the provided fields, normalised, plus the attendee type. */
export type ImportPayload = Partial<AttendeeInput> &
  Pick<AttendeeInput, "first_name" | "last_name" | "email" | "attendee_type">;

/** An optional cell the row could not use: left empty, and reported as a warning naming it. */
export type DroppedCell = { field: ImportField; cell: string; error: string };

export type PreparedRow =
  | { ok: true; payload: ImportPayload; dropped: DroppedCell[] }
  | { ok: false; reason: string };

/** Only these reject a row when missing or unusable; any other bad cell is left empty. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ["first_name", "last_name", "email"];

const SHOWN_CELL_LENGTH = 40;

/** The cell as a warning quotes it: at most 40 characters, so a huge cell stays a short line. */
export function quoteCell(cell: string): string {
  const text = cell.slice(0, SHOWN_CELL_LENGTH * 4).replace(/\s+/g, " ").trim();
  return `"${text.length > SHOWN_CELL_LENGTH ? `${text.slice(0, SHOWN_CELL_LENGTH)}…` : text}"`;
}

/** 'Phone "12": Please enter a valid phone number; left empty' (the caller adds "Row n: "). */
export function cellWarning(label: string, cell: string, problem: string): string {
  return `${label} ${quoteCell(cell)}: ${problem}; left empty`;
}

export function droppedCellWarning(dropped: DroppedCell): string {
  return cellWarning(FIELD_LABELS[dropped.field], dropped.cell, dropped.error);
}

function buildPayload(value: AttendeeInput, values: ImportValues, attendeeType: AttendeeType): ImportPayload {
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
  return payload as ImportPayload;
}

/**
 * Validates a row with the attendee rules. A row is rejected only when its first name, last name
 * or email is missing or unusable; any other cell the rules refuse is left out of the payload and
 * reported in `dropped`. Fields the row leaves empty are not in the payload, so an import never
 * erases what staff entered by hand. An amount paid above 0 marks the attendee paid (SPEC.md §4).
 */
export function prepareImportRow(values: ImportValues, attendeeType: AttendeeType): PreparedRow {
  const first = parseAttendeeInput({ ...values, attendee_type: attendeeType });
  if (first.ok) return { ok: true, payload: buildPayload(first.value, values, attendeeType), dropped: [] };
  const { fieldErrors } = first;
  const refused = REQUIRED_IMPORT_FIELDS.filter((field) => fieldErrors[field] !== undefined);
  if (refused.length > 0) {
    return { ok: false, reason: refused.map((field) => `${FIELD_LABELS[field]}: ${fieldErrors[field]}`).join("; ") };
  }
  const usable: ImportValues = { ...values };
  const dropped: DroppedCell[] = [];
  for (const field of IMPORT_FIELDS) {
    const error = fieldErrors[field];
    if (error === undefined) continue;
    dropped.push({ field, cell: String(values[field] ?? ""), error });
    delete usable[field];
  }
  const second = parseAttendeeInput({ ...usable, attendee_type: attendeeType });
  if (!second.ok) return { ok: false, reason: second.errors.join("; ") };
  return { ok: true, payload: buildPayload(second.value, usable, attendeeType), dropped };
}
