/** File storage over HTTP: POST /api/storage/upload?token=… and GET /api/storage/<id>?sig=… */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Engine } from "../engine/engine.js";
import { servedType } from "./fileTypes.js";
import { STORED_FILE_CSP } from "./security.js";
import { BodyTooLarge, closeAfter, readBody, sendJson, sendText } from "./util.js";

/** The largest file the app stores (its images and receipts are at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

type StorageCtx = { storage: { store(blob: Blob): Promise<string> } };

export async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL, engine: Engine, maxUploadBytes = MAX_UPLOAD_BYTES): Promise<void> {
  const rest = url.pathname.slice("/api/storage/".length);
  if (rest === "upload") {
    if (req.method !== "POST") return sendJson(res, 405, { code: "MethodNotAllowed", message: "Upload with POST." });
    const token = url.searchParams.get("token") ?? "";
    const expires = engine.uploadTokens.get(token);
    if (expires === undefined || expires < Date.now()) {
      return sendJson(res, 401, { code: "InvalidUploadToken", message: "The upload URL is invalid or has expired; generate a new one." });
    }
    let bytes: Buffer;
    try {
      bytes = await readBody(req, maxUploadBytes);
    } catch (e) {
      if (!(e instanceof BodyTooLarge)) return sendJson(res, 400, { code: "BadRequest", message: e instanceof Error ? e.message : String(e) });
      closeAfter(req, res);
      const megabytes = Math.round((maxUploadBytes / (1024 * 1024)) * 10) / 10;
      return sendJson(res, 413, { code: "FileTooLarge", message: `The file is larger than ${megabytes} MB. Please upload a smaller file.` });
    }
    engine.uploadTokens.delete(token);
    const blob = new Blob([new Uint8Array(bytes)], { type: req.headers["content-type"] ?? "" });
    const storageId = await engine.within(() =>
      engine.core.accessor(null).action(async (ctx: unknown) => (ctx as StorageCtx).storage.store(blob)),
    );
    return sendJson(res, 200, { storageId });
  }
  if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { code: "MethodNotAllowed", message: "Use GET." });
  const id = decodeURIComponent(rest);
  // An unsigned or wrongly signed URL gets the same answer as a missing file.
  const signed = engine.storageUrls.verify(id, url.searchParams.get("sig") ?? "");
  const doc = signed ? engine.core.db.get(id) : null;
  const blob = doc && engine.ids.tableOf(id) === "_storage" ? engine.opts.store.blobs.read(id) : null;
  if (!blob) return sendText(res, 404, "File not found");
  const bytes = Buffer.from(await blob.arrayBuffer());
  const served = servedType(bytes);
  res.writeHead(200, {
    "Content-Type": served.contentType,
    "Content-Length": bytes.length,
    "Cache-Control": "private, max-age=2592000, immutable",
    "Content-Security-Policy": STORED_FILE_CSP,
    "X-Content-Type-Options": "nosniff",
    ...(served.download ? { "Content-Disposition": "attachment" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}
