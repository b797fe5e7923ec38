/**
 * Every namespace is complete in every language: the same keys, each message valid ICU (the
 * catalogues are compiled on import, and a message that does not parse fails here), with the same
 * arguments, so no screen falls back to English or loses a number in Spanish.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../convex/shared/languages";

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

const compiled = import.meta.glob<Record<string, Element[] | string>>("./locales/*/*.json", { eager: true, import: "default" });

function catalogue(language: string, namespace: string): Record<string, Element[] | string> | undefined {
  return compiled[`./locales/${language}/${namespace}.json`];
}

/** The names of a message's arguments (`{count}`, `{count, plural, ...}`, tags), nested ones too. */
function argumentsOf(elements: Element[] | string, into = new Set<string>()): Set<string> {
  // Text alone stays a string after the build.
  if (typeof elements === "string") return into;
  for (const element of elements) {
    // 0 is literal text and 7 the plural's "#": neither names an argument.
    if (element.type !== 0 && element.type !== 7 && element.value !== undefined) into.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

const dir = join(import.meta.dirname, "locales");
const namespaces = [...new Set(LANGUAGES.flatMap((language) => readdirSync(join(dir, language))))].map((file) => file.replace(/\.json$/, ""));

describe("the catalogues", () => {
  test("there are namespaces, and each language has a folder", () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(readdirSync(dir)).toContain(language);
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    test("exists in every language with the same keys", () => {
      const english = catalogue("en", namespace);
      expect(english, `locales/en/${namespace}.json`).toBeDefined();
      for (const language of LANGUAGES) {
        const other = catalogue(language, namespace);
        expect(other, `locales/${language}/${namespace}.json`).toBeDefined();
        const missing = Object.keys(english!).filter((key) => !(key in other!));
        const extra = Object.keys(other!).filter((key) => !(key in english!));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      }
    });

    test("every message is translated with the same arguments", () => {
      const english = catalogue("en", namespace)!;
      for (const language of LANGUAGES) {
        const other = catalogue(language, namespace)!;
        for (const key of Object.keys(english)) {
          if (!(key in other)) continue;
          expect(other[key].length, `${language}/${namespace}: "${key}" is empty`).toBeGreaterThan(0);
          expect([...argumentsOf(other[key])].sort(), `${language}/${namespace}: "${key}"`).toEqual([...argumentsOf(english[key])].sort());
        }
      }
    });
  });
});
