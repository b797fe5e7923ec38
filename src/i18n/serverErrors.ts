import { ConvexError } from "convex/values";
import { useCallback } from "react";
import type { Language } from "../../convex/shared/languages";
import { englishText, formatterFor } from "./namespace";
import { errorsNs } from "./namespaces/errors";
import { useT, type Translate } from "./useT";

/** What a refusal carries: the server's English message, its code and, when needed, reason and values. */
export type Refusal = { code?: string; message: string; reason?: string; params?: Record<string, string | number> };

/** The refusal in a ConvexError's data, or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ConvexError)) return null;
  const data: unknown = error.data;
  if (typeof data === "string") return { message: data };
  if (typeof data !== "object" || data === null || !("message" in data) || typeof data.message !== "string") return null;
  const record = data as Record<string, unknown>;
  return {
    message: data.message,
    code: typeof record.code === "string" ? record.code : undefined,
    reason: typeof record.reason === "string" ? record.reason : undefined,
    params: typeof record.params === "object" && record.params !== null ? (record.params as Record<string, string | number>) : undefined,
  };
}

type ErrorKey = keyof typeof errorsNs.en;
const KEYS = Object.keys(errorsNs.en) as ErrorKey[];
let textKeys: Map<string, ErrorKey> | null = null;

/** The key of each message without arguments, by its English text. */
function keyOfText(message: string): ErrorKey | undefined {
  textKeys ??= new Map(KEYS.filter((key) => isPlainText(errorsNs.en[key])).map((key) => [englishText(errorsNs, key), key]));
  return textKeys.get(message);
}

/** Whether a compiled message is text only (a string, or FormatJS's literal elements, type 0), with no arguments. */
function isPlainText(message: unknown): boolean {
  if (typeof message === "string") return true;
  return Array.isArray(message) && message.every((element: { type?: number }) => element.type === 0);
}
const isKey = (key: string): key is ErrorKey => Object.prototype.hasOwnProperty.call(errorsNs.en, key);

/**
 * The refusal in the person's language. The catalogue is used only when its English text, with the
 * refusal's values, is exactly the server's message: so English stays the server's own words, and a
 * message the catalogue does not know (a new one, a changed one) shows in English rather than wrong.
 * Keys are tried in order: `CODE.reason`, `CODE`, then any message of the catalogue with that text.
 */
export function translateRefusal(t: Translate<ErrorKey>, english: Translate<ErrorKey>, refusal: Refusal): string {
  if (t.language === "en") return refusal.message;
  const params = refusal.params ?? {};
  const tried = [refusal.code && refusal.reason ? `${refusal.code}.${refusal.reason}` : "", refusal.code ?? ""]
    .filter(isKey)
    // A message with arguments needs the refusal's values.
    .filter((key) => refusal.params !== undefined || isPlainText(errorsNs.en[key]));
  const byText = keyOfText(refusal.message);
  for (const key of byText === undefined ? tried : [...tried, byText]) {
    if (english(key, params) === refusal.message) return t(key, params);
  }
  return refusal.message;
}

let englishErrors: Translate<ErrorKey> | null = null;

function englishErrorTexts(): Translate<ErrorKey> {
  // English is bundled: no suspense, and one formatter for every component.
  return (englishErrors ??= englishTranslator());
}

/**
 * `(error) => text` in the person's language for a failed call: a server refusal as above, else
 * `fallback` (a key of the errors catalogue, or a text already in the person's language).
 */
export function useServerErrorText(): (error: unknown, fallback?: string) => string {
  const t = useT(errorsNs);
  const english = englishErrorTexts();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const refusal = refusalOf(error);
      if (refusal !== null) return translateRefusal(t, english, refusal);
      return fallback ?? t("unexpected");
    },
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t.language, english],
  );
}

/** The same for a rule checked on the phone before sending (the amount at the door): data, not an error. */
export function useRefusalText(): (refusal: Refusal) => string {
  const t = useT(errorsNs);
  const english = englishErrorTexts();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((refusal: Refusal) => translateRefusal(t, english, refusal), [t.language, english]);
}



function englishTranslator(language: Language = "en"): Translate<ErrorKey> {
  const formatter = formatterFor(language, errorsNs, errorsNs.en);
  const t = ((key: ErrorKey, values?: Record<string, string | number>) => formatter.format(key, values)) as Translate<ErrorKey>;
  t.language = language;
  return t;
}
