/**
 * Finds and loads the app's convex/ modules (TypeScript, extension-less imports) through tsx.
 * Each generation gets its own tsx namespace, so a reload (dev mode) sees fresh modules.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

const SOURCE = /\.(ts|tsx|js|mjs|mts|jsx)$/;

export type ModuleSet = {
  convexDir: string;
  /** module path (e.g. "messages", "model/users") → absolute file */
  files: Map<string, string>;
  load(modulePath: string): Promise<Record<string, unknown>>;
  /** The map convex-test expects: absolute path with extension → loader. */
  glob: Record<string, () => Promise<unknown>>;
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".") || name === "node_modules") return [];
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function listModules(convexDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of walk(convexDir)) {
    const rel = relative(convexDir, file).split(sep).join("/");
    if (!SOURCE.test(rel) || rel.endsWith(".d.ts") || /\.test\.[^.]+$/.test(rel)) continue;
    if (rel.startsWith("_generated/") && !rel.endsWith(".js")) continue;
    files.set(rel.replace(SOURCE, ""), file);
  }
  return files;
}

let generation = 0;
let globalRegistered = false;

/** The first generation shares node_modules with the server; later ones (reloads) get a namespace. */
function importer(): (url: string) => Promise<unknown> {
  generation += 1;
  if (generation === 1) {
    if (!globalRegistered) register();
    globalRegistered = true;
    return (url) => import(url);
  }
  const ns = register({ namespace: `convex-gen-${generation}` });
  return (url) => ns.import(url, import.meta.url);
}

export function createModuleSet(convexDir: string): ModuleSet {
  const files = listModules(convexDir);
  const importModule = importer();
  const cache = new Map<string, Promise<Record<string, unknown>>>();
  const load = (modulePath: string) => {
    let p = cache.get(modulePath);
    if (!p) {
      const file = files.get(modulePath);
      if (!file) return Promise.reject(new Error(`Could not find module for: "${modulePath}"`));
      p = importModule(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
      cache.set(modulePath, p);
      p.catch(() => cache.delete(modulePath));
    }
    return p;
  };
  const root = convexDir.split(sep).join("/").replace(/\/$/, "");
  const glob: Record<string, () => Promise<unknown>> = {};
  for (const [modulePath, file] of files) {
    const ext = file.slice(file.lastIndexOf("."));
    glob[`${root}/${modulePath}${ext}`] = () => load(modulePath);
  }
  // convex-test locates the module root through the _generated directory.
  if (!Object.keys(glob).some((k) => k.includes("/_generated/"))) {
    if (!existsSync(join(convexDir, "_generated"))) {
      throw new Error(`${convexDir}/_generated is missing: run \`node scripts/codegen.mjs\` first.`);
    }
    glob[`${root}/_generated/api.js`] = () => Promise.resolve({});
  }
  return { convexDir, files, load, glob };
}
