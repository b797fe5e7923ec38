/**
 * Test helpers: run the embedded backend as a child process (as `npm run serve` does) on a
 * random port and a temp data dir, and connect real ConvexClients to it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import { makeFunctionReference, type FunctionReference } from "convex/server";
import { afterAll, beforeAll } from "vitest";
import WebSocket from "ws";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const FIXTURE = join(ROOT, "tests", "conformance", "fixture", "convex");

export type ServerProcess = {
  url: string;
  proc: ChildProcess;
  output: () => string;
  /** Graceful stop (SIGTERM) and wait for exit. */
  stop(): Promise<void>;
  /** kill -9 and wait for exit. */
  kill(): Promise<void>;
};

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "retreat-conf-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // RETREAT_CPU_PROF=<dir> profiles the server process (for benchmarks).
  const profile = process.env.RETREAT_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.RETREAT_CPU_PROF}`] : [];
  const proc = spawn(process.execPath, [...profile, "--import", "tsx", join(ROOT, "server", "cli.ts"), "serve"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      RETREAT_DATA_DIR: dataDir,
      RETREAT_CONVEX_DIR: FIXTURE,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  const url = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    };
    proc.stdout!.on("data", check);
    proc.once("exit", (code) => {
      clearTimeout(timer);
      rej(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    proc,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      if (proc.exitCode === null) proc.kill("SIGKILL");
      await exited;
    },
  };
}

/** A ConvexClient for `url` (over `webSocket`, by default the `ws` package's WebSocket). */
export function client(url: string, webSocket: typeof WebSocket = WebSocket): ConvexClient {
  return new ConvexClient(url, { webSocketConstructor: webSocket as unknown as typeof globalThis.WebSocket, logger: false });
}

/** Resolves with the first value of a subscription that satisfies `pred`. */
export function waitForValue<T>(
  c: ConvexClient,
  query: FunctionReference<"query">,
  args: Record<string, unknown>,
  pred: (v: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise<T>((res, rej) => {
    let last: unknown;
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      unsub();
      rej(new Error(`timed out waiting for ${JSON.stringify(args)}; last value ${JSON.stringify(last)}`));
    }, timeoutMs);
    const unsub = c.onUpdate(
      query,
      args,
      (v) => {
        last = v;
        // Once only: a second matching value may arrive before the deferred unsubscribe runs, and
        // the client refuses to unsubscribe twice.
        if (!settled && pred(v as T)) {
          settled = true;
          clearTimeout(timer);
          setTimeout(() => unsub(), 0);
          res(v as T);
        }
      },
      (e) => {
        clearTimeout(timer);
        rej(e);
      },
    );
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until every line a verbose server logged before now has been read. Its log comes through a
 * pipe, apart from the answers: a one-shot query (`fence`, one no test counts: the fixture's
 * auth:whoami unless told) logs a line of its own after every run the server made before it, a
 * change's reruns included, so once that line is read the counts of runs are final. Asked `via` a
 * client, its answer also comes after everything the server sent that client before.
 */
export async function logCaughtUp(server: ServerProcess, { via, fence = "auth:whoami" }: { via?: ConvexClient; fence?: string } = {}): Promise<void> {
  const asker = via ?? client(server.url);
  const lines = () => server.output().split("\n").filter((l) => l.startsWith(`[query] ${fence} `)).length;
  const before = lines();
  try {
    await asker.query(makeFunctionReference<"query">(fence), {});
    for (let i = 0; i < 400 && lines() === before; i++) await sleep(25);
    if (lines() === before) throw new Error(`the server's log did not reach its line for ${fence}`);
  } finally {
    if (via === undefined) await asker.close();
  }
}

/** Calls an action over the HTTP API (as a client that is not a browser); the response and its JSON. */
export async function callAction(url: string, path: string, args: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/action`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ path, args: [args], format: "convex_encoded_json" }),
  });
  return { response, body: (await response.json()) as { status: string; value?: unknown; errorData?: unknown } };
}

/**
 * Runs `fn` against a server of its own on a fresh data directory (`prepare` may put files there
 * first), then stops the server and removes the directory.
 */
/**
 * The fixture's server for the tests of one file: started in a fresh data directory before them,
 * stopped and its data removed after them (after the file's own afterAll hooks, which close its
 * clients).
 */
export function fileServer(env: Record<string, string> = {}): ServerProcess & { readonly dataDir: string } {
  let data: ReturnType<typeof tempDataDir> | undefined;
  let started: ServerProcess | undefined;
  beforeAll(async () => {
    data = tempDataDir();
    started = await spawnServer(data.dir, env);
  });
  afterAll(async () => {
    await started?.stop();
    data?.remove();
  });
  const running = () => {
    if (started === undefined) throw new Error("the server is not started yet");
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      running();
      return data!.dir;
    },
    get proc() {
      return running().proc;
    },
    output: () => running().output(),
    stop: () => running().stop(),
    kill: () => running().kill(),
  };
}

export async function withOwnServer<T>(
  env: Record<string, string>,
  fn: (server: ServerProcess, dataDir: string) => Promise<T>,
  prepare: (dataDir: string) => void = () => undefined,
): Promise<T> {
  const data = tempDataDir();
  try {
    prepare(data.dir);
    const server = await spawnServer(data.dir, env);
    try {
      return await fn(server, data.dir);
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}

export type RawSocket = {
  ws: WebSocket;
  next: (pred?: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  closed: Promise<number>;
};

/** A bare protocol connection (after sending Connect), for messages the real client never sends. */
export async function rawSocket(url: string, sessionId: string = crypto.randomUUID()): Promise<RawSocket> {
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/1.48.0/sync`);
  const inbox: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  ws.on("message", (d) => {
    inbox.push(JSON.parse(d.toString()) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
  await new Promise((r) => ws.once("open", r));
  ws.send(JSON.stringify({ type: "Connect", sessionId, connectionCount: 0, lastCloseReason: null, clientTs: Date.now() }));
  const next = async (pred: (m: Record<string, unknown>) => boolean = () => true) => {
    for (;;) {
      const i = inbox.findIndex((m) => m.type !== "Ping" && pred(m));
      if (i >= 0) return inbox.splice(i, 1)[0];
      await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(10_000).then(() => Promise.reject(new Error("no message")))]);
    }
  };
  return { ws, next, closed };
}

export const mutationMessage = (requestId: number, udfPath: string, args: unknown): string =>
  JSON.stringify({ type: "Mutation", requestId, udfPath, args: [args] });
