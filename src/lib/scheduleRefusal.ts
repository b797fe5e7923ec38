import { useCallback } from "react";
import type { Language } from "../../convex/shared/languages";
import { formatLongDateIn } from "../i18n/format";
import { englishText } from "../i18n/namespace";
import { errorsNs } from "../i18n/namespaces/errors";
import { refusalOf, useServerErrorText } from "../i18n/serverErrors";
import { useT } from "../i18n/useT";
import { formatTimeIn } from "./retreatTime";

type ErrorKey = keyof typeof errorsNs.en;

/** Each label the server writes in English, and the raw value it also sends: a date or an HH:MM time. */
const RAW_VALUES: Record<string, { raw: string; kind: "date" | "time" }> = {
  day: { raw: "dayDate", kind: "date" },
  from: { raw: "fromTime", kind: "time" },
  to: { raw: "toTime", kind: "time" },
  start: { raw: "startTime", kind: "time" },
  end: { raw: "endTime", kind: "time" },
};

/** The refusal's values with its days and times written in `language` (null when it has none). */
export function localizedScheduleParams(params: Record<string, string | number>, language: Language): Record<string, string | number> | null {
  const localized = { ...params };
  let changed = false;
  for (const [label, { raw, kind }] of Object.entries(RAW_VALUES)) {
    const value = params[raw];
    if (typeof value !== "string" || !(label in params)) continue;
    localized[label] = kind === "date" ? formatLongDateIn(language, value) : formatTimeIn(language, value);
    changed = true;
  }
  return changed ? localized : null;
}

const isKey = (key: string): key is ErrorKey => Object.prototype.hasOwnProperty.call(errorsNs.en, key);

/**
 * useServerErrorText for the talk and event forms: a refusal naming a retreat day and times (outside
 * the day's hours, an overlap) is said with those days and times in the
 * person's language too, once its English text is checked to be the server's own.
 */
export function useScheduleErrorText(): (error: unknown, fallback?: string) => string {
  const errorText = useServerErrorText();
  const t = useT(errorsNs);
  const { language } = t;
  return useCallback(
    (error: unknown, fallback?: string) => {
      const refusal = refusalOf(error);
      if (language !== "en" && refusal?.params && refusal.code && refusal.reason) {
        const key = `${refusal.code}.${refusal.reason}`;
        const localized = localizedScheduleParams(refusal.params, language);
        if (localized !== null && isKey(key) && englishText(errorsNs, key, refusal.params) === refusal.message) return t(key, localized);
      }
      return errorText(error, fallback);
    },
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, errorText],
  );
}
