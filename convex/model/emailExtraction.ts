/**
 * Extraction of one attendee from a pasted registration email (SPEC.md §5 "Email extractor",
 * PRODUCT.md §5.7): OpenAI when a key is configured, else the built-in labelled-field reader.
 * Either way the fields go through the CSV cell conversions and the attendee rules; a value the
 * rules refuse is left out (and named) rather than failing the whole extraction.
 */
import { ConvexError } from "convex/values";
import { FIELD_LABELS, isValidEmail, parseAttendeeInput, type AttendeeInputField } from "../shared/attendeeRules";
import { parseDateCell } from "../shared/cellValues";
import { answerFlag, moneyIn, paidAnswer } from "./emailAnswers";
import { extractLabelledFields, type ExtractedCells } from "./emailLabels";
import { fieldKind, IMPORT_FIELDS, type ImportField, type ImportValues } from "../shared/importRow";
import { EXTRACTION_MESSAGES, MAX_EMAIL_TEXT } from "../shared/extractionMessages";
import { extractWithOpenAi, type OpenAiConfig } from "./openaiExtraction";

export type Extractor = "openai" | "rules";

export type ExtractionResult = {
  success: true;
  extractor: Extractor;
  /** The model that answered, for the openai extractor. */
  model: string | null;
  data: ImportValues;
  /** Values found but refused by the attendee rules, as "Label: reason (value)". */
  leftOut: string[];
};

const REQUIRED: ImportField[] = ["first_name", "last_name", "email"];

/** Emails answer in words: "Yes, loudly", "$250.00 paid"; spreadsheets' cell rules read the rest. */
function convert(field: ImportField, cell: string): string | number | boolean | null | undefined {
  switch (fieldKind(field)) {
    case "money":
      return moneyIn(cell);
    case "date":
      return parseDateCell(cell);
    case "boolean":
      return answerFlag(cell);
    case "paid":
      return paidAnswer(cell);
    case "text":
      return cell;
  }
}

/** Converts extracted text to typed values and drops what the attendee rules would refuse. */
export function cellsToValues(found: ExtractedCells): { values: ImportValues; leftOut: string[] } {
  const cells = { ...found };
  // "Payment: $250.00 paid" says both that he paid and how much.
  if (cells.has_paid !== undefined && cells.amount_paid === undefined && /\d/.test(cells.has_paid)) cells.amount_paid = cells.has_paid;
  const values: ImportValues = {};
  const leftOut: string[] = [];
  for (const field of IMPORT_FIELDS) {
    const cell = cells[field]?.trim();
    if (!cell) continue;
    const value = convert(field, cell);
    if (value === null) leftOut.push(`${FIELD_LABELS[field]}: could not be read ("${cell}")`);
    else if (value !== undefined) values[field] = field === "email" ? String(value).toLowerCase() : value;
  }
  const checked = parseAttendeeInput({ ...values, attendee_type: "attendee" });
  if (!checked.ok) {
    for (const [field, message] of Object.entries(checked.fieldErrors) as [AttendeeInputField, string][]) {
      if (REQUIRED.includes(field as ImportField) || !(field in values)) continue;
      leftOut.push(`${FIELD_LABELS[field]}: ${message} ("${String(values[field as ImportField])}")`);
      delete values[field as ImportField];
    }
  }
  return { values, leftOut };
}

/** 'Incomplete Data' without a first name, last name and email; 'Invalid Email' when the email is not one. */
export function requireNameAndEmail(values: ImportValues): void {
  const missing = REQUIRED.filter((field) => values[field] === undefined || String(values[field]).trim() === "");
  if (missing.length > 0) {
    throw new ConvexError({
      code: "INCOMPLETE_DATA",
      message: EXTRACTION_MESSAGES.incomplete,
      missing: missing.map((field) => FIELD_LABELS[field]),
    });
  }
  const email = String(values.email);
  if (!isValidEmail(email)) {
    throw new ConvexError({ code: "INVALID_EMAIL", message: EXTRACTION_MESSAGES.invalidEmail, email });
  }
}

async function askOpenAi(emailText: string, config: OpenAiConfig): Promise<ExtractedCells | null> {
  try {
    return await extractWithOpenAi(emailText, config);
  } catch (error) {
    const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
    const detail = status === undefined ? "The extraction service could not be reached." : `The extraction service answered ${String(status)}.`;
    throw new ConvexError({ code: "EXTRACTION_FAILED", message: EXTRACTION_MESSAGES.failed, detail });
  }
}

export async function extractAttendee(emailText: string, openAi: OpenAiConfig | null): Promise<ExtractionResult> {
  const text = emailText.trim();
  if (text === "") throw new ConvexError({ code: "EMPTY_TEXT", message: EXTRACTION_MESSAGES.emptyText });
  if (text.length > MAX_EMAIL_TEXT) {
    throw new ConvexError({ code: "TEXT_TOO_LONG", message: EXTRACTION_MESSAGES.tooLong(text.length), params: { length: text.length, max: MAX_EMAIL_TEXT } });
  }
  const cells = openAi === null ? extractLabelledFields(text) : await askOpenAi(text, openAi);
  if (cells === null) throw new ConvexError({ code: "NO_DATA", message: EXTRACTION_MESSAGES.noData });
  const { values, leftOut } = cellsToValues(cells);
  requireNameAndEmail(values);
  return {
    success: true,
    extractor: openAi === null ? "rules" : "openai",
    model: openAi?.model ?? null,
    data: values,
    leftOut,
  };
}
