import { ConvexError } from "convex/values";
import { useCallback } from "react";
import { refusalOf, useServerErrorText } from "../i18n/serverErrors";

/** The user-facing message of a refusal thrown by a Convex function, in English (the server's words), or null for any other failure. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ConvexError)) return null;
  const data: unknown = error.data;
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string") {
    return data.message;
  }
  return null;
}

/**
 * `serverMessage` in the person's language: `(error) => text`, the refusal through the errors
 * catalogue (i18n/serverErrors.ts useServerErrorText), or null for any other failure, so a screen
 * keeps its own failure text for those.
 */
export function useServerMessage(): (error: unknown) => string | null {
  const errorText = useServerErrorText();
  return useCallback((error: unknown) => (refusalOf(error) === null ? null : errorText(error)), [errorText]);
}

/** The refusal's code ("ROOM_REFUSED", "FORBIDDEN", ...), or null. */
export function serverCode(error: unknown): string | null {
  if (!(error instanceof ConvexError)) return null;
  const data: unknown = error.data;
  if (typeof data === "object" && data !== null && "code" in data && typeof data.code === "string") return data.code;
  return null;
}

/**
 * The title of a failure toast: the spec's "... Please try again." (in Spanish "Inténtalo de
 * nuevo.") only when trying again may help (the network, an unexpected failure); a rule the
 * server refused says what failed without it, and the server's reason goes beside it.
 */
export function failureTitle(text: string, error: unknown): string {
  return error instanceof ConvexError ? text.replace(/\s*(Please try again|Inténtalo de nuevo)\.$/, "") : text;
}
