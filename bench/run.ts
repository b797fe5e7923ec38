/**
 * Runs every bench/*.bench.ts module (its default export returns named figures) and prints
 * one `name=value` line per figure. `npm run bench -- platform` runs only matching modules.
 */
import { readdirSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";

type Bench = () => Promise<Record<string, number>>;

// The app's code as Vite builds it: import.meta.glob (the other languages' catalogues).
register("./viteGlobHooks.mjs", import.meta.url);

const dir = fileURLToPath(new URL(".", import.meta.url));
const filter = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filter.length === 0 || filter.some((name) => f.includes(name)))
  .sort();

let failed = false;
for (const file of files) {
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: Bench };
    const figures = await mod.default();
    for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
  } catch (e) {
    failed = true;
    console.error(`${file} failed: ${e instanceof Error ? e.stack : String(e)}`);
  }
}
process.exit(failed ? 1 : 0);
