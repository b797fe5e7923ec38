/**
 * startBackend(): the embedded Convex backend on one HTTP port — sync WebSocket, HTTP API,
 * file storage, HTTP actions and (optionally) the built front end or a dev middleware.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { loadOrCreateAuthKeys } from "./auth/keys.js";
import { dropGuessableRefreshTokens } from "./auth/legacyTokens.js";
import { TokenVerifier, type AuthProvider } from "./auth/verify.js";
import type { Identity } from "./engine/types.js";
import { Engine } from "./engine/engine.js";
import { Scheduler } from "./engine/scheduler.js";
import { functionEnvFrom, inFunctionScope, installEnvView } from "./engine/scope.js";
import { adminKey, announceServer, BACKUP_PATH, handleBackup } from "./http/backupApi.js";
import { handleFunctionsApi, isFunctionsApi } from "./http/functionsApi.js";
import { HttpActions } from "./http/httpActions.js";
import { handleStorage } from "./http/storageApi.js";
import { StaticFiles } from "./http/static.js";
import { appCsp, OriginPolicy, setSecurityHeaders } from "./http/security.js";
import { sendJson, sendText } from "./http/util.js";
import { acquireLock } from "./lock.js";
import { Outbox } from "./outbox.js";
import { runFirstStartSeed, runStartMigrations, type SeedOptions } from "./seed.js";
import { secureDataDir } from "./store/dataDirModes.js";
import { Store } from "./store/store.js";
import { Hub } from "./sync/hub.js";

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type BackendOptions = {
  convexDir: string;
  dataDir: string;
  port?: number;
  host?: string;
  /** Built front end to serve (SPA fallback to its index.html). */
  staticDir?: string;
  /** Handles requests the backend does not (e.g. Vite's dev middleware). */
  fallback?: Middleware;
  /** Public URL (CONVEX_SITE_URL / SITE_URL); defaults to http://localhost:<port>. */
  publicUrl?: string;
  verbose?: boolean;
  log?: (line: string) => void;
  /** First start with an empty data dir: seed through the app's `seed:init`. Off when undefined. */
  seed?: SeedOptions;
  /** Existing HTTP server to attach to (dev mode); otherwise one is created. */
  server?: Server;
  /** The largest upload accepted (bytes); 5 MB by default. */
  maxUploadBytes?: number;
  /** Other sites whose pages may call the API (scheme://host[:port]); by default only the app's own. */
  allowedOrigins?: string[];
};

export type Backend = {
  url: string;
  port: number;
  dataDir: string;
  server: Server;
  engine: Engine;
  /** Reloads convex/ modules keeping the data (dev mode). */
  reload(): Promise<void>;
  /** Waits until queued outbox mail has been delivered. */
  outboxIdle(): Promise<void>;
  close(): Promise<void>;
};

const SYNC_PATH = /^\/api\/[^/]+\/sync\/?$/;

