import { ConvexError } from "convex/values";

export type ServerError = { code: string | null; message: string | null; errors: string[] };

/** The code, message and field errors a ConvexError carries; nulls for anything else. */
export function serverError(error: unknown): ServerError {
  if (error instanceof ConvexError && typeof error.data === "object" && error.data !== null) {
    const data = error.data as { code?: unknown; message?: unknown; errors?: unknown };
    return {
      code: typeof data.code === "string" ? data.code : null,
      message: typeof data.message === "string" ? data.message : null,
      errors: Array.isArray(data.errors) ? data.errors.filter((e): e is string => typeof e === "string") : [],
    };
  }
  return { code: null, message: null, errors: [] };
}
