/**
 * The attendee screens' words that depend on a value (a type, a flag, a field, a refused value),
 * in the person's language through the `attendees` catalogue. English gives exactly the texts of
 * lib/format.ts and convex/shared/attendeeRules.ts.
 */
import { ConvexError } from "convex/values";
import {
  ATTENDEE_INPUT_FIELDS,
  type AttendeeInputField,
  type AttendeeInputResult,
  type AttendeeProblem,
} from "../../../convex/shared/attendeeRules";
import { roomLabel } from "../../../convex/shared/roomLabel";
import { englishText } from "../../i18n/namespace";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import type { Translate } from "../../i18n/useT";
import type { FormField, FormSection } from "./attendeeForm";

export type AttendeesKey = keyof typeof attendeesNs.en;
export type AttendeesT = Translate<AttendeesKey>;

/** The English texts outside React (the spec's words; tests and defaults). */
export const englishT: AttendeesT = Object.assign(
  (key: AttendeesKey, values?: Record<string, unknown>) => englishText(attendeesNs, key, values as Record<string, string | number>),
  { language: "en" as const },
);

export const typeText = (t: AttendeesT, type: "attendee" | "server") => t(type === "server" ? "label.server" : "label.retreatant");
export const paidText = (t: AttendeesT, paid: boolean) => t(paid ? "label.paid" : "label.unpaid");
export const checkedInText = (t: AttendeesT, checkedIn: boolean) => t(checkedIn ? "label.checkedIn" : "label.notCheckedIn");
export const yesNoText = (t: AttendeesT, value: boolean | null | undefined) => t(value ? "yes" : "no");

export const sectionTitle = (t: AttendeesT, section: FormSection) => t(`section.${section.id}`);

/** A field's full label ("Emergency Contact 1 Phone"). */
export const fullFieldLabel = (t: AttendeesT, name: AttendeeInputField) => t(`field.${name}` as AttendeesKey);

/** A field's label within its section ("Phone" inside "Emergency Contact 1"). */
export const fieldLabel = (t: AttendeesT, field: FormField) => (field.part ? t(`part.${field.part}`) : fullFieldLabel(t, field.name));

/** A refused value's message ("Maximum 50 characters allowed"). */
export function problemText(t: AttendeesT, problem: AttendeeProblem): string {
  return t(`problem.${problem.reason}`, problem.params);
}

/** "Label: message" lines in field order, for the 'Please fix the following errors' list. */
export function problemLines(t: AttendeesT, problems: Partial<Record<AttendeeInputField, AttendeeProblem>>): string[] {
  return ATTENDEE_INPUT_FIELDS.flatMap((field) => {
    const problem = problems[field];
    return problem === undefined ? [] : [t("problem.line", { label: fullFieldLabel(t, field), message: problemText(t, problem) })];
  });
}

/**
 * A failed validation in the person's language: each field's message and the list's lines (a
 * problem without a reason, if any, keeps its English text).
 */
export function validationTexts(
  t: AttendeesT,
  validation: Extract<AttendeeInputResult, { ok: false }>,
): { fieldErrors: Partial<Record<AttendeeInputField, string>>; lines: string[] } {
  const fieldErrors: Partial<Record<AttendeeInputField, string>> = {};
  const lines: string[] = [];
  for (const field of ATTENDEE_INPUT_FIELDS) {
    const english = validation.fieldErrors[field];
    if (english === undefined) continue;
    const problem = validation.problems[field];
    const message = problem === undefined ? english : problemText(t, problem);
    fieldErrors[field] = message;
    lines.push(t("problem.line", { label: fullFieldLabel(t, field), message }));
  }
  return { fieldErrors, lines };
}

/**
 * The problems a refused save carries (convex/model/attendees.ts: `problems`), by field; null
 * when the refusal does not list them.
 */
export function refusedProblems(error: unknown): Partial<Record<AttendeeInputField, AttendeeProblem>> | null {
  if (!(error instanceof ConvexError) || typeof error.data !== "object" || error.data === null) return null;
  const listed: unknown = (error.data as { problems?: unknown }).problems;
  if (!Array.isArray(listed)) return null;
  const problems: Partial<Record<AttendeeInputField, AttendeeProblem>> = {};
  for (const item of listed as { field?: unknown; reason?: unknown; params?: unknown }[]) {
    if (typeof item.field !== "string" || typeof item.reason !== "string") continue;
    if (!(ATTENDEE_INPUT_FIELDS as string[]).includes(item.field)) continue;
    const params = typeof item.params === "object" && item.params !== null ? (item.params as Record<string, number>) : undefined;
    problems[item.field as AttendeeInputField] = { reason: item.reason as AttendeeProblem["reason"], params };
  }
  return problems;
}

/** "305" reads "Room 305" ("Cuarto 305"); a name that already says room stays as it is. */
export function roomText(t: AttendeesT, name: string): string {
  if (t.language === "en") return roomLabel(name);
  const trimmed = name.trim();
  return /^(room|cuarto)\b/i.test(trimmed) ? trimmed : t("room.named", { name: trimmed });
}

const PLACE_WORDS = { room: { en: ["room"], es: ["cuarto", "room"] }, table: { en: ["table"], es: ["mesa", "table"] } } as const;

/** A profile chip: "Room 305" / "Table 4", unless the name already starts with the word. */
function placeChip(t: AttendeesT, kind: "room" | "table", name: string): string {
  const lower = name.toLowerCase();
  if (PLACE_WORDS[kind][t.language].some((word) => lower.startsWith(word))) return name;
  return t(kind === "room" ? "room.named" : "table.named", { name });
}

export const roomChip = (t: AttendeesT, name: string) => placeChip(t, "room", name);
export const tableChip = (t: AttendeesT, name: string) => placeChip(t, "table", name);

/**
 * A failure toast's title: "... Please try again." only when trying again may help (the network,
 * an unexpected failure), as lib/serverError.ts failureTitle says it in English.
 */
export function failedText(t: AttendeesT, key: AttendeesKey, error: unknown): string {
  return error instanceof ConvexError ? t(key) : `${t(key)} ${t("tryAgain")}`;
}
