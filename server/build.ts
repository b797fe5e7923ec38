/** Builds the front end with Vite when dist/ is missing or older than its sources (a quick mtime check). */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package.json"];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

export function isStale(root: string): boolean {
  const index = join(root, "dist", "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > built);
}

export async function buildIfStale(root: string, log: (line: string) => void): Promise<void> {
  if (!existsSync(join(root, "index.html")) || !isStale(root)) return;
  log("Building the front end (vite build)…");
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit code ${code})`))));
  });
}
