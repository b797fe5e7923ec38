/**
 * What a Spanish-speaking volunteer must never meet: the English texts of the app's catalogues
 * that Spanish says differently, looked for in everything a page says (its text, labels, titles,
 * placeholders). Data (names, notes) is not in the catalogues, so it is never counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const LOCALES = join(import.meta.dirname, "../../src/i18n/locales");

/** The literal text of an ICU message (arguments, plurals and selects taken out), in pieces. */
export function literalPieces(message: string): string[] {
  let depth = 0;
  let text = "";
  for (const char of message) {
    if (char === "{") depth++;
    if (depth === 0) text += char;
    else text += "\u0000";
    if (char === "}") depth--;
  }
  return text
    .split("\u0000")
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z]{3,}/.test(piece));
}

const catalogue = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")) as Record<string, string>;

/** Every namespace of the app (one JSON file per namespace and language). */
export function namespaces(): string[] {
  return readdirSync(join(LOCALES, "en"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
}

/** English pieces of these namespaces (all by default) that Spanish says differently. */
export function englishPieces(only: readonly string[] = namespaces()): string[] {
  const pieces = new Set<string>();
  for (const namespace of only) {
    const en = catalogue("en", namespace);
    const es = catalogue("es", namespace);
    const spanish = new Set(Object.values(es).flatMap(literalPieces));
    for (const [key, english] of Object.entries(en)) {
      if (english === es[key]) continue;
      // A word both languages write the same way ("Total", "Email" in a Spanish text) is not English.
      for (const piece of literalPieces(english)) if (!spanish.has(piece)) pieces.add(piece);
    }
  }
  return [...pieces];
}

/** Everything a person reads or hears on the page: its text, labels, titles and placeholders. */
export async function everythingSaid(page: Page): Promise<string> {
  return await page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.body.innerText, ...attributes].join("\n");
  });
}

/** The modules that write the demo retreat's data (names, rooms, talks, prayers, expenses...): English data, not the app's words. */
const DEMO_SOURCES = ["convex/model/demoData.ts", "convex/model/ministriesDemo.ts", "convex/model/planningDemo.ts", "convex/seed.ts"];

/**
 * The demo data's texts, as patterns: every string the demo modules write (a template's values
 * stand for any word), so that data the demo retreat holds in English is not taken for the app's
 * words. The seeded admin is "Retreat Admin" (first and last name).
 */
export function demoDataPatterns(): RegExp[] {
  const source = DEMO_SOURCES.map((file) => readFileSync(join(import.meta.dirname, "../..", file), "utf8")).join("\n");
  const literals = [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)].map((match) => match[1] ?? match[2]);
  // Rich texts (a prayer's <p>…</p>) show without their tags.
  const patterns = [...literals.flatMap((text) => text.split(/<[^>]*>/)), "Retreat Admin"]
    .filter((text) => /[A-Za-z]{3,}/.test(text.replace(/\$\{[^}]*\}/g, "")))
    .sort((a, b) => b.length - a.length)
    .map((text) => new RegExp(text.split(/\$\{[^}]*\}/).map(escaped).join("\\S+"), "g"));
  // Addresses are data too (andres@... holds "and").
  return [/\S+@\S+/g, ...patterns];
}

/** `said` with the demo data's texts taken out. */
export function withoutDemoData(said: string, patterns: readonly RegExp[] = demoDataPatterns()): string {
  return patterns.reduce((text, pattern) => text.replace(pattern, "\u0000"), said);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English pieces found in `said`, each as a whole word or phrase: a word joined to an
 * apostrophe is another word ("Men" is not in the retreat's name "Men's Retreat #50", which is data).
 */
export function englishIn(said: string, pieces: readonly string[] = englishPieces()): string[] {
  return pieces.filter((piece) => new RegExp(`(^|[^\\p{L}'’])${escaped(piece)}($|[^\\p{L}'’])`, "u").test(said));
}

export async function expectNoEnglish(page: Page, where: string, pieces?: readonly string[]): Promise<void> {
  expect(englishIn(await everythingSaid(page), pieces), `English on ${where}`).toEqual([]);
}
