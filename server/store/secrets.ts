/**
 * Secrets kept in the data directory (the backup API's admin key, the storage URL secret):
 * 32 random bytes as hex, written whole or not at all (temp file, fsync, rename). A missing,
 * empty or short secret is never used: a new one takes its place.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileDurably } from "./wal.js";

const SECRET_HEX = /^[0-9a-f]{64}$/;

export function isUsableSecret(text: string): boolean {
  return SECRET_HEX.test(text);
}

/** The secret kept in `<dataDir>/<name>`, made anew when there is none or it is unusable. */
export function loadOrCreateSecret(dataDir: string, name: string, log?: (line: string) => void): string {
  const file = join(dataDir, name);
  const existing = existsSync(file) ? readFileSync(file, "utf8").trim() : null;
  if (existing !== null && isUsableSecret(existing)) return existing;
  const secret = randomBytes(32).toString("hex");
  writeFileDurably(file, secret, dataDir);
  if (existing !== null) log?.(`Warning: ${file} held no usable key (it was empty or too short); a new one was written.`);
  return secret;
}
