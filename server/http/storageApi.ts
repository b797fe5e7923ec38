/** File storage over HTTP: POST /api/storage/upload?token=… and GET /api/storage/<id>?sig=… */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Engine } from "../engine/engine.js";
import { BodyTooLarge, cors, readBody, sendJson, sendText } from "./util.js";

const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

type StorageCtx = { storage: { store(blob: Blob): Promise<string> } };

export async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL, engine: Engine): Promise<void> {
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
      bytes = await readBody(req, MAX_UPLOAD_BYTES);
    } catch (e) {
      return sendJson(res, e instanceof BodyTooLarge ? 413 : 400, { code: "BadRequest", message: e instanceof Error ? e.message : String(e) });
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
  res.writeHead(200, {
    "Content-Type": blob.type || "application/octet-stream",
    "Content-Length": bytes.length,
    "Cache-Control": "private, max-age=2592000, immutable",
    ...cors(),
  });
  res.end(req.method === "HEAD" ? undefined : bytes);
}
