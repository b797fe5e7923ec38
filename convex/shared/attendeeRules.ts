/**
 * The one definition of what an attendee record may hold (SPEC.md §5 "Secure text inputs").
 * The Add/Edit dialogs, the attendee mutations and the CSV import all parse input through
 * `parseAttendeeInput`, so a crafted request cannot store what the form would refuse.
 *
 * Input values may be strings (form fields, CSV cells), numbers or booleans; the parsed value
 * holds the stored shape: trimmed text without HTML, lower-cased emails, phones as digits.
 */
import { z } from "./zod";
import { AMOUNT_PROBLEMS, fromCents, readCents } from "./money";
import { formatName } from "./nameRule";

export const LIMITS = { name: 50, email: 255, text: 255, phoneDigits: 10 } as const;

export const MESSAGES = {
  required: "Text is required",
  tooLong: (n: number) => `Text must be ${n} characters or less`,
  nameTooLong: (n: number) => `Maximum ${n} characters allowed`,
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  date: "Please enter a valid date (YYYY-MM-DD)",
  money: "Please enter an amount, e.g. 150 or -50",
  boolean: "Please choose yes or no",
  type: "Type must be Retreatant or Server",
} as const;

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Removes HTML tags (and the contents of script/style blocks) and any stray angle brackets. */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "");
}

/** Digits only, at most 10; an 11-digit number starting with 1 (US country code) drops the 1. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.slice(0, LIMITS.phoneDigits);
}

export function isValidPhone(value: string): boolean {
  const digitCount = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digitCount >= 10 && digitCount <= 15;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function asText(raw: unknown): string {
  if (raw === null || raw === undefined) return "";
  return stripHtml(String(raw)).trim();
}

type Ctx = z.core.$RefinementCtx<unknown>;

/** Why a value was refused, beside its English message, so a screen can say it in its own language. */
export type AttendeeProblemReason =
  | "required"
  | "tooLong"
  | "nameTooLong"
  | "email"
  | "phone"
  | "date"
  | "money"
  | "money.decimals"
  | "money.tooLarge"
  | "boolean"
  | "type";

/** A refused value: the reason and the values its message names (`max`). */
export type AttendeeProblem = { reason: AttendeeProblemReason; params?: Record<string, number> };

function fail(ctx: Ctx, message: string, problem: AttendeeProblem): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message, params: problem });
  return z.NEVER;
}

const requiredName = z.unknown().transform((raw, ctx): string => {
  const text = asText(raw);
  if (text === "") return fail(ctx, MESSAGES.required, { reason: "required" });
  if (text.length > LIMITS.name) return fail(ctx, MESSAGES.nameTooLong(LIMITS.name), { reason: "nameTooLong", params: { max: LIMITS.name } });
  // Stored as it will be shown (SPEC.md §9), so exports, badges, messages and search agree.
  return formatName(text);
});

function optionalText(max: number = LIMITS.text) {
  return z.unknown().transform((raw, ctx): string | undefined => {
    const text = asText(raw);
    if (text === "") return undefined;
    if (text.length > max) return fail(ctx, MESSAGES.tooLong(max), { reason: "tooLong", params: { max } });
    return text;
  });
}

function emailValue(raw: unknown, ctx: Ctx): string | undefined {
  const text = asText(raw).toLowerCase();
  if (text === "") return undefined;
  if (text.length > LIMITS.email) return fail(ctx, MESSAGES.tooLong(LIMITS.email), { reason: "tooLong", params: { max: LIMITS.email } });
  if (!isValidEmail(text)) return fail(ctx, MESSAGES.email, { reason: "email" });
  return text;
}

const requiredEmail = z.unknown().transform((raw, ctx): string => {
  const email = emailValue(raw, ctx);
  return email === undefined ? fail(ctx, MESSAGES.required, { reason: "required" }) : email;
});
const optionalEmail = z.unknown().transform((raw, ctx) => emailValue(raw, ctx));

function phoneValue(raw: unknown, ctx: Ctx): string | undefined {
  const text = asText(raw);
  if (text === "") return undefined;
  if (!isValidPhone(text)) return fail(ctx, MESSAGES.phone, { reason: "phone" });
  return phoneDigits(text);
}

/** The main phone is stored as null when empty (SPEC.md §7 "phone_number null when empty"). */
const mainPhone = z.unknown().transform((raw, ctx): string | null => phoneValue(raw, ctx) ?? null);
const optionalPhone = z.unknown().transform((raw, ctx) => phoneValue(raw, ctx));

