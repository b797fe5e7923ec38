import { createContext, useContext } from "react";
import { isLanguage, type Language } from "../../convex/shared/languages";

export type LanguageState = {
  language: Language;
  /** Switches at once; a signed-in user's choice is kept on his account. */
  choose: (language: Language) => void;
};

/** English with no provider (components rendered alone, in tests, see exactly the English texts). */
export const LanguageContext = createContext<LanguageState>({ language: "en", choose: () => undefined });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

const STORED_CHOICE = "retreat-language";

/** The language last chosen or used on this device (so the sign-in page and the door offline open in it). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORED_CHOICE);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORED_CHOICE, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The browser's first language the app speaks (es-MX → es, en-US → en), or null. */
export function browserLanguage(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * Which language a person sees: his own choice (on his account, else on this device), then the
 * browser's language, then the retreat's default from Settings, then English.
 */
export function pickLanguage(choices: {
  account: Language | null | undefined;
  device: Language | null;
  browser: Language | null;
  retreatDefault: string | null | undefined;
}): Language {
  if (choices.account) return choices.account;
  if (choices.device) return choices.device;
  if (choices.browser) return choices.browser;
  return isLanguage(choices.retreatDefault) ? choices.retreatDefault : "en";
}

/** Each language in its own words: a reader finds his language whatever the screen is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };
