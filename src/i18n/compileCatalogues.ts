/**
 * Build step for the catalogues (used by vite.config.ts and vitest.config.ts): every
 * `src/i18n/locales/<lang>/<namespace>.json` is turned from ICU message strings into FormatJS's
 * parsed form, so the browser gets messages ready to format and the app ships without the ICU
 * parser (`@formatjs/icu-messageformat-parser/no-parser.js`, about 7 KB less on the door's first
 * load). A message that is only text stays a string (smaller, and needs no formatting). A message
 * that does not parse fails the build with its file and key.
 */
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/][A-Za-z0-9]+\.json$/;

export function compileMessages(file: string, messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      if (typeof text !== "string") throw new Error(`${file}: "${key}" is not a string`);
      try {
        const parsed = parse(text, { ignoreTag: false });
        // Text alone (type 0, a literal): the string itself.
        if (parsed.length === 1 && parsed[0].type === 0) return [key, parsed[0].value];
        return [key, parsed];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }),
  );
}

export function icuCatalogues(): Plugin {
  return {
    name: "retreat-icu-catalogues",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!CATALOGUE.test(file)) return null;
      // Stays JSON: Vite's own JSON step then makes the module.
      return { code: JSON.stringify(compileMessages(file, JSON.parse(code) as Record<string, unknown>)), map: null };
    },
  };
}

/** The runtime formats parsed messages only: the parser stays out of the bundle. */
export const NO_ICU_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};
