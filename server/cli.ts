/**
 * Command line entry.
 *   start  build the front end if dist/ is missing or stale, then serve it with the backend
 *   serve  serve without building
 *   dev    Vite dev server (hot reload) + the backend, reloading convex/ on change
 * Environment: PORT (3000), HOST (127.0.0.1: this machine only), RETREAT_DATA_DIR (./.data),
 * RETREAT_CONVEX_DIR (./convex), RETREAT_ALLOWED_ORIGINS (other sites that may call the API),
 * RETREAT_VERBOSE=1, RETREAT_ADMIN_EMAIL / RETREAT_ADMIN_PASSWORD, RETREAT_SEED=none.
 * Prints `Retreat Admin is running at <url>` once ready.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startBackend, type Backend } from "./backend.js";
import { buildIfStale } from "./build.js";
import { parseOrigins } from "./http/security.js";
import { seedOptionsFromEnv } from "./seed.js";

const isLoopback = (host: string) => host === "localhost" || host === "::1" || host.startsWith("127.");

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const mode = process.argv[2] ?? "start";
const env = process.env;
const started = performance.now();
const log = (line: string) => process.stdout.write(line + "\n");

async function main(): Promise<void> {
  if (!["start", "serve", "dev"].includes(mode)) throw new Error(`Unknown mode "${mode}" (start, serve or dev).`);
  const port = env.PORT !== undefined ? Number(env.PORT) : 3000;
  const host = env.HOST || "127.0.0.1";
  const dataDir = resolve(env.RETREAT_DATA_DIR ?? join(root, ".data"));
  const convexDir = resolve(env.RETREAT_CONVEX_DIR ?? join(root, "convex"));
  const distDir = join(root, "dist");
  const common = {
    convexDir,
    dataDir,
    port,
    host,
    verbose: env.RETREAT_VERBOSE === "1",
    log,
    seed: seedOptionsFromEnv(env),
    publicUrl: env.RETREAT_PUBLIC_URL,
    allowedOrigins: parseOrigins(env.RETREAT_ALLOWED_ORIGINS),
  };
  let backend: Backend;
  if (mode === "dev") {
    const { startDev } = await import("./dev.js");
    backend = await startDev({ ...common, root });
  } else {
    if (mode === "start") await buildIfStale(root, log);
    backend = await startBackend({ ...common, staticDir: existsSync(distDir) ? distDir : undefined });
  }
  log(`Retreat Admin is running at ${backend.url}  (data: ${dataDir}, ready in ${Math.round(performance.now() - started)} ms)`);
  if (!isLoopback(host)) {
    log(`Listening on ${host}: every device that can reach this machine on port ${port} can open the sign-in page. Use strong passwords.`);
    if (env.RETREAT_PUBLIC_URL === undefined) {
      log(`Set RETREAT_PUBLIC_URL to the address other devices use (e.g. http://<this machine's address>:${port}) so that stored files open on them too.`);
    }
  }
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
