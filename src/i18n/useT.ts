import { use, useMemo } from "react";
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
  // Another language: use() on every render with one promise per catalogue, so a component that
  // suspends for one namespace and then for another (its own and the errors') replays with the
  // same calls, as React requires. English is bundled and never awaited.
  const messages = language === "en" ? ns.en : use(cataloguePromise(language, ns));
  // One `t` per language and catalogue (a stable dependency for memos). Being a stateful hook, it
  // also keeps React's development build from a false hook-order warning when a component waits
  // for two catalogues with only useContext between the use() calls (react/react#37655).
  return useMemo(() => {
    const formatter = formatterFor(language, ns, messages);
    const t = ((key: K, values?: MessageValues) => formatter.format(key, values)) as Translate<K>;
    t.language = language;
    return t;
  }, [language, ns, messages]);
}

type Messages = NonNullable<ReturnType<typeof loadedCatalogue>>;
const promises = new Map<string, Promise<Messages>>();

/**
 * The one promise of a catalogue React awaits: a catalogue at hand is an already-settled promise
 * (its `status` and `value`, as React marks the promises it has awaited), read without suspending.
 */
function cataloguePromise(language: Language, ns: Namespace): Promise<Messages> {
  const key = `${language}/${ns.name}`;
  let promise = promises.get(key);
  if (promise === undefined) {
    const loaded = loadedCatalogue(language, ns);
    promise =
      loaded === null
        ? loadCatalogue(language, ns)
        : Object.assign(Promise.resolve(loaded), { status: "fulfilled", value: loaded });
    // A failed fetch is tried again on the next render.
    promise.catch(() => promises.delete(key));
    promises.set(key, promise);
  }
  return promise;
}

/** A namespace's texts outside React (a toast built in a callback, a print title), already loaded. */
export async function translator<K extends string>(language: Language, ns: Namespace<K>): Promise<(key: K, values?: MessageValues) => string> {
  const formatter = formatterFor(language, ns, await loadCatalogue(language, ns));
  return (key, values) => formatter.format(key, values);
}
