/**
 * The JavaScript a first visit to the sign-in page (/auth) downloads, gzipped: the entry chunk
 * with its static imports plus the lazy SignInPage chunk with its own. Builds into a temporary
 * directory so dist/ is left alone. Target (PRODUCT.md §8): at most 200 KB.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = fileURLToPath(new URL("..", import.meta.url));
const SIGN_IN_PAGE = "src/features/auth/SignInPage.tsx";

function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export default async function signInBundleSize(): Promise<{ signin_js_gzip_kb: number }> {
  const outDir = mkdtempSync(join(tmpdir(), "retreat-signin-bench-"));
  try {
    await build({ root, logLevel: "error", build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (entry === undefined || manifest[SIGN_IN_PAGE] === undefined) {
      throw new Error(`The build has no entry chunk or no chunk for ${SIGN_IN_PAGE}`);
    }
    const chunks = staticClosure(manifest, SIGN_IN_PAGE, staticClosure(manifest, entry));
    const bytes = [...chunks]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
    return { signin_js_gzip_kb: Math.round((bytes / 1024) * 10) / 10 };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await signInBundleSize();
  for (const [name, value] of Object.entries(result)) console.log(`${name}=${value}`);
}
