import type { NotifyInput } from "../../components/notifications/notificationStore";
import { formatNumberIn } from "../../i18n/format";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import type { Translate } from "../../i18n/useT";

type ImportsKey = keyof typeof importsNs.en;

export const NOT_LOGGED_IN = englishText(importsNs, "extraction.notLoggedIn");
export const EXTRACTION_ERROR_TITLE = englishText(importsNs, "extraction.errorTitle");

type ErrorData = { code?: unknown; message?: unknown; missing?: unknown; email?: unknown; detail?: unknown; params?: unknown };

const UNREACHABLE = englishText(importsNs, "extraction.detail.unreachable");
const ANSWERED = /^The extraction service answered (.+)\.$/;

/** Why the extraction service failed (the server says it in English), in the person's language. */
function detailText(detail: string, t: Translate<ImportsKey>): string {
  if (detail === UNREACHABLE) return t("extraction.detail.unreachable");
  const answered = ANSWERED.exec(detail);
  return answered === null ? detail : t("extraction.detail.status", { status: answered[1] });
}

function dataOf(error: unknown): ErrorData | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null ? (data as ErrorData) : null;
}

/**
 * The toast for a failed extraction (SPEC.md §8 "Email extractor"), in the person's language: `t`
 * is the imports catalogue's, `field` names a field by its English label (the server lists the
 * missing ones so).
 */
export function extractionErrorToast(error: unknown, t: Translate<ImportsKey>, field: (label: string) => string = (label) => label): NotifyInput {
  const data = dataOf(error);
  const title = t("extraction.errorTitle");
  switch (data?.code) {
    case "INCOMPLETE_DATA": {
      const missing = Array.isArray(data.missing) ? data.missing.map((label) => field(String(label))).join(", ") : t("extraction.missingDefault");
      return { title: t("extraction.incomplete"), description: t("extraction.missing", { missing }), variant: "warning" };
    }
    case "INVALID_EMAIL":
      return { title: t("extraction.invalidEmail"), description: t("extraction.badEmail", { email: String(data.email ?? "") }), variant: "warning" };
    case "EMPTY_TEXT":
      return { title, description: t("extraction.emptyText"), variant: "warning" };
    case "TEXT_TOO_LONG": {
      const params = data.params as { length?: number; max?: number } | undefined;
      const known = typeof params?.length === "number" && typeof params.max === "number";
      const description = known
        ? t("extraction.tooLong", { length: formatNumberIn(t.language, params.length!), max: formatNumberIn(t.language, params.max!) })
        : String(data.message);
      return { title, description, variant: "warning" };
    }
    case "UNAUTHENTICATED":
      return { title, description: t("extraction.notLoggedIn"), variant: "error" };
    case "NO_DATA":
      return { title, description: t("extraction.noData"), variant: "error" };
    case "EXTRACTION_FAILED":
      return {
        title,
        // Without a detail the sentence still ends with its full stop, as it always has.
        description: t("extraction.failedDetail", { detail: typeof data.detail === "string" ? detailText(data.detail, t) : "" }).trim(),
        variant: "error",
      };
    default:
      return { title, description: typeof data?.message === "string" ? data.message : t("extraction.failed"), variant: "error" };
  }
}
