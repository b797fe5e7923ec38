import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import { importHeadersNs } from "../../i18n/namespaces/importHeaders";
import { importsNs } from "../../i18n/namespaces/imports";
import { errorsNs } from "../../i18n/namespaces/errors";
import { rolesNs } from "../../i18n/namespaces/roles";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { COLUMN_TARGETS, targetKey, targetLabel, type ColumnTarget } from "../../lib/csv/columnMeaning";
import { csvTextOf, type ImportsKey, type Say } from "../../lib/csv/messages";
import { ruleProblemText, ruleRowText } from "./ruleTexts";

type HeaderKey = keyof typeof importHeadersNs.en;

/** Each field's or part's English name, to its key: the import's texts carry the English names. */
const LABEL_KEYS = new Map<string, HeaderKey>([
  ...Object.keys(FIELD_LABELS).map((field): [string, HeaderKey] => [FIELD_LABELS[field as keyof typeof FIELD_LABELS], `field.${field}` as HeaderKey]),
  ...COLUMN_TARGETS.map((target): [string, HeaderKey] => [targetLabel(target), targetKey(target)]),
]);

/**
 * The import's words in the person's language: its catalogue (`t`), the fields' names, and the
 * parser's and runner's texts (made in English, each remembering how it was said).
 */
export function useImportTexts() {
  // Every catalogue the import's screens read, fetched together (one suspension).
  useCatalogues(importsNs, importHeadersNs, rolesNs, errorsNs);
  const t = useT(importsNs);
  const headers = useT(importHeadersNs);
  const label = (english: string) => {
    const key = LABEL_KEYS.get(english);
    return key === undefined ? english : headers(key);
  };
  const knownLabel = (english: string) => (LABEL_KEYS.has(english) ? label(english) : undefined);
  /** A message of src/lib/csv/messages.ts in the person's language; any other text as it is. */
  const row = (message: string): string => {
    if (t.language === "en") return message;
    const text = csvTextOf(message);
    if (text === undefined) return ruleRowText(message, t, knownLabel) ?? message;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(text.values)) {
      if (typeof value === "object") values[name] = value.map(label).join(", ");
      else if (name === "label" && typeof value === "string") values[name] = label(value);
      else if (name === "problem" && typeof value === "string") values[name] = t(value as ImportsKey);
      else values[name] = value;
    }
    return t(text.key, values);
  };
  /** A field's problem from the attendee rules ("Email: Please enter a valid email address") in the person's language. */
  const problem = (text: string): string => (t.language === "en" ? text : (ruleProblemText(text, t, knownLabel) ?? text));
  const say: Say = (key, values) => t(key, values);
  return {
    t,
    say,
    row,
    problem,
    label,
    /** The name of a column's target (a field, or a part of one). */
    target: (target: ColumnTarget) => headers(targetKey(target)),
    /** A field's name ("First Name" / "Nombre"). */
    field: (field: string) => (field in FIELD_LABELS ? headers(`field.${field}` as HeaderKey) : field),
    language: t.language,
  };
}