const optionalDate = z.unknown().transform((raw, ctx): string | undefined => {
  const text = asText(raw);
  if (text === "") return undefined;
  return isValidDate(text) ? text : fail(ctx, MESSAGES.date, { reason: "date" });
});

/** Money may be negative (refunds, corrections); text is read as spreadsheets write it ("(50)" is -50). */
const optionalMoney = z.unknown().transform((raw, ctx): number | undefined => {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === "number") return Number.isFinite(raw) ? Math.round(raw * 100) / 100 : fail(ctx, MESSAGES.money, { reason: "money" });
  const reading = readCents(String(raw), { round: true });
  if (reading.ok) return fromCents(reading.cents);
  if (reading.problem === "empty") return undefined;
  if (reading.problem === "notANumber") return fail(ctx, MESSAGES.money, { reason: "money" });
  return fail(ctx, `${MESSAGES.money}: ${AMOUNT_PROBLEMS[reading.problem]}`, { reason: `money.${reading.problem}` });
});

function booleanValue(raw: unknown, ctx: Ctx): boolean | undefined {
  if (raw === null || raw === undefined || raw === "") return undefined;
  if (typeof raw === "boolean") return raw;
  if (raw === "true") return true;
  if (raw === "false") return false;
  return fail(ctx, MESSAGES.boolean, { reason: "boolean" });
}

const flag = z.unknown().transform((raw, ctx): boolean => booleanValue(raw, ctx) ?? false);
const optionalFlag = z.unknown().transform((raw, ctx) => booleanValue(raw, ctx));

const attendeeType = z.unknown().transform((raw, ctx): "attendee" | "server" => {
  if (raw === null || raw === undefined || raw === "") return "attendee";
  if (raw === "attendee" || raw === "server") return raw;
  return fail(ctx, MESSAGES.type, { reason: "type" });
});

const attendeeFieldsSchema = z.object({
  first_name: requiredName,
  last_name: requiredName,
  email: requiredEmail,
  phone_number: mainPhone,

  attendee_type: attendeeType,
  has_paid: flag,
  has_checked_in: flag,

  amount_paid: optionalMoney,
  cost_of_retreat: optionalMoney,
  donations: optionalMoney,
  admin_fees: optionalMoney,
  palancas_amount: optionalMoney,

  tshirt_size: optionalText(),
  birthday: optionalDate,
  marital_status: optionalText(),
  parish: optionalText(),
  family_number: optionalText(),
  health_issues: optionalText(),
  allergies: optionalText(),
  known_servers: optionalText(),

  snore: flag,
  baptism: optionalFlag,
  first_communion: optionalFlag,
  confirmation: optionalFlag,
  matrimony: optionalFlag,
  st_agnes_parishioner: optionalFlag,
  sleeps_at_home: flag,

  address_line_1: optionalText(),
  address_line_2: optionalText(),
  city: optionalText(),
  state: optionalText(),
  zip_code: optionalText(),
  country: optionalText(),

  emergency_contact_1_name: optionalText(),
  emergency_contact_1_phone: optionalPhone,
  emergency_contact_1_email: optionalEmail,
  emergency_contact_1_relationship: optionalText(),
  emergency_contact_2_name: optionalText(),
  emergency_contact_2_phone: optionalPhone,
  emergency_contact_2_email: optionalEmail,
  emergency_contact_2_relationship: optionalText(),

  referral_name: optionalText(),
  referral_phone: optionalPhone,
  referral_email: optionalEmail,
  referral_relationship: optionalText(),
});

export type AttendeeInput = z.output<typeof attendeeFieldsSchema>;

/** Yes/no fields that may be left unanswered (absent); the others are always stored. */
export const OPTIONAL_FLAGS = ["baptism", "first_communion", "confirmation", "matrimony", "st_agnes_parishioner"] as const;
export type AttendeeInputField = keyof typeof attendeeFieldsSchema.shape;
/** Raw input as a form or CSV row provides it: any subset of the fields, any primitive values. */
export type RawAttendeeInput = Partial<Record<AttendeeInputField, unknown>>;

export const ATTENDEE_INPUT_FIELDS = Object.keys(attendeeFieldsSchema.shape) as AttendeeInputField[];

/** What kind of value a field holds, as its rule above reads it; the form and the imports go by this. */
export type AttendeeFieldKind = "text" | "name" | "email" | "phone" | "money" | "date" | "flag" | "type";

