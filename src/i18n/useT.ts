import { use } from "react";
import type { Language } from "../../convex/shared/languages";
import { useLanguage } from "./language";
import { formatterFor, loadCatalogue, loadedCatalogue, type Namespace } from "./namespace";

export type MessageValues = Record<string, string | number | Date | null | undefined>;

export type Translate<K extends string> = {
  /** The message `key` in the person's language, with ICU arguments (`{count, plural, ...}`). */
  (key: K, values?: MessageValues): string;
  language: Language;
};

/**
 * The texts of a namespace in the person's language. English is always at hand; another language
 * suspends the component the first time, while its catalogue is fetched.
 */
export function useT<K extends string>(ns: Namespace<K>): Translate<K> {
  const { language } = useLanguage();
  const messages = loadedCatalogue(language, ns) ?? use(loadCatalogue(language, ns));
  const formatter = formatterFor(language, ns, messages);
  const t = ((key: K, values?: MessageValues) => formatter.format(key, values)) as Translate<K>;
  t.language = language;
  return t;
}

/** A namespace's texts outside React (a toast built in a callback, a print title), already loaded. */
export async function translator<K extends string>(language: Language, ns: Namespace<K>): Promise<(key: K, values?: MessageValues) => string> {
  const formatter = formatterFor(language, ns, await loadCatalogue(language, ns));
  return (key, values) => formatter.format(key, values);
}
