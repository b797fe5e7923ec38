/** HTTP actions from the app's convex/http.ts, served on the same origin (the site URL). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Identity } from "../engine/types.js";
import type { Engine } from "../engine/engine.js";
import { formatError, newRequestId } from "../engine/errors.js";
import { inFunctionScope } from "../engine/scope.js";
import { bearer, closeAfter, readBody, sendText, toWebRequest, writeWebResponse } from "./util.js";

const MAX_BODY_BYTES = 20 * 1024 * 1024;

type Router = { lookup(path: string, method: string): [unknown, string, string] | null };

export class HttpActions {
  constructor(
    private engine: Engine,
    private baseUrl: () => string,
    private verifyToken: (token: string) => Promise<Identity>,
  ) {}

  private async router(): Promise<Router | null> {
    if (!this.engine.modules.files.has("http")) return null;
    const mod = await inFunctionScope(this.engine.opts.functionEnv, () => this.engine.modules.load("http"));
    const router = mod.default as Router | undefined;
    return router && typeof router.lookup === "function" ? router : null;
  }

  async match(path: string, method: string): Promise<unknown | null> {
    const router = await this.router().catch(() => null);
    const m = method === "HEAD" ? "GET" : method;
    return router?.lookup(path, m)?.[0] ?? null;
  }

  /** Runs the HTTP action for a Fetch API request (also used by the server to fetch its own JWKS). */
  async run(func: unknown, request: Request, token: string | null): Promise<Response> {
    let identity: Identity | null = null;
    if (token) identity = await this.verifyToken(token).catch(() => null);
    const started = performance.now();
    try {
      const acc = this.engine.core.accessor(identity);
      const response = await this.engine.within(() => this.engine.core.runHttpAction(func, request, acc, identity));
      if (this.engine.opts.verbose) {
        this.engine.opts.log(`[http] ${request.method} ${new URL(request.url).pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
      }
      return response;
    } catch (e) {
      const err = formatError(e, newRequestId(), this.engine.opts.convexDir);
      this.engine.opts.log(`[http] ${request.method} ${new URL(request.url).pathname} failed: ${err.raw}`);
      return new Response(err.message, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  }

  /** Serves `req` if a route matches; returns false otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const func = await this.match(url.pathname, req.method ?? "GET");
    if (!func) return false;
    let body: Buffer | null = null;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (e) {
      closeAfter(req, res);
      sendText(res, 413, e instanceof Error ? e.message : String(e));
      return true;
    }
    const request = toWebRequest(req, `${this.baseUrl()}${url.pathname}${url.search}`, body);
    const response = await this.run(func, request, bearer(req));
    await writeWebResponse(res, response, req.method === "HEAD");
    return true;
  }

  /** An in-process fetch for URLs on this server (auth discovery), falling back to the network. */
  fetcher(): (url: string) => Promise<Response> {
    return async (url: string) => {
      const base = this.baseUrl();
      if (url.startsWith(base + "/")) {
        const u = new URL(url);
        const func = await this.match(u.pathname, "GET");
        if (func) return this.run(func, new Request(url), null);
      }
      return fetch(url);
    };
  }
}
