import { IntlMessageFormat } from "intl-messageformat";
import type { Language } from "../../convex/shared/languages";

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

/** Formats a namespace's messages in one language: `format(key, values)`. */
export type Formatter = { language: Language; format: (key: string, values?: Record<string, unknown>) => string };

const formatters = new Map<string, Formatter>();

/**
 * FormatJS's ICU formatter (intl-messageformat, on the messages the build has parsed) for one
 * namespace in one language; each message is prepared once, on first use. A message that cannot be
 * formatted (a missing value) shows its key, and says why in development.
 */
export function formatterFor(language: Language, ns: Namespace, messages: Messages): Formatter {
  const key = catalogueKey(language, ns.name);
  const kept = formatters.get(key);
  if (kept !== undefined && keptMessages.get(kept) === messages) return kept;
  const prepared = new Map<string, IntlMessageFormat>();
  const formatter: Formatter = {
    language,
    format: (id, values) => {
      let message = prepared.get(id);
      if (message === undefined) {
        const source = messages[id];
        if (source === undefined) return id;
        // Text alone is kept as a string by the build.
        if (typeof source === "string") return source;
        message = new IntlMessageFormat(source as unknown as string, language);
        prepared.set(id, message);
      }
      try {
        return String(message.format(values as Record<string, string>));
      } catch (error) {
        if (import.meta.env.DEV) console.error(`${ns.name}: "${id}"`, error);
        return id;
      }
    },
  };
  keptMessages.set(formatter, messages);
  formatters.set(key, formatter);
  return formatter;
}

const keptMessages = new WeakMap<Formatter, Messages>();

/** A namespace's English text (the spec's words), for constants and comparisons outside React. */
export function englishText<K extends string>(ns: Namespace<K>, key: K, values?: Record<string, string | number>): string {
  return formatterFor("en", ns, ns.en).format(key, values);
}
