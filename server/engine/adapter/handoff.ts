/**
 * How the patched query runtime (convexServerPatch.ts) and the engine's syscalls hand documents
 * over without JSON: two extra syscalls answer with a ticket, and the documents wait here under
 * that ticket until the runtime takes them (and copies them: the stored objects stay untouched).
 */
export const QUERY_STREAM_REST = "retreat/queryStreamRest";
export const QUERY_PAGE_OBJECTS = "retreat/queryPageObjects";
/** The answer to QUERY_PAGE_OBJECTS: a page's fields, its documents under `ticket` in `handoff`. */
export type PageAnswer = { ticket: string; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null };

/**
 * Documents handed from the syscall to collect() and paginate(), by ticket. Every ticket is taken
 * by the read that asked for it as soon as the syscall's answer reaches it; many reads can be
 * in flight at once (a query starting a read per man of a page, many queries at a time), so
 * tickets are never dropped to bound the map.
 */
const handoff = new Map<string, readonly object[]>();
let nextTicket = 0;

/** Leaves `docs` for the runtime; the ticket it will ask for them with. */
export function handOver(docs: readonly object[]): string {
  const ticket = `t${++nextTicket}`;
  handoff.set(ticket, docs);
  return ticket;
}

/** The documents handed over under a ticket (taken once). */
export function takeHandoff(ticket: string): readonly object[] {
  const docs = handoff.get(ticket);
  if (docs === undefined) throw new Error(`Internal error: the documents for read ${ticket} were not handed over.`);
  handoff.delete(ticket);
  return docs;
}

/** A deep copy of a stored document (Convex values: JSON-like data, bigint, ArrayBuffer). */
export function copyValue(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(copyValue);
  if (v instanceof ArrayBuffer) return v.slice(0);
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return v; // e.g. a pending commit timestamp
  // Spread copies the (usually all scalar) fields at once; nested values are copied below.
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const k in out) {
    const item = out[k];
    if (typeof item === "object" && item !== null) out[k] = copyValue(item);
  }
  return out;
}
