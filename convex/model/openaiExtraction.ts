/**
 * Extraction through OpenAI (or any OpenAI-compatible server) with a zod-described structured
 * output. Every field is a string or null; the caller converts them with the same rules as a
 * CSV cell, so both extractors produce the same shape.
 */
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "../shared/zod";
import { FIELD_LABELS } from "../shared/attendeeRules";
import type { ExtractedCells } from "./emailLabels";
import { fieldKind, IMPORT_FIELDS, type ImportField } from "../shared/importRow";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export type OpenAiConfig = { apiKey: string; baseURL?: string; model: string };

/** The configuration from OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL, or null without a key. */
export function openAiConfigFrom(env: Record<string, string | undefined>): OpenAiConfig | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  return { apiKey, baseURL, model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL };
}

const HINTS: Partial<Record<ImportField, string>> = {
  first_name: "the registrant's given name(s), not the sender's or the parish office's",
  last_name: "the registrant's surname(s); Spanish names may have two",
  email: "the registrant's own email address",
  phone_number: "the registrant's own phone number as written",
  birthday: "date of birth as written",
  tshirt_size: "t-shirt size such as S, M, L, XL",
  has_paid: "yes if the email says the retreat fee was paid",
};

function describe(field: ImportField): string {
  const kind = fieldKind(field);
  const hint = HINTS[field] ?? FIELD_LABELS[field];
  if (kind === "boolean" || kind === "paid") return `${hint}: "yes" or "no", null when not stated`;
  if (kind === "money") return `${hint}: the amount in dollars, null when not stated`;
  return `${hint}; null when not stated`;
}

export const registrationSchema = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, z.string().nullable().describe(describe(field))])) as Record<
    ImportField,
    z.ZodNullable<z.ZodString>
  >,
);

const INSTRUCTIONS =
  "You read retreat registration emails (in English or Spanish) for a parish men's retreat and copy the " +
  "registrant's details into the given fields exactly as written. Never invent values; use null for anything " +
  "the email does not state. Emergency contact and referral details belong to those people, not the registrant.";

/** The fields the model found, or null when it returned nothing usable. */
export async function extractWithOpenAi(emailText: string, config: OpenAiConfig): Promise<ExtractedCells | null> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 1, timeout: 60_000 });
  const completion = await client.chat.completions.parse({
    model: config.model,
    temperature: 0,
    messages: [
      { role: "system", content: INSTRUCTIONS },
      { role: "user", content: emailText },
    ],
    response_format: zodResponseFormat(registrationSchema, "registration"),
  });
  const parsed = completion.choices[0]?.message.parsed;
  if (parsed === null || parsed === undefined) return null;
  const cells: ExtractedCells = {};
  for (const field of IMPORT_FIELDS) {
    const value = parsed[field]?.trim();
    if (value) cells[field] = value;
  }
  return cells;
}
