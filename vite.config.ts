import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, compress } from "./server/http/static";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes a brotli (.br) and a gzip (.gz) sibling of every text file of the build, so the embedded
 * backend's static server (server/http/static.ts) sends them with no compression at request time.
 * Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "retreat-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.br`, compress(body, "br"));
          writeFileSync(`${file}.gz`, compress(body, "gzip"));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
