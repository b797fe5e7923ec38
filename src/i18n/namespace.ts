import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import type { Language } from "../../convex/model/languages";

/**
 * A feature's catalogue: its English messages (bundled with the feature's code, so English costs no
 * extra request and a component renders in English without any provider) and its name, under which
 * the other languages are fetched when first needed.
 */
export type Namespace<K extends string = string> = {
  readonly name: string;
  /** The compiled English messages (not plain strings: use englishText for an English text). */
  readonly en: Readonly<Record<K, CompiledMessage>>;
};

/** A message as the build leaves it (FormatJS's parsed form); opaque to the app. */
export type CompiledMessage = { readonly compiled: unique symbol };

export function defineNamespace<const M extends Record<string, string>>(name: string, en: M): Namespace<keyof M & string> {
  return { name, en: en as unknown as Record<keyof M & string, CompiledMessage> };
}

type Messages = Readonly<Record<string, CompiledMessage>>;

/** Every catalogue but English, one small file each, fetched on first use (English users never load them). */
const OTHER_LANGUAGES = import.meta.glob<Messages>("./locales/es/*.json", { import: "default" });

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

const catalogueKey = (language: Language, name: string) => `${language}/${name}`;

/** The messages of a namespace in a language, English filling any gap; a promise while it is fetched. */
export function loadCatalogue(language: Language, ns: Namespace): Promise<Messages> {
  const key = catalogueKey(language, ns.name);
  const kept = loaded.get(key);
  if (kept !== undefined) return Promise.resolve(kept);
  let pending = loading.get(key);
  if (pending === undefined) {
    const load = language === "en" ? undefined : OTHER_LANGUAGES[`./locales/${language}/${ns.name}.json`];
    pending = (load ? load() : Promise.resolve({}))
      .then((messages) => {
        const merged = { ...ns.en, ...messages };
        loaded.set(key, merged);
        return merged;
      })
      .catch((error: unknown) => {
        loading.delete(key);
        throw error;
      });
    loading.set(key, pending);
  }
  return pending;
}

/** The messages if already here (English always is), else null. */
export function loadedCatalogue(language: Language, ns: Namespace): Messages | null {
  if (language === "en") return ns.en;
  return loaded.get(catalogueKey(language, ns.name)) ?? null;
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/** FormatJS's formatter for one namespace in one language (made once, then reused). */
export function intlFor(language: Language, ns: Namespace, messages: Messages): IntlShape {
  const key = catalogueKey(language, ns.name);
  let intl = intls.get(key);
  if (intl === undefined || (intl.messages as unknown) !== messages) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: "en",
        messages: messages as unknown as Record<string, string>,
        onError: (error) => {
          if (import.meta.env.DEV) console.error(error);
        },
      },
      cache,
    );
    intls.set(key, intl);
  }
  return intl;
}

/** A namespace's English text (the spec's words), for constants and comparisons outside React. */
export function englishText<K extends string>(ns: Namespace<K>, key: K, values?: Record<string, string | number>): string {
  return intlFor("en", ns, ns.en).formatMessage({ id: key }, values) as string;
}
