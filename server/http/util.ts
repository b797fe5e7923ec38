/** Small helpers between node:http and the Fetch API. */
import type { IncomingMessage, ServerResponse } from "node:http";

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new BodyTooLarge(`The request body is larger than ${limit} bytes.`));
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

export function sendJsonText(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json), ...cors() });
  res.end(json);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

export function cors(): Record<string, string> {
  return { "Access-Control-Allow-Origin": "*" };
}

export function corsPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...cors(),
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Authorization, Convex-Client",
    "Access-Control-Max-Age": "86400",
  });
  res.end();
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
