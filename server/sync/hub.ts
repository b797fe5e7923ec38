/**
 * The sync hub: accepts WebSocket clients, de-duplicates re-sent mutations, and after
 * commits re-runs the invalidated shared queries (coalescing bursts into one flush) and
 * sends each client one Transition with only the results that changed.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { clearInterval, setImmediate, setInterval } from "node:timers";
import { WebSocketServer, type RawData } from "ws";
import type { JSONValue } from "convex/values";
import type { Identity } from "../engine/types.js";
import { MAX_ARGS_BYTES, type Engine, type Outcome } from "../engine/engine.js";
import { RenewalThrottle } from "../auth/renewalThrottle.js";
import { clean } from "../engine/scope.js";
import type { Store } from "../store/store.js";
import { Connection } from "./connection.js";
import type { Modification } from "./protocol.js";
import { QueryRegistry, type SharedQuery } from "./queries.js";

const PING_MS = 15_000;
/**
 * The largest message a client may send: twice a function's argument limit, so arguments over
 * their limit still get their own error, while nothing larger is even read.
 */
export const MAX_MESSAGE_BYTES = 2 * MAX_ARGS_BYTES;
const SESSION_TTL_MS = 30 * 60 * 1000;
/** A client re-sends only the mutations it sent and heard nothing back for: a few, or a batch in flight. */
const REQUESTS_KEPT_PER_SESSION = 200;

/**
 * A client session's recent mutations, by request id: running, or once done just what its answer
 * needs (kept for up to REQUESTS_KEPT_PER_SESSION per session, SESSION_TTL_MS after the session
 * was last seen, connected or not: a client re-sends its unfinished mutations after reconnecting).
 */
type Session = { requests: Map<number, Promise<Outcome> | Outcome>; lastSeen: number };

/** A finished mutation's outcome as a re-send is answered: without the timing and the error's stack text. */
function settled(out: Outcome): Outcome {
  if (out.ok) return { ok: true, valueJson: out.valueJson, ts: out.ts, ms: 0 };
  const kept: Outcome = { ok: false, ts: out.ts, ms: 0, message: out.message, raw: "" };
  if (out.errorData !== undefined) kept.errorData = out.errorData;
  return kept;
}

export class Hub {
  readonly registry: QueryRegistry;
  readonly connections = new Set<Connection>();
  /** Sign-in renewals refused per client address (the HTTP API shares it). */
  readonly renewals = new RenewalThrottle();
  /** RETREAT_VERBOSE=2 logs every protocol message (truncated). */
  readonly traceProtocol = process.env.RETREAT_VERBOSE === "2";
  private wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  private sessions = new Map<string, Session>();
  private flushScheduled = false;
  private flushing = false;
  private globalTs: bigint;
  private pinger: ReturnType<typeof setInterval>;

