/**
 * The data directory holds the signing key, password hashes, every man's data and live reset
 * codes: it belongs to the account that runs the server. Everything in it is created readable by
 * that account only, and at start anything readable by others (a directory of an earlier version,
 * a copy restored with other modes) is repaired, with a warning.
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Makes `dir` and everything under it private; returns how many entries had to be repaired. */
export function securePermissions(dir: string): number {
  if (!existsSync(dir)) return 0;
  let repaired = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      repaired += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return repaired;
}

/** Repairs the data directory's modes at start and says so when anything was open to others. */
export function secureDataDir(dir: string, log: (line: string) => void): void {
  const repaired = securePermissions(dir);
  if (repaired > 0) {
    log(`Warning: ${repaired} files and folders in the data directory ${dir} could be read by other users of this machine; they are now readable by this account only.`);
  }
}
