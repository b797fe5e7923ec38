import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, compress } from "./server/http/static.ts";
import { icuCatalogues, NO_ICU_PARSER } from "./src/i18n/compileCatalogues.ts";

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

/**
 * The installed app (Add to Home Screen at the door): a manifest, icons, and a service worker that
 * keeps the app shell (index.html and the built scripts and styles) on the phone, so a reload shows
 * the screen at once, even offline. Only the build's own files are kept: the API, the sync
 * WebSocket and stored files always go to the server. A new build's worker takes over at once
 * (src/app/serviceWorker.ts).
 */
const pwa = VitePWA({
  registerType: "autoUpdate",
  injectRegister: false,
  includeAssets: ["favicon.svg", "badges/*.svg"],
  manifest: {
    name: "Retreat Admin",
    short_name: "Retreat",
    description: "The parish men's retreat: check-in at the door and the weekend's administration.",
    start_url: "/checkin",
    scope: "/",
    display: "standalone",
    theme_color: "#5b3a8c",
    background_color: "#f7f5fa",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png}"],
    // The spreadsheet library and the attendee grid are fetched when their screens open (and kept
    // then, below), not downloaded by every phone that installs the door. The shell must fit.
    globIgnores: ["**/exceljs*.js", "**/AttendeesPage-*.js"],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/\.well-known\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Hashed file names: a kept copy is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "retreat-assets", expiration: { maxEntries: 40 } },
      },
    ],
  },
});

/** The screens that open at the door: their code comes as one file rather than dozens. */
const DOOR_SCREENS = ["src/app/AppLayout.tsx", "src/features/checkin/CheckInPage.tsx", "src/features/checkin/StationPage.tsx"];
const SIGN_IN_SCREEN = "src/features/auth/SignInPage.tsx";

/**
 * Names the chunks of the first load: "shell" for what the entry imports (React, MUI's core, the
 * Convex client, the router) and what the sign-in page shares with the door, "door" for what the
 * door's screens import besides. Left to itself
 * the bundler splits these into some 70 small shared chunks, and on a phone with a 150 ms round
 * trip each costs a request; as two, /checkin opens in a handful. Other screens that share some
 * of these modules load the same chunks.
 */
function doorChunk(): (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null }) => string | null {
  let door: Set<string> | null = null;
  let shell: Set<string> | null = null;
  const closure = (starts: string[], ctx: Parameters<ReturnType<typeof doorChunk>>[1]) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, ctx) => {
    if (door === null) {
      const root = process.cwd();
      const main = resolve(root, "src/main.tsx");
      const entry = closure([main], ctx);
      const doorScreens = closure(DOOR_SCREENS.map((screen) => resolve(root, screen)), ctx);
      // What the sign-in page shares with the door goes in the shell, so signing in never loads the door's chunk.
      const signIn = closure([resolve(root, SIGN_IN_SCREEN)], ctx);
      shell = new Set([...entry, ...[...doorScreens].filter((m) => signIn.has(m))].filter((m) => m !== main));
      door = new Set([...doorScreens].filter((m) => !shell!.has(m) && m !== main));
    }
    return door.has(id) ? "door" : shell!.has(id) ? "shell" : null;
  };
}

/**
 * Preloads the "door" chunk from index.html, beside the shell: every staff screen needs it (the
 * header is in it), and /checkin then downloads it while the shell downloads, not after.
 */
function preloadDoor(): Plugin {
  return {
    name: "retreat-preload-door",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const door = Object.values(ctx.bundle ?? {}).find((chunk) => chunk.type === "chunk" && chunk.name === "door");
        if (door === undefined) return html;
        return html.replace("</head>", `  <link rel="modulepreload" crossorigin href="/${door.fileName}">\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [icuCatalogues(), react(), pwa, preloadDoor(), precompress()],
  resolve: { alias: [NO_ICU_PARSER] },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: doorChunk(), debugName: "shell and door" }],
        },
      },
    },
  },
});
