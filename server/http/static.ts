/**
 * Serves the built front end (dist/) with SPA fallback to index.html for client routes.
 *  - Compression: text files go out brotli- or gzip-compressed when the browser accepts it
 *    (Accept-Encoding, answered with `Vary: Accept-Encoding`). The build writes `.br` and `.gz`
 *    siblings (vite.config.ts); a file without them is compressed once and kept in memory.
 *  - Caching: hashed assets under /assets/ never change, so browsers keep them a year without
 *    asking; everything else (index.html, the service worker, the manifest) is revalidated on
 *    each use by its ETag.
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

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

/** Types worth compressing (images and fonts other than SVG are compressed already). */
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".webmanifest", ".wasm"]);
/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export const IMMUTABLE = "public, max-age=31536000, immutable";

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encoding to answer with: brotli before gzip when both are accepted, none when neither is
 * (or each is refused with q=0).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 9 });
}

type Cached = { key: string; body: Buffer };

export class StaticFiles {
  private root: string;
  /** Compressed bodies of files the build left without siblings, by path and encoding. */
  private compressed = new Map<string, Cached>();

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

  /** The compressed body for `file`: the build's sibling when it is as new as the file, else made once and kept. */
  private encoded(file: string, stats: Stats, encoding: Encoding): { path: string; size: number } | { body: Buffer } {
    const sibling = file + SUFFIX[encoding];
    if (existsSync(sibling)) {
      const siblingStats = statSync(sibling);
      if (siblingStats.mtimeMs >= stats.mtimeMs) return { path: sibling, size: siblingStats.size };
    }
    const cacheKey = `${encoding}:${file}`;
    const version = `${stats.mtimeMs}:${stats.size}`;
    const cached = this.compressed.get(cacheKey);
    if (cached?.key === version) return { body: cached.body };
    const body = compress(readFileSync(file), encoding);
    this.compressed.set(cacheKey, { key: version, body });
    return { body };
  }

  private send(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): void {
    const stats = statSync(file);
    const ext = extname(file).toLowerCase();
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": immutable ? IMMUTABLE : "no-cache",
    };
    const compressible = COMPRESSIBLE.has(ext) && stats.size >= MIN_COMPRESS_BYTES;
    if (compressible) headers.Vary = "Accept-Encoding";
    const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : null;
    // One ETag per representation, so a cache never answers a gzip request with a brotli body.
    headers.ETag = encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;
    if (!immutable && req.headers["if-none-match"] === headers.ETag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (encoding === null) {
      res.writeHead(200, { ...headers, "Content-Length": stats.size });
      if (req.method === "HEAD") res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    const body = this.encoded(file, stats, encoding);
    const size = "body" in body ? body.body.length : body.size;
    res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": size });
    if (req.method === "HEAD") res.end();
    else if ("body" in body) res.end(body.body);
    else createReadStream(body.path).pipe(res);
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