const KIND_OF_RULE = new Map<unknown, AttendeeFieldKind>([
  [requiredName, "name"],
  [requiredEmail, "email"],
  [optionalEmail, "email"],
  [mainPhone, "phone"],
  [optionalPhone, "phone"],
  [optionalMoney, "money"],
  [optionalDate, "date"],
  [flag, "flag"],
  [optionalFlag, "flag"],
  [attendeeType, "type"],
]);

export const FIELD_KINDS = Object.fromEntries(
  ATTENDEE_INPUT_FIELDS.map((field) => [field, KIND_OF_RULE.get(attendeeFieldsSchema.shape[field]) ?? "text"]),
) as Record<AttendeeInputField, AttendeeFieldKind>;

/**
 * Every attendee field a person may edit (ids, check-in time and timestamps are not in here).
 * A missing field counts as empty; unknown keys are dropped; empty optional fields are left out
 * of the output.
 */
export const attendeeInputSchema = z.preprocess((raw) => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  return Object.fromEntries(ATTENDEE_INPUT_FIELDS.map((field) => [field, record[field] ?? null]));
}, attendeeFieldsSchema);

export const FIELD_LABELS: Record<AttendeeInputField, string> = {
  first_name: "First Name",
  last_name: "Last Name",
  email: "Email",
  phone_number: "Phone",
  attendee_type: "Type",
  has_paid: "Paid",
  has_checked_in: "Checked In",
  amount_paid: "Amount Paid",
  cost_of_retreat: "Cost of Retreat",
  donations: "Donations",
  admin_fees: "Admin Fees",
  palancas_amount: "Palancas Amount",
  tshirt_size: "T-Shirt Size",
  birthday: "Birthday",
  marital_status: "Marital Status",
  parish: "Parish",
  family_number: "Family Number",
  health_issues: "Health Issues",
  allergies: "Allergies",
  known_servers: "Known Servers",
  snore: "Snores",
  baptism: "Baptism",
  first_communion: "First Communion",
  confirmation: "Confirmation",
  matrimony: "Matrimony",
  st_agnes_parishioner: "St. Agnes Parishioner",
  sleeps_at_home: "Sleeps at Home",
  address_line_1: "Address Line 1",
  address_line_2: "Address Line 2",
  city: "City",
  state: "State",
  zip_code: "ZIP Code",
  country: "Country",
  emergency_contact_1_name: "Emergency Contact 1 Name",
  emergency_contact_1_phone: "Emergency Contact 1 Phone",
  emergency_contact_1_email: "Emergency Contact 1 Email",
  emergency_contact_1_relationship: "Emergency Contact 1 Relationship",
  emergency_contact_2_name: "Emergency Contact 2 Name",
  emergency_contact_2_phone: "Emergency Contact 2 Phone",
  emergency_contact_2_email: "Emergency Contact 2 Email",
  emergency_contact_2_relationship: "Emergency Contact 2 Relationship",
  referral_name: "Referral Name",
  referral_phone: "Referral Phone",
  referral_email: "Referral Email",
  referral_relationship: "Referral Relationship",
};

export type AttendeeInputResult =
  | { ok: true; value: AttendeeInput }
  | {
      ok: false;
      errors: string[];
      fieldErrors: Partial<Record<AttendeeInputField, string>>;
      /** The same problems as reasons and values, for a screen in another language. */
      problems: Partial<Record<AttendeeInputField, AttendeeProblem>>;
    };

/**
 * Parses raw attendee input. Errors are "Label: message" lines, in field order, for the
 * 'Please fix the following errors' list; `fieldErrors` holds the first message per field.
 */
export function parseAttendeeInput(raw: RawAttendeeInput): AttendeeInputResult {
  const result = attendeeInputSchema.safeParse(raw);
  if (result.success) {
    const present = Object.entries(result.data).filter(([, value]) => value !== undefined);
    return { ok: true, value: Object.fromEntries(present) as AttendeeInput };
  }
  const fieldErrors: Partial<Record<AttendeeInputField, string>> = {};
  const problems: Partial<Record<AttendeeInputField, AttendeeProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AttendeeInputField;
    if (fieldErrors[field] !== undefined) continue;
    fieldErrors[field] = issue.message;
    const params = issue.code === "custom" ? (issue.params as AttendeeProblem | undefined) : undefined;
    if (params !== undefined) problems[field] = params;
  }
  const errors = ATTENDEE_INPUT_FIELDS.filter((field) => fieldErrors[field] !== undefined).map(
    (field) => `${FIELD_LABELS[field]}: ${fieldErrors[field]}`,
  );
  return { ok: false, errors, fieldErrors, problems };
}
