/**
 * One WebSocket client: its query set, identity and version, processed in message order.
 * Mutations run one after another (as Convex does for a client); actions run concurrently.
 *
 * One client cannot hold up the others: it may keep at most MAX_SUBSCRIPTIONS queries (more are
 * answered with a failure), and the queries a message adds run in slices that give the event
 * loop back every SLICE_MS. Once its token expires, it hears AuthError and gets no more updates
 * until it authenticates again.
 */
import { clearTimeout, setImmediate, setTimeout } from "node:timers";
import { decodeJwt } from "jose";
import type { WebSocket } from "ws";
import type { JSONValue } from "convex/values";
import type { Identity } from "../engine/types.js";
import type { Outcome } from "../engine/engine.js";
import type { Hub } from "./hub.js";
import {
  chunkTransition,
  encodeTs,
  parseClientMessage,
  queryFailedJson,
  queryRemovedJson,
  messageFragments,
  queryUpdated,
  CHUNK_THRESHOLD,
  transitionParts,
  type ClientMessage,
  type Modification,
  type QueryModification,
  type Version,
} from "./protocol.js";
import type { SharedQuery, Subscriber } from "./queries.js";

type Sub = Subscriber & { sq: SharedQuery; owner: Connection };

/** Queries one connection may keep (a reconnect adds them all in one message). */
export const MAX_SUBSCRIPTIONS = 1000;
export const TOO_MANY_SUBSCRIPTIONS = `Too many queries on one connection (at most ${MAX_SUBSCRIPTIONS}).`;
/** Longest stretch one message's queries run before other clients get a turn. */
const SLICE_MS = 15;
const SLICE_QUERIES = 8;
/** setTimeout's longest delay; a later expiry is checked on the client's next message. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const EXPIRED = "The auth token has expired.";

/** Brings every query up to date, a few at a time, yielding to the event loop between slices. */
async function ensureInSlices(queries: readonly SharedQuery[], ensure: (sq: SharedQuery) => Promise<unknown>): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < queries.length; i += SLICE_QUERIES) {
    await Promise.all(queries.slice(i, i + SLICE_QUERIES).map(ensure));
    if (i + SLICE_QUERIES < queries.length && performance.now() - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

export class Connection {
  sessionId: string | null = null;
  version: Version = { querySet: 0, identity: 0, ts: 0n };
  identity: Identity | null = null;
  subs = new Map<number, Sub>();
  pendingAckTs = 0n;
  closed = false;
  /** When the token behind `identity` expires (ms), if it says. */
  private identityExpiresAt: number | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The token expired: no updates until the client authenticates again. */
  expired = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    private hub: Hub,
    /** The client's network address (renewals are limited per address). */
    readonly address: string,
  ) {}

  send(json: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.hub.traceProtocol) this.hub.log(`-> ${json.slice(0, 300)}`);
    this.ws.send(json);
  }

  private sendBytes(bytes: Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.hub.traceProtocol) this.hub.log(`-> ${bytes.subarray(0, 300).toString()}`);
    for (const part of chunkTransition(bytes)) this.ws.send(part, { binary: false });
  }

  fatal(error: string): void {
    this.hub.log(`Closing a client connection: ${error}`);
    this.send(JSON.stringify({ type: "FatalError", error }));
    this.ws.close(1008, error.slice(0, 120));
  }

  onMessage(raw: string): void {
    if (this.hub.traceProtocol) this.hub.log(`<- ${raw.slice(0, 300)}`);
    let msg: ClientMessage;
    try {
      msg = parseClientMessage(raw);
    } catch (e) {
      this.fatal(`Invalid message: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (msg.type === "Action") {
      if (!this.tokenExpired()) void this.action(msg.requestId, msg.udfPath, msg.args);
      return;
    }
    this.chain = this.chain
      .then(() => this.process(msg))
      .catch((e: unknown) => this.fatal(`Internal error: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** A request under an expired token gets an AuthError; the client refreshes it and retries. */
  private tokenExpired(): boolean {
    if (this.identityExpiresAt === null || Date.now() < this.identityExpiresAt) return false;
    this.expire();
    return true;
  }

  /** The token ran out: updates stop, and the client is asked to authenticate again. */
  private expire(): void {
    if (this.closed) return;
    this.expired = true;
    this.hub.log("A client's auth token expired; asking it to refresh.");
    this.send(JSON.stringify({ type: "AuthError", error: EXPIRED, baseVersion: this.version.identity, authUpdateAttempted: false }));
  }

  private watchExpiry(): void {
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (this.identityExpiresAt === null) return;
    const delay = this.identityExpiresAt - Date.now();
    if (delay > MAX_TIMER_MS) return;
    this.expiryTimer = setTimeout(() => this.expire(), Math.max(0, delay));
    this.expiryTimer.unref();
  }

  private async process(msg: ClientMessage): Promise<void> {
    if (this.closed) return;
    if ((msg.type === "Mutation" || msg.type === "ModifyQuerySet") && this.tokenExpired()) return;
    switch (msg.type) {
      case "Connect":
        this.sessionId = msg.sessionId;
        return;
      case "ModifyQuerySet":
        return this.modifyQuerySet(msg.baseVersion, msg.newVersion, msg.modifications);
      case "Authenticate":
        return this.authenticate(msg.tokenType, msg.value, msg.baseVersion);
      case "Mutation":
        return this.mutation(msg.requestId, msg.udfPath, msg.args);
      case "Event":
        return;
    }
  }

  /** Sends a Transition moving the client from its current version to `end`. */
  transition(end: Version, modifications: Modification[]): void {
    const start = this.version;
    this.version = end;
    const parts = transitionParts(start, end, modifications);
    let size = 0;
    for (const p of parts) size += p.length;
    if (size > CHUNK_THRESHOLD) return this.sendBytes(Buffer.concat(parts, size));
    this.sendFragments(messageFragments(parts));
  }

  /** One text message in fragments, so shared result buffers are not copied per client. */
  private sendFragments(fragments: Buffer[]): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.hub.traceProtocol) this.hub.log(`-> ${fragments[0].subarray(0, 300).toString()}`);
    fragments.forEach((f, i) => this.ws.send(f, { binary: false, fin: i === fragments.length - 1 }));
  }

  modificationFor(sub: Sub): Modification {
    const r = sub.sq.result!;
    sub.sentVersion = sub.sq.version;
    return r.ok ? queryUpdated(sub.queryId, r.value, r.journal) : queryFailedJson(sub.queryId, r.message, r.errorData, r.journal);
  }

  private async modifyQuerySet(base: number, next: number, mods: QueryModification[]): Promise<void> {
    if (base !== this.version.querySet) {
      return this.fatal(`Invalid query set base version ${base}, the server is at ${this.version.querySet}`);
    }
    const added: Sub[] = [];
    const out: Modification[] = [];
    for (const mod of mods) {
      if (mod.type === "Add") {
        if (this.subs.has(mod.queryId)) return this.fatal(`Query id ${mod.queryId} is already in the query set`);
        if (this.subs.size >= MAX_SUBSCRIPTIONS) {
          out.push(queryFailedJson(mod.queryId, TOO_MANY_SUBSCRIPTIONS, undefined, mod.journal ?? null));
          continue;
        }
        const sq = this.hub.registry.get(mod.udfPath, mod.args[0] ?? {}, this.identity, mod.journal ?? null);
        const sub: Sub = { queryId: mod.queryId, sentVersion: -1, active: false, owner: this, sq };
        sq.subs.add(sub);
        this.subs.set(mod.queryId, sub);
        added.push(sub);
      } else {
        const sub = this.subs.get(mod.queryId);
        if (sub) this.drop(sub);
        out.push(queryRemovedJson(mod.queryId));
      }
    }
    await ensureInSlices(
      added.map((s) => s.sq),
      (sq) => this.hub.registry.ensure(sq),
    );
    for (const sub of added) {
      if (this.subs.get(sub.queryId) !== sub) continue;
      sub.active = true;
      out.push(this.modificationFor(sub));
    }
    this.transition({ ...this.version, querySet: next }, out);
  }

  private drop(sub: Sub): void {
    this.subs.delete(sub.queryId);
    sub.sq.subs.delete(sub);
    this.hub.registry.release(sub.sq);
  }

  private async authenticate(tokenType: "User" | "Admin" | "None", token: string | undefined, base: number): Promise<void> {
    let identity: Identity | null = null;
    if (tokenType === "Admin") {
      return this.authError("Admin keys are not supported by the embedded backend.", base);
    }
    if (tokenType === "User") {
      try {
        identity = await this.hub.verifyToken(token!);
      } catch (e) {
        return this.authError(e instanceof Error ? e.message : String(e), base);
      }
    }
    this.identity = identity;
    this.identityExpiresAt = null;
    this.expired = false;
    if (identity && token) {
      const exp = decodeJwt(token).exp;
      if (typeof exp === "number") this.identityExpiresAt = exp * 1000;
    }
    this.watchExpiry();
    const moved: Sub[] = [];
    for (const old of [...this.subs.values()]) {
      this.drop(old);
      const sq = this.hub.registry.get(old.sq.udfPath, old.sq.args, identity, old.sq.result?.journal ?? null);
      const sub: Sub = { queryId: old.queryId, sentVersion: -1, active: false, owner: this, sq };
      sq.subs.add(sub);
      this.subs.set(sub.queryId, sub);
      moved.push(sub);
    }
    await ensureInSlices(
      moved.map((s) => s.sq),
      (sq) => this.hub.registry.ensure(sq),
    );
    const out: Modification[] = [];
    for (const sub of moved) {
      if (this.subs.get(sub.queryId) !== sub) continue;
      sub.active = true;
      out.push(this.modificationFor(sub));
    }
    this.transition({ ...this.version, identity: base + 1 }, out);
  }

  private authError(error: string, baseVersion: number): void {
    this.hub.log(`Authentication failed: ${error}`);
    this.send(JSON.stringify({ type: "AuthError", error, baseVersion, authUpdateAttempted: true }));
  }

  private async mutation(requestId: number, udfPath: string, args: JSONValue[]): Promise<void> {
    const outcome = await this.hub.runMutationOnce(this.sessionId, requestId, udfPath, args, this.identity);
    if (outcome.ok) {
      this.send(`{"type":"MutationResponse","requestId":${requestId},"success":true,"result":${outcome.valueJson},"ts":"${encodeTs(outcome.ts)}","logLines":[]}`);
      this.hub.ensureTs(this, outcome.ts);
    } else {
      this.send(JSON.stringify({ type: "MutationResponse", requestId, success: false, result: outcome.message, logLines: [], ...errorData(outcome) }));
    }
  }

  private async action(requestId: number, udfPath: string, args: JSONValue[]): Promise<void> {
    const actionArgs = args[0] ?? {};
    const outcome = await this.hub.renewals.run(this.address, udfPath, actionArgs, () =>
      this.hub.engine.call("action", udfPath, actionArgs, this.identity),
    );
    if (outcome.ok) {
      this.send(`{"type":"ActionResponse","requestId":${requestId},"success":true,"result":${outcome.valueJson},"logLines":[]}`);
    } else {
      this.send(JSON.stringify({ type: "ActionResponse", requestId, success: false, result: outcome.message, logLines: [], ...errorData(outcome) }));
    }
  }

  close(): void {
    this.closed = true;
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    for (const sub of [...this.subs.values()]) this.drop(sub);
  }
}

function errorData(o: Outcome): { errorData?: JSONValue } {
  return !o.ok && o.errorData !== undefined ? { errorData: o.errorData } : {};
}
