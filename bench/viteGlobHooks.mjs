/**
 * Module hooks for the benches, which run the app's code in Node (tsx) rather than through Vite:
 * `import.meta.glob(pattern, { import: "default" })` (src/i18n/namespace.ts, the catalogues of the
 * other languages) becomes what Vite makes of it, a map from each matching file to a function
 * that imports it. Registered by bench/run.ts before any bench loads.
 */
const GLOB = /import\.meta\.glob\(\s*("[^"]+")\s*,\s*\{\s*import:\s*"default"\s*\}\s*\)/g;

const RUNTIME = `
import { readdirSync as __benchReaddir } from "node:fs";
function __benchGlob(pattern, base) {
  const slash = pattern.lastIndexOf("/");
  const folder = pattern.slice(0, slash + 1);
  const name = new RegExp("^" + pattern.slice(slash + 1).replace(/[.+^$()|[\\]\\\\{}]/g, "\\\\$&").replace(/\\*/g, "[^/]*") + "$");
  const files = {};
  for (const file of __benchReaddir(new URL(folder, base))) {
    if (!name.test(file)) continue;
    const url = new URL(folder + file, base).href;
    files[folder + file] = () => import(url, { with: { type: "json" } }).then((m) => m.default);
  }
  return files;
}
`;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes("/src/") || result.format !== "module" || result.source == null) return result;
  const text = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
  if (!text.includes("import.meta.glob")) return result;
  return { ...result, source: text.replace(GLOB, (_, pattern) => `__benchGlob(${pattern}, import.meta.url)`) + RUNTIME };
}
