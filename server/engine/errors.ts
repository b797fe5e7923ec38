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

/**
 * `message` is what the client receives: like a production Convex deployment, the error's message
 * (and a ConvexError's data) without stack frames or file paths. `raw` keeps the app's frames for
 * the server log.
 */
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
  let head: string;
  let frames = "";
  let errorData: JSONValue | undefined;
  if (e instanceof RequestError) {
    head = e.message;
  } else if (isConvexError(e)) {
    head = `Uncaught ConvexError: ${e.message}`;
    frames = appFrames(e, convexDir);
    try {
      errorData = convexToJson((e.data === undefined ? null : e.data) as Value);
    } catch {
      errorData = String(e.data);
    }
  } else if (e instanceof Error) {
    head = `Uncaught ${e.name || "Error"}: ${e.message}`;
    frames = appFrames(e, convexDir);
  } else {
    head = `Uncaught ${typeof e === "string" ? e : JSON.stringify(e)}`;
  }
  const out: FormattedError = { message: `[Request ID: ${requestId}] Server Error\n${head}`, raw: head + frames };
  if (errorData !== undefined) out.errorData = errorData;
  return out;
}
