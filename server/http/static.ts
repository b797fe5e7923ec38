/** Serves the built front end (dist/) with SPA fallback to index.html for client routes. */
import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

export class StaticFiles {
  private root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private file(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const full = normalize(join(this.root, decoded));
    if (full !== this.root && !full.startsWith(this.root + sep)) return null;
    return existsSync(full) && statSync(full).isFile() ? full : null;
  }

  private send(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): void {
    const size = statSync(file).size;
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      "Content-Length": size,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  }

  /** Serves an existing file; returns false when there is none. */
  serveFile(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = pathname.endsWith("/") ? null : this.file(pathname);
    if (!file) return false;
    this.send(req, res, file, pathname.startsWith("/assets/"));
    return true;
  }

  /** index.html for client-side routes (GET of a path that is not a file). */
  serveIndex(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (extname(pathname) !== "" && !pathname.endsWith(".html")) return false;
    const index = join(this.root, "index.html");
    if (!existsSync(index)) return false;
    this.send(req, res, index, false);
    return true;
  }
}
