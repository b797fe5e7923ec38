/**
 * Which Chromium the end-to-end tests drive, in this order:
 *   1. `CHROMIUM_PATH`;
 *   2. a system Chromium or Chrome (well-known paths, then the names on PATH);
 *   3. the headless Chromium that the `@sparticuz/chromium` devDependency ships inside the package,
 *      unpacked once into `node_modules/.cache` with the libraries and fonts it needs,
 *      so a fresh machine with no browser and no root runs the tests.
 * `RETREAT_E2E_BROWSER=package` skips 2 (to run the suite on the packaged browser).
 */
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync, writeFileSync, createReadStream, createWriteStream } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";
import { extract } from "tar-fs";

export type BrowserChoice = {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "package";
  /** Extra environment the browser needs (libraries and fonts of the packaged one). */
  env: Record<string, string>;
};

export const SYSTEM_BROWSER_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/snap/bin/chromium",
];
export const SYSTEM_BROWSER_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

const root = fileURLToPath(new URL("../..", import.meta.url));
const PACKAGE = "@sparticuz/chromium";

export type LookupOptions = {
  env?: NodeJS.ProcessEnv;
  /** Absolute paths tried before the names on PATH. */
  systemPaths?: string[];
  /** Where the packaged browser is unpacked (a folder per package version is made inside). */
  cacheDir?: string;
};

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function systemBrowser(systemPaths: string[], env: NodeJS.ProcessEnv): string | undefined {
  const onPath = (env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => SYSTEM_BROWSER_NAMES.map((name) => join(dir, name)));
  return [...systemPaths, ...onPath].find(isExecutable);
}

export async function findBrowser(options: LookupOptions = {}): Promise<BrowserChoice> {
  const env = options.env ?? process.env;
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`);
    return { executablePath: env.CHROMIUM_PATH, source: "CHROMIUM_PATH", env: {} };
  }
  if (env.RETREAT_E2E_BROWSER !== "package") {
    const found = systemBrowser(options.systemPaths ?? SYSTEM_BROWSER_PATHS, env);
    if (found) return { executablePath: found, source: "system", env: {} };
  }
  return await packagedBrowser(options.cacheDir ?? join(root, "node_modules", ".cache"));
}

/** The package's folder of brotli files (`bin/`), found without running its code. */
function packageBinDir(): { binDir: string; version: string } {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve(PACKAGE);
  } catch {
    throw new Error(`No browser found: set CHROMIUM_PATH, install Chromium, or run npm install (it brings ${PACKAGE}).`);
  }
  // The package's root is the nearest folder above its entry point that has the brotli files.
  let packageDir = dirname(entry);
  while (!existsSync(join(packageDir, "bin", "chromium.br"))) {
    const parent = dirname(packageDir);
    if (parent === packageDir) throw new Error(`${PACKAGE} is installed without its browser (bin/chromium.br).`);
    packageDir = parent;
  }
  const { version } = require(join(packageDir, "package.json")) as { version: string };
  return { binDir: join(packageDir, "bin"), version };
}

async function unbrotli(file: string, target: string): Promise<void> {
  await pipeline(createReadStream(file), createBrotliDecompress(), createWriteStream(target, { mode: 0o755 }));
}

async function untarBrotli(file: string, targetDir: string): Promise<void> {
  await pipeline(createReadStream(file), createBrotliDecompress(), extract(targetDir));
}

/** Fonts: the package's own (Open Sans) so text renders on a machine without fonts, plus the system's. */
function fontConfig(dir: string): string {
  const dirs = [join(dir, "fonts"), "/usr/share/fonts", "/usr/local/share/fonts", join(homedir(), ".local/share/fonts")];
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    "<fontconfig>",
    ...dirs.map((d) => `  <dir>${d}</dir>`),
    `  <cachedir>${join(dir, "fontconfig-cache")}</cachedir>`,
    "</fontconfig>",
    "",
  ].join("\n");
}

/**
 * Unpacks into a private folder and renames it into place, so a browser folder that exists is
 * complete even when several test processes unpack at once.
 */
async function packagedBrowser(cacheDir: string): Promise<BrowserChoice> {
  const { binDir, version } = packageBinDir();
  const dir = join(cacheDir, `chromium-${version}`);
  const choice: BrowserChoice = {
    executablePath: join(dir, "chromium"),
    source: "package",
    env: { LD_LIBRARY_PATH: join(dir, "lib"), FONTCONFIG_PATH: dir },
  };
  if (existsSync(choice.executablePath)) return choice;

  const work = `${dir}.unpacking-${process.pid}-${Math.random().toString(36).slice(2)}`;
  mkdirSync(work, { recursive: true });
  try {
    await Promise.all([
      unbrotli(join(binDir, "chromium.br"), join(work, "chromium")),
      untarBrotli(join(binDir, "fonts.tar.br"), work),
      untarBrotli(join(binDir, "swiftshader.tar.br"), work),
      // NSS and expat, so the browser needs no system library beyond libc.
      untarBrotli(join(binDir, "al2023.tar.br"), work),
    ]);
    writeFileSync(join(work, "fonts.conf"), fontConfig(dir));
    try {
      renameSync(work, dir);
    } catch (error) {
      if (!existsSync(choice.executablePath)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return choice;
}
