/** Errors as Convex reports them to clients: "[Request ID: …] Server Error\nUncaught Error: …". */
import { randomBytes } from "node:crypto";
import { convexToJson, type JSONValue, type Value } from "convex/values";

/** An error the backend itself raises about a request (not thrown by app code). */
export class RequestError extends Error {
  constructor(message: string, readonly kind = "RequestError") {
    super(message);
  }
}

export const notFound = (udfPath: string): RequestError =>
  new RequestError(
    `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
    "NotFound",
  );

export const newRequestId = (): string => randomBytes(8).toString("hex");

export type FormattedError = { message: string; errorData?: JSONValue; raw: string };

function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === "object" && e !== null && Symbol.for("ConvexError") in e;
}

/** Stack frames that point into the app's convex/ folder, written relative like Convex does. */
function appFrames(err: Error, convexDir: string): string {
  const lines = (err.stack ?? "").split("\n").slice(1);
  const own = lines
    .filter((l) => l.includes(convexDir) && !l.includes("node_modules"))
    .map((l) => l.replace(/file:\/\//, "").replace(convexDir, "../convex").replace(/\?[^:)]*/, ""));
  return own.length ? "\n" + own.join("\n") : "";
}

export function formatError(e: unknown, requestId: string, convexDir: string): FormattedError {
  let raw: string;
  let errorData: JSONValue | undefined;
  if (e instanceof RequestError) {
    raw = e.message;
  } else if (isConvexError(e)) {
    raw = `Uncaught ConvexError: ${e.message}${appFrames(e, convexDir)}`;
    try {
      errorData = convexToJson((e.data === undefined ? null : e.data) as Value);
    } catch {
      errorData = String(e.data);
    }
  } else if (e instanceof Error) {
    raw = `Uncaught ${e.name || "Error"}: ${e.message}${appFrames(e, convexDir)}`;
  } else {
    raw = `Uncaught ${typeof e === "string" ? e : JSON.stringify(e)}`;
  }
  const out: FormattedError = { message: `[Request ID: ${requestId}] Server Error\n${raw}`, raw };
  if (errorData !== undefined) out.errorData = errorData;
  return out;
}
