/**
 * What every response says about itself, and who may call the API.
 *  - Headers: a Content-Security-Policy the built app passes with no inline script, no framing
 *    (`frame-ancestors 'none'`), `nosniff`, and no Referer (reset and speaker links carry secrets
 *    in their URLs). Stored files get a policy of their own: nothing runs inside them.
 *  - Origins: the API (HTTP and the sync WebSocket) answers pages of its own origin and of the
 *    origins listed in RETREAT_ALLOWED_ORIGINS only. A request a browser sends from any other
 *    site is refused before anything runs; clients that are not browsers send no Origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origins that are this server: its public URL's, and when that is a loopback address, the
 * same port under the machine's other loopback names (a page opened at 127.0.0.1 is handed
 * storage URLs at localhost).
 */
export function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return [url.origin];
  const port = url.port === "" ? "" : `:${url.port}`;
  return [url.origin, ...[...LOOPBACK_HOSTS].map((host) => `${url.protocol}//${host}${port}`).filter((origin) => origin !== url.origin)];
}

/**
 * The app's policy: its own scripts only; MUI's runtime styles need inline style elements.
 * Stored files and the API are reached at the public URL, which may be another name of this
 * server than the one the page was opened at.
 */
export function appCsp(publicUrl: string): string {
  // A policy cannot name an IPv6 literal host (browsers ignore such a source, with a warning).
  const own = ["'self'", ...ownOrigins(publicUrl).filter((origin) => !origin.includes("["))].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${own} data: blob:`,
    "font-src 'self' data:",
    `connect-src ${own}`,
    `frame-src ${own} blob:`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A stored file is shown, never run: no scripts, no plugins, a sandbox of its own. */
export const STORED_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export function setSecurityHeaders(res: ServerResponse, csp: string | null): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (csp !== null) res.setHeader("Content-Security-Policy", csp);
}

/** The origins (scheme://host[:port]) in a comma-separated list, e.g. RETREAT_ALLOWED_ORIGINS. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      const url = new URL(item);
      return url.origin;
    });
}

export class OriginPolicy {
  private readonly allowed: Set<string>;

  constructor(
    allowedOrigins: readonly string[],
    private readonly publicUrl: () => string,
  ) {
    this.allowed = new Set(allowedOrigins);
  }

  /** The request's Origin, or null when it sent none (a same-origin GET, or a client that is not a browser). */
  private originOf(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    return typeof origin === "string" && origin !== "" ? origin : null;
  }

  /** The page is this server's own under the name the request was sent to (a same-origin request). */
  private isSameOrigin(req: IncomingMessage, origin: string): boolean {
    const host = req.headers.host;
    if (host === undefined) return false;
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
    return origin === `${scheme}://${host}`;
  }

  /** The page is this server's, under its public URL or another loopback name of it. */
  private isOwn(req: IncomingMessage, origin: string): boolean {
    return this.isSameOrigin(req, origin) || ownOrigins(this.publicUrl()).includes(origin);
  }

  /** Whether a request from its Origin may reach the API. */
  permits(req: IncomingMessage): boolean {
    const origin = this.originOf(req);
    return origin === null || this.isOwn(req, origin) || this.allowed.has(origin);
  }

  /** CORS headers for an allowed other origin (none for the app's own pages, which need none). */
  corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = this.originOf(req);
    if (origin === null || this.isSameOrigin(req, origin) || !(this.allowed.has(origin) || this.isOwn(req, origin))) return {};
    return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
  }

  /** Answers a CORS preflight: allowed origins learn what they may send, others get nothing. */
  preflight(req: IncomingMessage, res: ServerResponse): void {
    const headers = this.corsHeaders(req);
    if (Object.keys(headers).length === 0) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("This origin may not call the API.");
      return;
    }
    res.writeHead(204, {
      ...headers,
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Authorization, Convex-Client",
      "Access-Control-Max-Age": "600",
    });
    res.end();
  }
}
