import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Builds the front end once for every end-to-end test file, as `npm start` builds it: for
 * production (vitest's NODE_ENV=test would otherwise give React's development build, and leave the
 * service worker unregistered).
 */
export default function setup() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
