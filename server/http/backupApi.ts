/**
 * POST /api/embedded/backup: a consistent snapshot of the running server's data as a ZIP in
 * Convex's snapshot export format (what `npm run backup` saves).
 *
 * Only the machine holding the data directory may ask: the request must carry the key kept in
 * `<dataDir>/admin-key` (readable by the data directory's owner only). The server also writes
 * `<dataDir>/server.json` (its pid and port) so the command finds it.
 */
import { timingSafeEqual } from "node:crypto";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { captureRunning } from "../backup/capture.js";
import { snapshotToZip } from "../backup/snapshotZip.js";
import type { Engine } from "../engine/engine.js";
import { isUsableSecret, loadOrCreateSecret } from "../store/secrets.js";
import { sendJson } from "./util.js";

export const BACKUP_PATH = "/api/embedded/backup";

export type ServerInfo = { pid: number; port: number; host: string };

export function adminKey(dataDir: string, log?: (line: string) => void): string {
  return loadOrCreateSecret(dataDir, "admin-key", log);
}

/** Tells `npm run backup` where this server listens; removed when it stops. */
export function announceServer(dataDir: string, info: ServerInfo): () => void {
  const file = join(dataDir, "server.json");
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as ServerInfo).pid === info.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

function authorized(req: IncomingMessage, key: string): boolean {
  // Never open to an empty or short key, whatever the file held.
  if (!isUsableSecret(key)) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleBackup(req: IncomingMessage, res: ServerResponse, engine: Engine, key: string): Promise<void> {
  if (req.method !== "POST") return sendJson(res, 405, { code: "MethodNotAllowed", message: "Use POST." });
  if (!authorized(req, key)) return sendJson(res, 401, { code: "Unauthorized", message: "A backup needs the data directory's admin key." });
  const zip = snapshotToZip(await captureRunning(engine));
  res.writeHead(200, { "Content-Type": "application/zip", "Content-Length": zip.length });
  res.end(zip);
}
