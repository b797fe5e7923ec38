/**
 * Runs the app's one-off data migrations after an upgrade. Each is safe to run again.
 *
 *   npm run migrate [-- --data-dir ./.data]   embedded backend (stop the server first)
 *   npm run migrate -- --convex [--prod]      a Convex deployment, via `npx convex run`
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** Internal mutations, in order, each taking no arguments. */
const MIGRATIONS = [
  { name: "migrations:run", what: "one-off data migrations (the embedded backend also runs them at every start)" },
];

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function onEmbeddedBackend(dataDir: string): Promise<void> {
  const { startBackend } = await import("../server/backend.js");
  let backend: Awaited<ReturnType<typeof startBackend>>;
  try {
    backend = await startBackend({ convexDir: join(root, "convex"), dataDir, port: 0, host: "127.0.0.1", log: () => undefined });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nStop the running server first, then run this again.`);
  }
  try {
    for (const migration of MIGRATIONS) {
      const outcome = await backend.engine.call("mutation", migration.name, {}, null, { internal: true });
      if (!outcome.ok) fail(`${migration.name}: ${outcome.message}`);
      process.stdout.write(`${migration.name}: ${migration.what}: ${outcome.valueJson}\n`);
    }
  } finally {
    await backend.close();
  }
}

function onConvexDeployment(prod: boolean): void {
  for (const migration of MIGRATIONS) {
    // Run again while the migration answers `more: true` (a large data set goes a slice per run).
    for (;;) {
      const result = spawnSync("npx", ["convex", "run", ...(prod ? ["--prod"] : []), migration.name, "{}"], {
        cwd: root,
        stdio: ["inherit", "pipe", "inherit"],
        encoding: "utf8",
      });
      if (result.status !== 0) fail(`npx convex run ${migration.name} failed.`);
      process.stdout.write(result.stdout);
      if (!/"more":\s*true/.test(result.stdout)) break;
    }
  }
}

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    convex: { type: "boolean", default: false },
    prod: { type: "boolean", default: false },
  },
});
if (values.convex) onConvexDeployment(values.prod);
else await onEmbeddedBackend(resolve(values["data-dir"] ?? process.env.RETREAT_DATA_DIR ?? join(root, ".data")));
process.exit(0);
