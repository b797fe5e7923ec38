/** POST /api/query | /api/mutation | /api/action — Convex's HTTP API. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { JSONValue } from "convex/values";
import type { Identity } from "../engine/types.js";
import { MAX_ARGS_BYTES, type Engine, type Kind } from "../engine/engine.js";
import type { RenewalThrottle } from "../auth/renewalThrottle.js";
import { bearer, BodyTooLarge, closeAfter, readBody, sendJson, sendJsonText } from "./util.js";

export type FunctionsApiDeps = { engine: Engine; verifyToken: (token: string) => Promise<Identity>; renewals: RenewalThrottle };

const ROUTE = /^\/api\/(query|mutation|action)$/;

export function isFunctionsApi(path: string): boolean {
  return ROUTE.test(path);
}

export async function handleFunctionsApi(req: IncomingMessage, res: ServerResponse, path: string, deps: FunctionsApiDeps): Promise<void> {
  if (req.method !== "POST") return sendJson(res, 405, { code: "MethodNotAllowed", message: "Use POST." });
  let body: { path?: unknown; args?: unknown; format?: unknown };
  try {
    const raw = await readBody(req, MAX_ARGS_BYTES + 64 * 1024);
    body = raw.length ? (JSON.parse(raw.toString("utf8")) as typeof body) : {};
  } catch (e) {
    if (e instanceof BodyTooLarge) closeAfter(req, res);
    const message = e instanceof BodyTooLarge ? e.message : "The request body is not valid JSON.";
    return sendJson(res, e instanceof BodyTooLarge ? 413 : 400, { code: "BadRequest", message });
  }
  const kind = ROUTE.exec(path)![1] as Kind;
  const udfPath = body.path;
  if (typeof udfPath !== "string" || udfPath.length === 0) return sendJson(res, 400, { code: "BadRequest", message: "Missing function path." });
  if (body.format !== undefined && body.format !== "convex_encoded_json" && body.format !== "json") {
    return sendJson(res, 400, { code: "BadRequest", message: `Unsupported format ${JSON.stringify(body.format)}.` });
  }
  const args = (Array.isArray(body.args) ? (body.args[0] ?? {}) : (body.args ?? {})) as JSONValue;
  let identity: Identity | null = null;
  const token = bearer(req);
  if (token) {
    try {
      identity = await deps.verifyToken(token);
    } catch (e) {
      return sendJson(res, 401, { code: "Unauthenticated", message: e instanceof Error ? e.message : String(e) });
    }
  }
  const call = () => deps.engine.call(kind, udfPath, args, identity);
  const out = kind === "action" ? await deps.renewals.run(req.socket.remoteAddress ?? "unknown", udfPath, args, call) : await call();
  if (out.ok) return sendJsonText(res, 200, `{"status":"success","value":${out.valueJson},"logLines":[]}`);
  sendJson(res, 560, { status: "error", errorMessage: out.message, ...(out.errorData !== undefined ? { errorData: out.errorData } : {}), logLines: [] });
}
