import { v } from "convex/values";
import { env } from "./_generated/server";
import { staffAction } from "./functions";
import { extractAttendee, type ExtractionResult } from "./model/emailExtraction";
import { openAiConfigFrom } from "./model/openaiExtraction";

/**
 * Reads one attendee from pasted registration email text: through OpenAI when OPENAI_API_KEY is
 * set (OPENAI_BASE_URL and OPENAI_MODEL honoured), else with the built-in labelled-field reader.
 * The result names the extractor that produced it.
 */
export const extractFromEmail = staffAction({
  permission: "manageAttendees",
  args: { emailText: v.string() },
  handler: async (_ctx, { emailText }): Promise<ExtractionResult> =>
    await extractAttendee(emailText, openAiConfigFrom(env)),
});
