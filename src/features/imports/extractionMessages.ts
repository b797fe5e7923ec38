import type { NotifyInput } from "../../components/notifications/notificationStore";
import { EXTRACTION_MESSAGES } from "../../../convex/shared/extractionMessages";

export const NOT_LOGGED_IN = "You must be logged in to use email extraction.";
export const EXTRACTION_ERROR_TITLE = "Extraction Error";

type ErrorData = { code?: unknown; message?: unknown; missing?: unknown; email?: unknown; detail?: unknown };

function dataOf(error: unknown): ErrorData | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : null;
}

/** The toast for a failed extraction (SPEC.md §8 "Email extractor"). */
export function extractionErrorToast(error: unknown): NotifyInput {
  const data = dataOf(error);
  switch (data?.code) {
    case "INCOMPLETE_DATA": {
      const missing = Array.isArray(data.missing) ? data.missing.join(", ") : "first name, last name and email";
      return {
        title: EXTRACTION_MESSAGES.incomplete,
        description: `Could not extract the required fields (name and email). Missing: ${missing}.`,
        variant: "warning",
      };
    }
    case "INVALID_EMAIL":
      return {
        title: EXTRACTION_MESSAGES.invalidEmail,
        description: `The extracted email "${String(data.email ?? "")}" is not a valid email address.`,
        variant: "warning",
      };
    case "EMPTY_TEXT":
    case "TEXT_TOO_LONG":
      return { title: EXTRACTION_ERROR_TITLE, description: String(data.message), variant: "warning" };
    case "UNAUTHENTICATED":
      return { title: EXTRACTION_ERROR_TITLE, description: NOT_LOGGED_IN, variant: "error" };
    case "NO_DATA":
      return { title: EXTRACTION_ERROR_TITLE, description: EXTRACTION_MESSAGES.noData, variant: "error" };
    case "EXTRACTION_FAILED":
      return {
        title: EXTRACTION_ERROR_TITLE,
        description: `${EXTRACTION_MESSAGES.failed}. ${typeof data.detail === "string" ? data.detail : ""}`.trim(),
        variant: "error",
      };
    default:
      return {
        title: EXTRACTION_ERROR_TITLE,
        description: typeof data?.message === "string" ? data.message : EXTRACTION_MESSAGES.failed,
        variant: "error",
      };
  }
}