export async function startBackend(opts: BackendOptions): Promise<Backend> {
  const log = opts.log ?? ((line: string) => process.stdout.write(line + "\n"));
  const dataDir = resolve(opts.dataDir);
  const convexDir = resolve(opts.convexDir);
  const releaseLock = acquireLock(dataDir);
  secureDataDir(dataDir, log);
  let ready!: (v: Handler) => void;
  let failed!: (e: unknown) => void;
  const handlerReady = new Promise<Handler>((res, rej) => ((ready = res), (failed = rej)));
  handlerReady.catch(() => undefined);

  const server = opts.server ?? createServer();
  // Until the URL is known, only requests that carry no Origin (or a loopback one) get through.
  let origins = new OriginPolicy([], () => "http://localhost");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    handlerReady.then(
      (h) => h.request(req, res),
      () => sendText(res, 503, "The backend failed to start."),
    );
  });
  server.on("upgrade", (req: IncomingMessage, socket, head: Buffer) => {
    const path = (req.url ?? "/").split("?")[0];
    if (!SYNC_PATH.test(path)) return; // e.g. Vite's HMR socket
    if (!origins.permits(req)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nThis origin may not call the API.");
      return;
    }
    handlerReady.then(
      (h) => h.upgrade(req, socket, head),
      () => socket.destroy(),
    );
  });
  if (!server.listening) {
    await new Promise<void>((res, rej) => {
      server.once("error", rej);
      server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => res());
    });
  }
  const port = (server.address() as AddressInfo).port;
  const url = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, "");
  origins = new OriginPolicy(opts.allowedOrigins ?? [], () => url);

  try {
    installEnvView();
    const keys = await loadOrCreateAuthKeys(dataDir);
    const own = { CONVEX_SITE_URL: url, CONVEX_CLOUD_URL: url, JWT_PRIVATE_KEY: keys.JWT_PRIVATE_KEY, JWKS: keys.JWKS };
    const functionEnv = functionEnvFrom(process.env, own);
    functionEnv.SITE_URL ??= url;
    // Convex Auth logs every internal step at INFO; on a local server that is noise unless asked for.
    functionEnv.AUTH_LOG_LEVEL ??= opts.verbose === true ? "INFO" : "WARN";
    // Modules may read these at import time, outside a function scope.
    process.env.CONVEX_SITE_URL = url;
    process.env.SITE_URL ??= functionEnv.SITE_URL;

    const store = await Store.open(dataDir);
    const engine = await Engine.create({ convexDir, store, functionEnv, baseUrl: () => url, log, verbose: opts.verbose === true });
    const scheduler = new Scheduler(engine, log);
    // A deleted stored file leaves the disk once its deletion is durable.
    engine.onCommit((_ts, writes) => {
      const deleted = writes.filter((w) => w.table === "_storage" && w.after === null).map((w) => w.id);
      if (deleted.length === 0) return;
      store.whenDurable().then(
        () => deleted.forEach((id) => store.blobs.removeDeleted(id)),
        () => undefined,
      );
    });
    const outbox = new Outbox(engine, dataDir, log);
    const providers = async (): Promise<AuthProvider[]> => {
      if (!engine.modules.files.has("auth.config")) return [];
      const mod = await inFunctionScope(functionEnv, () => engine.modules.load("auth.config"));
      return ((mod.default as { providers?: AuthProvider[] } | undefined)?.providers ?? []).filter(Boolean);
    };
    const verifier: TokenVerifier = new TokenVerifier(providers, (u: string): Promise<Response> => httpActions.fetcher()(u));
    const verifyToken = (token: string): Promise<Identity> => verifier.verify(token);
    const httpActions: HttpActions = new HttpActions(engine, () => url, verifyToken);
    const hub = new Hub(engine, store, verifyToken, log);
    const files = opts.staticDir ? new StaticFiles(opts.staticDir) : null;
    const backupKey = adminKey(dataDir, log);
    const csp = appCsp(url);

    const request = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      try {
        const u = new URL(req.url ?? "/", "http://localhost");
        const path = u.pathname;
        // Vite's dev server injects inline scripts: the policy applies to the built app.
        setSecurityHeaders(res, opts.fallback ? null : csp);
        if (path.startsWith("/api/")) {
          if (req.method === "OPTIONS") return origins.preflight(req, res);
          if (!origins.permits(req)) return sendJson(res, 403, { code: "Forbidden", message: "This origin may not call the API." });
          for (const [name, value] of Object.entries(origins.corsHeaders(req))) res.setHeader(name, value);
        }
        if (isFunctionsApi(path)) return await handleFunctionsApi(req, res, path, { engine, verifyToken, renewals: hub.renewals });
        if (path === BACKUP_PATH) return await handleBackup(req, res, engine, backupKey);
        if (path.startsWith("/api/storage/")) return await handleStorage(req, res, u, engine, opts.maxUploadBytes);
        if (files?.serveFile(req, res, path)) return;
        if (await httpActions.handle(req, res, u)) return;
        if (opts.fallback) return opts.fallback(req, res, () => sendText(res, 404, "Not found"));
        if (files?.serveIndex(req, res, path)) return;
        sendText(res, 404, "Not found");
      } catch (e) {
        log(`Request ${req.method} ${req.url} failed: ${e instanceof Error ? e.stack : String(e)}`);
        if (!res.headersSent) sendText(res, 500, "Internal server error");
        else res.end();
      }
    };

    await dropGuessableRefreshTokens(engine, log);
    await runStartMigrations(engine, log);
    await scheduler.start();
    if (store.wasEmpty && opts.seed) await runFirstStartSeed(engine, opts.seed, log);
    ready({ request: (req, res) => void request(req, res), upgrade: (req, socket, head) => hub.handleUpgrade(req, socket, head) });
    outbox.kick();
    const withdraw = announceServer(dataDir, { pid: process.pid, port, host: opts.host ?? "127.0.0.1" });

    let closed: Promise<void> | null = null;
    return {
      url,
      port,
      dataDir,
      server,
      engine,
      reload: async () => {
        await engine.reload();
        hub.registry.markAllDirty();
      },
      outboxIdle: () => outbox.idle(),
      close: () =>
        (closed ??= (async () => {
          await hub.close();
          await scheduler.stop();
          await outbox.idle();
          await engine.idle();
          if (!opts.server) {
            server.closeAllConnections?.();
            await new Promise<void>((r) => server.close(() => r()));
          }
          await store.close();
          withdraw();
          releaseLock();
        })()),
    };
  } catch (e) {
    failed(e);
    if (!opts.server) await new Promise<void>((r) => server.close(() => r()));
    releaseLock();
    throw e;
  }
}

type Handler = {
  request(req: IncomingMessage, res: ServerResponse): void;
  upgrade(req: IncomingMessage, socket: import("node:stream").Duplex, head: Buffer): void;
};