  constructor(
    readonly engine: Engine,
    private store: Store,
    readonly verifyToken: (token: string) => Promise<Identity>,
    readonly log: (line: string) => void,
  ) {
    this.registry = new QueryRegistry(engine, () => this.scheduleFlush());
    this.globalTs = engine.lastCommitTs();
    this.pinger = setInterval(() => this.ping(), PING_MS);
    this.pinger.unref();
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      clean(() => {
        const conn = new Connection(ws, this, req.socket.remoteAddress ?? "unknown");
        this.connections.add(conn);
        ws.on("message", (data: RawData, isBinary: boolean) => {
          if (isBinary) return conn.fatal("Invalid message: binary frames are not part of the protocol");
          conn.onMessage(Array.isArray(data) ? Buffer.concat(data).toString("utf8") : data.toString());
        });
        ws.on("close", () => {
          conn.close();
          this.connections.delete(conn);
        });
        ws.on("error", () => undefined);
      });
    });
  }

  /** Runs a mutation once per (session, request id): a re-send after reconnecting gets the first outcome. */
  runMutationOnce(sessionId: string | null, requestId: number, udfPath: string, args: JSONValue[], identity: Identity | null): Promise<Outcome> {
    if (sessionId === null) return this.engine.call("mutation", udfPath, args[0] ?? {}, identity);
    const requestKey = `${sessionId}/${requestId}`;
    const run = () => this.engine.call("mutation", udfPath, args[0] ?? {}, identity, { requestKey });
    let session = this.sessions.get(sessionId);
    if (!session) {
      session = { requests: new Map(), lastSeen: Date.now() };
      this.sessions.set(sessionId, session);
      this.expireSessions();
    }
    session.lastSeen = Date.now();
    const seen = session.requests.get(requestId);
    if (seen) return Promise.resolve(seen);
    if (this.store.hasCommittedRequest(requestKey)) {
      // Committed before a restart; its result was not kept, only the fact that it ran.
      this.log(`Mutation ${udfPath} re-sent after a restart was already applied; not running it again.`);
      return Promise.resolve({ ok: true, valueJson: "null", ts: this.engine.lastCommitTs(), ms: 0 });
    }
    const p = run();
    const requests = session.requests;
    requests.set(requestId, p);
    void p.then((out) => {
      if (requests.get(requestId) === p) requests.set(requestId, settled(out));
    });
    if (session.requests.size > REQUESTS_KEPT_PER_SESSION) {
      session.requests.delete(session.requests.keys().next().value as number);
    }
    return p;
  }

  private expireSessions(): void {
    const cutoff = Date.now() - SESSION_TTL_MS;
    for (const [id, s] of this.sessions) if (s.lastSeen < cutoff) this.sessions.delete(id);
  }

  /** Makes sure `conn` gets a Transition with a timestamp ≥ ts (completing a mutation). */
  ensureTs(conn: Connection, ts: bigint): void {
    if (conn.version.ts >= ts) {
      conn.transition({ ...conn.version }, []);
    } else if (this.globalTs >= ts && !this.flushing && !this.registry.hasDirty()) {
      conn.transition({ ...conn.version, ts: this.globalTs }, []);
    } else {
      if (ts > conn.pendingAckTs) conn.pendingAckTs = ts;
      this.scheduleFlush();
    }
  }

  scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    clean(() => setImmediate(() => void this.flush()));
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.flushing) {
      this.scheduleFlush();
      return;
    }
    this.flushing = true;
    try {
      const ts = this.engine.lastCommitTs();
      const dirty = this.registry.takeDirty();
      // Publish only what is durable.
      await this.store.whenDurable().catch(() => undefined);
      if (ts > this.globalTs) this.globalTs = ts;
      // Each client is sent its Transition as soon as its own queries have re-run, rather than
      // after every client's: the first clients see a change after a fraction of the work.
      // Clients waiting for their mutation's answer go first.
      const runs = new Map<SharedQuery, Promise<boolean>>();
      const run = (sq: SharedQuery) => {
        let running = runs.get(sq);
        if (running === undefined) runs.set(sq, (running = this.registry.ensure(sq)));
        return running;
      };
      const dirtyOf = new Map<Connection, SharedQuery[]>();
      for (const sq of dirty) {
        for (const sub of sq.subs) {
          const conn = sub.owner as Connection;
          const list = dirtyOf.get(conn);
          if (list === undefined) dirtyOf.set(conn, [sq]);
          else if (list[list.length - 1] !== sq) list.push(sq);
        }
      }
      const waiting = (conn: Connection) => conn.pendingAckTs > conn.version.ts;
      const order = [...this.connections].sort((a, b) => Number(waiting(b)) - Number(waiting(a)));
      for (const conn of order) {
        const queries = dirtyOf.get(conn) ?? [];
        await Promise.all(queries.map(run));
        // A commit that landed while these ran may show in their results: publish it only once durable.
        if (this.engine.lastCommitTs() !== ts) await this.store.whenDurable().catch(() => undefined);
        if (!conn.closed && !conn.expired) this.sendTransition(conn, queries);
      }
      // Queries whose clients have gone still settle, so the registry stays consistent.
      await Promise.all(dirty.map(run));
    } catch (e) {
      this.log(`Internal error while updating subscriptions: ${e instanceof Error ? e.stack : String(e)}`);
    } finally {
      this.flushing = false;
    }
    if (this.registry.hasDirty() || [...this.connections].some((c) => c.pendingAckTs > c.version.ts)) this.scheduleFlush();
  }

  /** One Transition to `conn`: its changed queries, and the timestamp its mutation waits for. */
  private sendTransition(conn: Connection, queries: readonly SharedQuery[]): void {
    const mods: Modification[] = [];
    for (const sq of queries) {
      for (const sub of sq.subs) {
        if (sub.owner !== conn || !sub.active || sub.sentVersion === sq.version) continue;
        mods.push(conn.modificationFor(sub as Parameters<Connection["modificationFor"]>[0]));
      }
    }
    const needsAck = conn.pendingAckTs > conn.version.ts && conn.pendingAckTs <= this.globalTs;
    if (mods.length === 0 && !needsAck) return;
    const endTs = this.globalTs > conn.version.ts ? this.globalTs : conn.version.ts;
    conn.transition({ ...conn.version, ts: endTs }, mods);
  }

  private ping(): void {
    for (const conn of this.connections) conn.send('{"type":"Ping"}');
    this.expireSessions();
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    for (const conn of this.connections) conn.ws.terminate();
    this.connections.clear();
    await new Promise<void>((r) => this.wss.close(() => r()));
  }
}
