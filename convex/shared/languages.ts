import { v } from "convex/values";

/** The languages the app speaks. English is the reference: its texts are the spec's. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageValidator = v.union(v.literal("en"), v.literal("es"));

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
