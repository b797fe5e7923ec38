/**
 * Brings back a snapshot ZIP (from `npm run backup`, or from Convex's `npx convex export`) into
 * the embedded backend's data directory. Stop the server first; the current data is kept
 * beside it as `<data dir>.before-restore-<time>`.
 *
 *   npm run restore FILE [-- --data-dir ./.data]
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { describe, restore } from "../server/backup/commands.js";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, help: { type: "boolean", default: false } },
  });
  if (values.help || positionals.length !== 1) {
    process.stdout.write("Usage: npm run restore FILE [-- --data-dir ./.data]   (stop the server first)\n");
    process.exit(values.help ? 0 : 1);
  }
  const dataDir = resolve(values["data-dir"] ?? process.env.RETREAT_DATA_DIR ?? join(root, ".data"));
  const { snapshot, previous } = restore(resolve(positionals[0]), dataDir);
  process.stdout.write(`Restored ${describe(snapshot)} into ${dataDir}\n`);
  if (previous !== null) process.stdout.write(`The data it replaced is kept in ${previous}\n`);
}

try {
  main();
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
