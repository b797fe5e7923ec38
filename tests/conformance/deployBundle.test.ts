/**
 * `npx convex deploy` bundles convex/ with esbuild before it uploads anything; a module esbuild
 * cannot bundle stops the deploy. This bundles convex/ offline as the CLI does, with the esbuild
 * the `convex` package itself resolves (its pinned version), following get-convex/convex-js
 * src/bundler/index.ts and debugBundle.ts (`entryPoints`, `entryPointsByEnvironment`, `innerEsbuild`)
 * and src/cli/lib/config.ts (`configFromProjectConfig`):
 *  - entry points: every .js/.mjs/.cjs/.ts/.tsx/.mts/.cts/.jsx file under convex/ except _generated/,
 *    schema.ts, dotfiles, `#` files, names with more than one dot (tests) or a space, .ts files with no
 *    import or export, and folders holding a convex.config.ts (components);
 *  - a file whose directives include "use node" runs on Node.js (never http, crons, schema or
 *    auth.config); the rest on Convex's runtime;
 *  - esbuild: bundle, format esm, target esnext, jsx automatic, conditions ["convex", "module"],
 *    source maps, splitting with chunks under _deps/ (_deps/node/ for Node.js), tree shaking, minified
 *    syntax and identifiers, keepNames, NODE_ENV "production"; platform "browser" for Convex's runtime
 *    (async_hooks answered from globals) and "node" for Node.js; the `server-only` package stubbed; no
 *    external packages (the project has no convex.json listing any);
 *  - then schema.ts and auth.config.ts, each bundled on its own for "browser" (auth.config unsplit).
 * Any esbuild error fails the test, with esbuild's messages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers";

type Esbuild = typeof import("esbuild");
type Platform = "browser" | "node";

const CONVEX_DIR = join(ROOT, "convex");
const ENTRY_EXTENSIONS = [".js", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".jsx"];
const MUST_BE_ISOLATE = ["http", "crons", "schema", "auth.config"];

/** The esbuild the convex package (and so the CLI) uses. */
function cliEsbuild(): Esbuild {
  // eslint-disable-next-line no-restricted-syntax -- the CLI's own bundler, found from convex's package, as a deploy finds it
  const fromConvex = createRequire(createRequire(import.meta.url).resolve("convex/package.json"));
  return fromConvex("esbuild") as Esbuild;
}

function walk(dir: string): string[] {
  if (existsSync(join(dir, "convex.config.ts")) && dir !== CONVEX_DIR) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
}

/** The files the CLI bundles as functions modules. */
function entryPoints(dir: string): string[] {
  return walk(dir).filter((path) => {
    const rel = relative(dir, path);
    const base = rel.split(sep).pop()!;
    if (rel.startsWith(`_deps${sep}`)) throw new Error(`${rel} is within the reserved "_deps" directory`);
    if (!ENTRY_EXTENSIONS.some((ext) => rel.endsWith(ext))) return false;
    if (rel.startsWith(`_generated${sep}`) || base.startsWith(".") || base.startsWith("#")) return false;
    if (base === "schema.ts" || base === "schema.js") return false;
    if ((base.match(/\./g) ?? []).length > 1 || rel.includes(" ")) return false;
    if ((path.endsWith(".ts") || path.endsWith(".tsx")) && !/^\s{0,100}(import|export)/m.test(readFileSync(path, "utf8"))) return false;
    return true;
  });
}

/** Whether a module asks for Node.js ("use node" among its directives, before any statement). */
function usesNode(path: string): boolean {
  const source = readFileSync(path, "utf8");
  if (!source.includes("use node")) return false;
  return source.split("\n").some((line) => /^\s*("|')use node("|');?\s*$/.test(line));
}

async function bundle(esbuild: Esbuild, entries: string[], platform: Platform, chunksFolder: string, splitting = true) {
  const shims: import("esbuild").Plugin = {
    name: "convex-shims",
    setup(build) {
      build.onResolve({ filter: /^server-only$/ }, (args) => ({ path: args.path, namespace: "server-only-stub" }));
      build.onLoad({ filter: /.*/, namespace: "server-only-stub" }, () => ({ contents: "", loader: "js" }));
      if (platform !== "browser") return;
      build.onResolve({ filter: /^(node:)?async_hooks$/ }, (args) => ({ path: args.path, namespace: "async-hooks-shim" }));
      build.onLoad({ filter: /.*/, namespace: "async-hooks-shim" }, () => ({
        contents:
          "export const AsyncLocalStorage = globalThis.AsyncLocalStorage;\nexport const AsyncResource = globalThis.AsyncResource;\nexport default { AsyncLocalStorage, AsyncResource };",
        loader: "js",
      }));
    },
  };
  return await esbuild.build({
    entryPoints: entries,
    bundle: true,
    platform,
    format: "esm",
    target: "esnext",
    jsx: "automatic",
    outdir: "out",
    outbase: CONVEX_DIR,
    conditions: ["convex", "module"],
    plugins: [shims],
    write: false,
    sourcemap: true,
    sourcesContent: false,
    splitting,
    chunkNames: join(chunksFolder, "[hash]"),
    treeShaking: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    minifyWhitespace: false,
    keepNames: true,
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    logLevel: "silent",
  });
}

describe("the deploy bundle (npx convex deploy's esbuild step)", () => {
  it("bundles every module of convex/ as the CLI does, without an error", async () => {
    const esbuild = cliEsbuild();
    const all = entryPoints(CONVEX_DIR);
    const node = all.filter(usesNode);
    const isolate = all.filter((path) => !node.includes(path));
    for (const path of node) expect(MUST_BE_ISOLATE).not.toContain(relative(CONVEX_DIR, path).replace(/\.[^/.]+$/, ""));
    const names = all.map((path) => relative(CONVEX_DIR, path));
    expect(names).toEqual(expect.arrayContaining(["attendees.ts", "functions.ts", "http.ts", "auth.ts", "shared/permissions.ts"]));
    expect(names.filter((n) => n.includes(".test.") || n.startsWith("_generated"))).toEqual([]);

    const results = [
      await bundle(esbuild, isolate, "browser", "_deps"),
      ...(node.length > 0 ? [await bundle(esbuild, node, "node", join("_deps", "node"))] : []),
      await bundle(esbuild, [join(CONVEX_DIR, "schema.ts")], "browser", "_deps"),
      await bundle(esbuild, [join(CONVEX_DIR, "auth.config.ts")], "browser", "_deps", false),
    ];
    for (const result of results) expect(result.errors).toEqual([]);
    // One output module per entry point (plus shared chunks), each with code.
    const outputs = new Set(results.flatMap((r) => r.outputFiles.map((f) => relative(join(dirname(CONVEX_DIR), "out"), f.path).split(sep).join("/"))));
    for (const name of [...names, "schema.ts", "auth.config.ts"]) expect(outputs).toContain(name.replace(/\.[^/.]+$/, ".js"));
  }, 120_000);
});
