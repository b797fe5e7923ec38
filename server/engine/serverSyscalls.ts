/**
 * The syscalls whose convex-test behaviour does not fit a long-lived server: scheduling (a
 * `_scheduled_functions` document the scheduler picks up), stored files' URLs (signed, served by
 * the backend) and upload URLs (one-hour tokens).
 */
import { randomBytes } from "node:crypto";
import { convexToJson, getConvexSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { CoreDb } from "./engineCore.js";
import { tableOfId } from "./engineCore.js";
import type { Tracking } from "./readSet.js";
import type { StorageUrlSigner } from "./storageUrls.js";

export type ServerSyscallOptions = {
  baseUrl: () => string;
  uploadTokens: Map<string, number>;
  storageUrls: StorageUrlSigner;
};

const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

function functionPathOf(args: { name?: string; functionHandle?: string; reference?: string }): string {
  if (args.functionHandle) return args.functionHandle.split(";").slice(1).join(";");
  if (args.name) return args.name;
  throw new Error("Scheduling functions of components is not supported by the embedded backend.");
}

/** `1.0/schedule`: the job's document, as Convex writes it. */
export function schedule(jsonArgs: string, db: CoreDb): string {
  const args = JSON.parse(jsonArgs) as { name?: string; functionHandle?: string; reference?: string; args: JSONValue; ts: number };
  const udfPath = functionPathOf(args);
  const fnArgs = jsonToConvex(args.args);
  db.limits()?.trackScheduledFunction(getConvexSize([fnArgs] as Value));
  const jobId = db.insert("_scheduled_functions", {
    args: [fnArgs],
    name: udfPath,
    scheduledTime: args.ts * 1000,
    state: { kind: "pending" },
  } as Record<string, unknown>);
  return JSON.stringify(convexToJson(jobId));
}

/** `1.0/storageGetUrl`: a signed URL of the backend, or null for a missing file. */
export function storageGetUrl(jsonArgs: string, db: CoreDb, t: Tracking | null, opts: ServerSyscallOptions): string {
  const { storageId } = JSON.parse(jsonArgs) as { storageId: string };
  if (t && typeof storageId === "string") t.reads.doc(storageId);
  const doc = typeof storageId === "string" && tableOfId(storageId) === "_storage" ? db.get(storageId) : null;
  if (doc === null) return JSON.stringify(null);
  const signature = opts.storageUrls.sign(storageId);
  return JSON.stringify(`${opts.baseUrl()}/api/storage/${encodeURIComponent(storageId)}?sig=${signature}`);
}

/** `1.0/storageGenerateUploadUrl`: an upload URL with a fresh one-hour token. */
export function storageGenerateUploadUrl(opts: ServerSyscallOptions): string {
  const token = randomBytes(24).toString("hex");
  const now = Date.now();
  for (const [k, exp] of opts.uploadTokens) if (exp < now) opts.uploadTokens.delete(k);
  opts.uploadTokens.set(token, now + UPLOAD_TOKEN_TTL_MS);
  return JSON.stringify(`${opts.baseUrl()}/api/storage/upload?token=${token}`);
}
