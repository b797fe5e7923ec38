/** Small helpers between node:http and the Fetch API. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { clearTimeout, setTimeout } from "node:timers";

export class BodyTooLarge extends Error {}

/**
 * The request body, refused as soon as it passes `limit` bytes (by its declared length, or as it
 * arrives): the rest is not read, and the answer closes the connection (see `closeAfter`).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new BodyTooLarge(`The request body is larger than ${limit} bytes.`);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      req.pause();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.off("data", onData);
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(c);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * How long, and how many more bytes, a refused request's body is read and dropped before the
 * socket closes. A client on the same machine sends a megabyte in a few milliseconds, before a
 * busy client has read the answer: the bytes allowed cover a loaded client's reaction, the time
 * bounds what a slow one can make the server read.
 */
const LINGER_MS = 1000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Ends the connection once the answer is out, without reading the rest of the body: what still
 * arrives for a moment is dropped (closing at once would make the client's system discard the
 * answer it has not read yet), then the socket closes whatever is left.
 */
export function closeAfter(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Connection", "close");
  res.on("finish", () => {
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    req.resume();
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

export function sendJsonText(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) });
  res.end(json);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

export function toWebRequest(req: IncomingMessage, url: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(":")) continue;
    for (const item of Array.isArray(v) ? v : [v]) headers.append(k, item);
  }
  const method = req.method ?? "GET";
  const hasBody = body !== null && body.length > 0 && method !== "GET" && method !== "HEAD";
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

export async function writeWebResponse(res: ServerResponse, response: Response, head = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body !== null) headers["content-length"] = String(body.length);
  delete headers["content-encoding"];
  delete headers["transfer-encoding"];
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

export function bearer(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  const m = h ? /^Bearer\s+(.+)$/i.exec(h) : null;
  return m ? m[1].trim() : null;
}
