/**
 * Saves a consistent snapshot of the embedded backend's data, stored files included, as one ZIP
 * in the format of Convex's snapshot export. Works while the server runs (it asks the server)
 * and when it is stopped (it reads the data directory).
 *
 *   npm run backup [FILE] [-- --data-dir ./.data]
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { backup, describe, saveFile } from "../server/backup/commands.js";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, help: { type: "boolean", default: false } },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run backup [FILE] [-- --data-dir ./.data]\n");
    return;
  }
  const dataDir = resolve(values["data-dir"] ?? process.env.RETREAT_DATA_DIR ?? join(root, ".data"));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const file = resolve(positionals[0] ?? `retreat-backup-${stamp}.zip`);
  const result = await backup(dataDir, resolve(process.env.RETREAT_CONVEX_DIR ?? join(root, "convex")));
  saveFile(file, result.zip);
  process.stdout.write(`Saved ${describe(result.snapshot)} from the ${result.from} (${dataDir}) to ${file}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
