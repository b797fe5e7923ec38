import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Builds the front end once for every end-to-end test file. */
export default function setup() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
  });
}
