import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chooseEncoding, compress, IMMUTABLE, StaticFiles } from "./static";

describe("chooseEncoding", () => {
  test("prefers brotli, falls back to gzip, honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });
});

describe("StaticFiles", () => {
  let dir: string;
  let server: Server;
  let base: string;
  const script = `export const text = ${JSON.stringify("door ".repeat(2000))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "static-test-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), `<!doctype html><title>app</title>${"<!-- padding -->".repeat(100)}`);
    writeFileSync(join(dir, "assets", "app-abc123.js"), script);
    // A sibling the build wrote: served as is.
    writeFileSync(join(dir, "assets", "built-def456.js"), script);
    writeFileSync(join(dir, "assets", "built-def456.js.br"), compress(Buffer.from(script), "br"));
    // A stale sibling (older than its file) is not used.
    writeFileSync(join(dir, "assets", "stale-0.js"), script);
    writeFileSync(join(dir, "assets", "stale-0.js.gz"), compress(Buffer.from("old"), "gzip"));
    utimesSync(join(dir, "assets", "stale-0.js.gz"), new Date(1_000_000), new Date(1_000_000));
    writeFileSync(join(dir, "small.txt"), "tiny");
    const files = new StaticFiles(dir);
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (!files.serveFile(req, res, path) && !files.serveIndex(req, res, path)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  // node:http, which (unlike fetch) hands over the body as sent.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ response: { status: number; headers: { get(name: string): string | null } }; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const header = (name: string) => {
            const value = res.headers[name.toLowerCase()];
            return value === undefined ? null : String(value);
          };
          resolve({ response: { status: res.statusCode ?? 0, headers: { get: header } }, body: Buffer.concat(chunks) });
        });
      }).on("error", reject);
    });

  test("hashed assets: brotli when accepted, cached for a year, varying on Accept-Encoding", async () => {
    const { response, body } = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  test("gzip for a browser without brotli; the plain file for one without either", async () => {
    const gz = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js", { "Accept-Encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  test("the build's sibling is sent when as new as the file, a stale one never", async () => {
    const built = await get("/assets/built-def456.js", { "Accept-Encoding": "br" });
    expect(brotliDecompressSync(built.body).toString()).toBe(script);
    const stale = await get("/assets/stale-0.js", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(stale.body).toString()).toBe(script);
  });

  test("index.html for client routes, revalidated on every use (ETag, 304)", async () => {
    const { response } = await get("/checkin", { "Accept-Encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-encoding")).toBe("br");
    const etag = response.headers.get("etag")!;
    const again = await get("/checkin", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.response.status).toBe(304);
    // The gzip representation has an ETag of its own.
    const gz = await get("/checkin", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gz.response.status).toBe(200);
  });

  test("small files go out as they are", async () => {
    const { response, body } = await get("/small.txt", { "Accept-Encoding": "br" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(body.toString()).toBe("tiny");
  });
});
