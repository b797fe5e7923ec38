/** Wire format helpers for Convex's sync protocol (server side). */
import type { JSONValue } from "convex/values";

export type Version = { querySet: number; identity: number; ts: bigint };

export function encodeTs(ts: bigint): string {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(ts < 0n ? 0n : ts);
  return b.toString("base64");
}

export function decodeTs(s: string): bigint {
  const b = Buffer.from(s, "base64");
  return b.length === 8 ? b.readBigUInt64LE() : 0n;
}

const versionJson = (v: Version) => `{"querySet":${v.querySet},"identity":${v.identity},"ts":"${encodeTs(v.ts)}"}`;

/** A serialized modification: JSON text, or UTF-8 pieces (so a shared result is encoded once). */
export type Modification = string | Buffer[];

/** A Transition as UTF-8 JSON pieces (query results stay the shared buffers they are). */
export function transitionParts(start: Version, end: Version, modifications: Modification[]): Buffer[] {
  const parts: Buffer[] = [
    Buffer.from(`{"type":"Transition","startVersion":${versionJson(start)},"endVersion":${versionJson(end)},"modifications":[`),
  ];
  modifications.forEach((m, i) => {
    if (i > 0) parts.push(COMMA);
    if (typeof m === "string") parts.push(Buffer.from(m));
    else parts.push(...m);
  });
  parts.push(CLOSE);
  return parts;
}

/**
 * Pieces at least this large go out as their own WebSocket fragment instead of being copied.
 * Each fragment is its own write to the socket (a system call, a tenth of a millisecond or
 * more), while copying a piece costs microseconds: only very large results are worth a write
 * of their own.
 */
const OWN_FRAGMENT_BYTES = 1024 * 1024;

/**
 * The fragments of one WebSocket message for these pieces: large pieces (query results shared
 * by every subscriber) are sent as they are, the small ones between them joined.
 */
export function messageFragments(parts: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = [];
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length > 0) out.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  for (const part of parts) {
    if (part.length >= OWN_FRAGMENT_BYTES) {
      flush();
      out.push(part);
    } else pending.push(part);
  }
  flush();
  return out;
}

const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]}");

export function queryUpdated(queryId: number, value: Buffer, journal: string | null): Buffer[] {
  return [
    Buffer.from(`{"type":"QueryUpdated","queryId":${queryId},"value":`),
    value,
    Buffer.from(`,"logLines":[],"journal":${JSON.stringify(journal)}}`),
  ];
}

export function queryFailedJson(queryId: number, message: string, errorData: JSONValue | undefined, journal: string | null): string {
  return JSON.stringify({
    type: "QueryFailed",
    queryId,
    errorMessage: message,
    logLines: [],
    ...(errorData !== undefined ? { errorData } : {}),
    journal,
  });
}

export const queryRemovedJson = (queryId: number): string => `{"type":"QueryRemoved","queryId":${queryId}}`;

/** Messages above this size go out as TransitionChunks. */
export const CHUNK_THRESHOLD = 4 * 1024 * 1024;
const CHUNK_SIZE = 1024 * 1024;
let transitionCounter = 0;

export function chunkTransition(bytes: Buffer): Array<string | Buffer> {
  if (bytes.length <= CHUNK_THRESHOLD) return [bytes];
  const json = bytes.toString("utf8");
  const parts: string[] = [];
  for (let i = 0; i < json.length; i += CHUNK_SIZE) parts.push(json.slice(i, i + CHUNK_SIZE));
  const transitionId = `t${++transitionCounter}`;
  return parts.map((chunk, partNumber) =>
    JSON.stringify({ type: "TransitionChunk", chunk, partNumber, totalParts: parts.length, transitionId }),
  );
}

export type ClientMessage =
  | { type: "Connect"; sessionId: string; connectionCount: number; lastCloseReason: string | null; maxObservedTimestamp?: string; clientTs?: number }
  | { type: "ModifyQuerySet"; baseVersion: number; newVersion: number; modifications: QueryModification[] }
  | { type: "Mutation" | "Action"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Authenticate"; tokenType: "User" | "Admin" | "None"; value?: string; baseVersion: number }
  | { type: "Event"; eventType: string; event: unknown };

export type QueryModification =
  | { type: "Add"; queryId: number; udfPath: string; args: JSONValue[]; journal?: string | null; componentPath?: string }
  | { type: "Remove"; queryId: number };

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isStr = (v: unknown): v is string => typeof v === "string";

/** Parses and shape-checks a client message; throws with a readable reason. */
export function parseClientMessage(raw: string): ClientMessage {
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw new Error("message is not valid JSON");
  }
  if (typeof m !== "object" || m === null || Array.isArray(m)) throw new Error("message is not a JSON object");
  const bad = (what: string) => new Error(`${String(m.type)} message has an invalid ${what}`);
  switch (m.type) {
    case "Connect":
      if (!isStr(m.sessionId)) throw bad("sessionId");
      break;
    case "ModifyQuerySet": {
      if (!isInt(m.baseVersion) || !isInt(m.newVersion)) throw bad("version");
      if (!Array.isArray(m.modifications)) throw bad("modifications list");
      for (const mod of m.modifications as Array<Record<string, unknown>>) {
        if (typeof mod !== "object" || mod === null || !isInt(mod.queryId)) throw bad("query id");
        if (mod.type === "Add") {
          if (!isStr(mod.udfPath) || !Array.isArray(mod.args)) throw bad("Add modification");
        } else if (mod.type !== "Remove") throw bad("modification type");
      }
      break;
    }
    case "Mutation":
    case "Action":
      if (!isInt(m.requestId)) throw bad("requestId");
      if (!isStr(m.udfPath)) throw bad("udfPath");
      if (!Array.isArray(m.args)) throw bad("args");
      break;
    case "Authenticate":
      if (!["User", "Admin", "None"].includes(m.tokenType as string)) throw bad("tokenType");
      if (!isInt(m.baseVersion)) throw bad("baseVersion");
      if (m.tokenType !== "None" && !isStr(m.value)) throw bad("token");
      break;
    case "Event":
      break;
    default:
      throw new Error(`unknown message type ${JSON.stringify(m.type)}`);
  }
  return m as unknown as ClientMessage;
}
