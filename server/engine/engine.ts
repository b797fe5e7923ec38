/**
 * The engine: the app's convex/ functions running on convex-test over the durable store.
 * Resolves public functions, validates arguments, runs them in a function scope (filtered
 * environment, optional read tracking), persists commits and reports them to listeners.
 */
import type { ReadRecord } from "./limits.js";
import { setTimeout } from "node:timers";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Store } from "../store/store.js";
import { RawQueryResult, type CommitWrite, type Doc, type Identity } from "./adapter/index.js";
import { createEngineCore, type EngineCore } from "./engineCore.js";
import { formatError, newRequestId, notFound, RequestError, type FormattedError } from "./errors.js";
import { DocumentIds } from "./documentIds.js";
import { createModuleSet, type ModuleSet } from "./modules.js";
import { valueToJsonText } from "./json.js";
import { ReadSet, type Tracking } from "./readSet.js";
import { clean, currentRequestKey, inFunctionScope, noteIdentityRead, wantsRawQueryResult, type IdentityWatch } from "./scope.js";
import { makeSyscallHooks } from "./syscalls.js";
import { StorageUrlSigner } from "./storageUrls.js";
import { StringPool } from "./internStrings.js";

export type Kind = "query" | "mutation" | "action";
export type Outcome =
  | { ok: true; valueJson: string; ts: bigint; ms: number }
  | ({ ok: false; ts: bigint; ms: number } & FormattedError);
/** `requestKey` identifies a client mutation; it is stored with its commit (de-duplication). */
export type CallOptions = { internal?: boolean; track?: Tracking; argsBytes?: number; requestKey?: string; watch?: IdentityWatch };
/** A nested query call run on its own: its answer's text and what it read. */
/** `usage`: what the call read, against Convex's per-function limits. */
export type NestedOutcome = { json: string; reads: ReadSet; usage: ReadRecord | null };
export type CommitListener = (ts: bigint, writes: CommitWrite[]) => void;

export const MAX_ARGS_BYTES = 8 * 1024 * 1024;

type Registered = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  exportArgs?: () => string;
};

/** Each function's argument validator (its JSON form), parsed once. */
const argsValidators = new WeakMap<Registered, unknown>();
function argsValidator(fn: Registered): unknown {
  if (!fn.exportArgs) return undefined;
  let validator = argsValidators.get(fn);
  if (validator === undefined) argsValidators.set(fn, (validator = JSON.parse(fn.exportArgs()) as unknown));
  return validator;
}

const KIND_NAME: Record<Kind, string> = { query: "Query", mutation: "Mutation", action: "Action" };

export function canonicalPath(udfPath: string): { modulePath: string; exportName: string; canonical: string } {
  const [rawModule, maybeExport] = udfPath.split(":");
  const modulePath = rawModule.replace(/\.(js|ts)$/, "");
  const exportName = maybeExport || "default";
  return { modulePath, exportName, canonical: `${modulePath}:${exportName}` };
}

export type EngineOptions = {
  convexDir: string;
  store: Store;
  functionEnv: Record<string, string>;
  baseUrl: () => string;
  log: (line: string) => void;
  verbose: boolean;
};

export class Engine {
  modules!: ModuleSet;
  core!: EngineCore;
  /** The tables' numbers, which make and read document ids. */
  ids!: DocumentIds;
  readonly uploadTokens = new Map<string, number>();
  readonly storageUrls: StorageUrlSigner;
  private listeners: CommitListener[] = [];
  /** One copy of each short string the stored documents repeat (see internStrings.ts). */
  private readonly strings = new StringPool();
  private inflight = 0;
  private idleWaiters: Array<() => void> = [];
  private gate: Promise<void> | null = null;

  private constructor(readonly opts: EngineOptions) {
    this.storageUrls = StorageUrlSigner.forDataDir(opts.store.dir);
  }

  static async create(opts: EngineOptions): Promise<Engine> {
    const engine = new Engine(opts);
    await engine.build(opts.store.takeInitialDocs().values(), opts.store.initialTs);
    opts.store.setStateSource(() => ({ docs: engine.core.db.documents(), ts: engine.core.lastCommitTs() }));
    return engine;
  }

  private async build(docs: Iterable<Doc>, ts: bigint): Promise<void> {
    const modules = createModuleSet(this.opts.convexDir);
    const schemaModule = modules.files.has("schema")
      ? await inFunctionScope(this.opts.functionEnv, () => modules.load("schema"))
      : { default: undefined };
    const store = this.opts.store;
    const tables = Object.keys((schemaModule.default as { tables?: Record<string, unknown> } | undefined)?.tables ?? {});
    const ids = DocumentIds.forDataDir(store.dir, tables);
    const core = await createEngineCore(schemaModule.default, modules.glob, {
      ...makeSyscallHooks({
        baseUrl: this.opts.baseUrl,
        uploadTokens: this.uploadTokens,
        storageUrls: this.storageUrls,
        ...(this.opts.verbose ? { logNested: this.opts.log } : {}),
      }),
      onCommit: (commitTs, writes) => {
        for (const w of writes) if (w.after) this.strings.internDocument(w.after);
        store.append(commitTs, writes, currentRequestKey());
        clean(() => {
          for (const l of this.listeners) l(commitTs, writes);
        });
      },
      storeFile: (id, blob) => store.blobs.save(id, blob),
      getFile: (id) => store.blobs.read(id),
      wantRawQueryResult: wantsRawQueryResult,
      onIdentityRead: noteIdentityRead,
    }, ids);
    core.restore(this.interned(docs), ts);
    this.ids = ids;
    this.modules = modules;
    this.core = core;
  }

  private *interned(docs: Iterable<Doc>) {
    for (const doc of docs) {
      this.strings.internDocument(doc);
      yield doc;
    }
  }

  /** Reloads convex/ (dev mode), keeping the data: waits for running functions first. */
  async reload(): Promise<void> {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    while (this.gate) await this.gate;
    this.gate = gate;
    try {
      while (this.inflight > 0) await new Promise<void>((r) => this.idleWaiters.push(r));
      const docs = Object.values(this.core.db.documents());
      await this.build(docs, this.core.lastCommitTs());
    } finally {
      this.gate = null;
      open();
    }
  }

  /** Resolves when no function is running (or after `timeoutMs`). */
  async idle(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inflight > 0 && Date.now() < deadline) {
      await Promise.race([new Promise<void>((r) => this.idleWaiters.push(r)), new Promise((r) => setTimeout(r, 100))]);
    }
  }

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  lastCommitTs(): bigint {
    return this.core.lastCommitTs();
  }

  private async resolve(kind: Kind, udfPath: string, internal: boolean): Promise<Registered> {
    const { modulePath, exportName, canonical } = canonicalPath(udfPath);
    if (!this.modules.files.has(modulePath) || modulePath.startsWith("_")) throw notFound(canonical);
    let mod: Record<string, unknown>;
    try {
      mod = await inFunctionScope(this.opts.functionEnv, () => this.modules.load(modulePath));
    } catch (e) {
      throw new RequestError(`Failed to load module "${modulePath}": ${e instanceof Error ? e.message : String(e)}`);
    }
    const fn = mod[exportName] as Registered | undefined;
    const isFn = fn && (fn.isQuery || fn.isMutation || fn.isAction);
    if (!isFn || (!internal && !fn.isPublic)) throw notFound(canonical);
    const actual: Kind = fn.isQuery ? "query" : fn.isMutation ? "mutation" : "action";
    if (actual !== kind) {
      throw new RequestError(`Trying to execute ${canonical} as ${KIND_NAME[kind]}, but it is defined as ${KIND_NAME[actual]}.`);
    }
    return fn;
  }

  /** Runs a function. `args` is the JSON (convexToJson) form of the argument object. */
  async call(kind: Kind, udfPath: string, args: JSONValue, identity: Identity | null, opts: CallOptions = {}): Promise<Outcome> {
    while (this.gate) await this.gate;
    this.inflight += 1;
    const started = performance.now();
    const { canonical } = canonicalPath(udfPath);
    try {
      const bytes = opts.argsBytes ?? JSON.stringify(args ?? null).length;
      if (bytes > MAX_ARGS_BYTES) {
        throw new RequestError(`Arguments for ${canonical} are too large (${bytes} bytes; the limit is ${MAX_ARGS_BYTES} bytes).`);
      }
      const fn = await this.resolve(kind, udfPath, opts.internal === true);
      let value: Value;
      try {
        value = jsonToConvex(args ?? {});
      } catch (e) {
        throw new RequestError(`ArgumentValidationError: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        throw new RequestError(`ArgumentValidationError: The arguments to a Convex function must be an object. Received: ${JSON.stringify(args)}`);
      }
      try {
        const validator = argsValidator(fn);
        if (validator !== undefined) this.core.validate(validator, value);
      } catch (e) {
        const msg = e instanceof Error ? e.message.replace(/^Validator error: /, "") : String(e);
        throw new RequestError(`ArgumentValidationError: ${msg}\nPath: ${canonical}\nValue: ${JSON.stringify(args)}`);
      }
      const acc = this.core.accessor(identity);
      const path = { componentPath: "", udfPath: canonical };
      const run = () =>
        kind === "query" ? acc.queryFromPath(path, value) : kind === "mutation" ? acc.mutationFromPath(path, value) : acc.actionFromPath(path, value);
      const scope = { track: opts.track, requestKey: opts.requestKey, rawQueryResult: kind === "query", watch: opts.watch };
      const result = await inFunctionScope(this.opts.functionEnv, run, scope);
      const ts = this.core.lastCommitTs();
      if (kind !== "query") await this.opts.store.whenDurable();
      const valueJson = result instanceof RawQueryResult ? result.json : valueToJsonText(result);
      const out: Outcome = { ok: true, valueJson, ts, ms: performance.now() - started };
      this.logCall(kind, canonical, out);
      return out;
    } catch (e) {
      if (kind !== "query") await this.opts.store.whenDurable().catch(() => undefined);
      const out: Outcome = { ok: false, ts: this.core.lastCommitTs(), ms: performance.now() - started, ...formatError(e, newRequestId(), this.opts.convexDir) };
      this.logCall(kind, canonical, out);
      return out;
    } finally {
      this.inflight -= 1;
      if (this.inflight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /**
   * Runs a nested query call (the `1.0/runUdf` arguments a query made) on its own, at the current
   * snapshot, as `identity`, with a fresh journal as every nested call has. Null when it failed,
   * looked at the identity, or is not a plain call by name: then only running its caller again
   * gives the caller's answer.
   */
  async runNestedCall(jsonArgs: string, identity: Identity | null): Promise<NestedOutcome | null> {
    const call = JSON.parse(jsonArgs) as { udfType?: string; name?: string; args?: JSONValue };
    if (call.udfType !== "query" || typeof call.name !== "string") return null;
    const track: Tracking = { reads: new ReadSet(), pinnedEnd: null, endCursorOut: null };
    const watch: IdentityWatch = { read: false, parent: null };
    const out = await this.call("query", call.name, call.args ?? {}, identity, { internal: true, track, watch });
    if (!out.ok || watch.read) return null;
    return { json: out.valueJson, reads: track.reads, usage: track.usage?.() ?? null };
  }

  /**
   * Runs, as `identity`, a nested call that looked at the identity (a live list's permission
   * check, recorded by another caller's run of the same query): its answer's text and reads, or
   * null when it failed or is not a plain call by name.
   */
  async runIdentityCall(jsonArgs: string, identity: Identity | null): Promise<NestedOutcome | null> {
    const call = JSON.parse(jsonArgs) as { udfType?: string; name?: string; args?: JSONValue };
    if (call.udfType !== "query" || typeof call.name !== "string") return null;
    const track: Tracking = { reads: new ReadSet(), pinnedEnd: null, endCursorOut: null };
    const out = await this.call("query", call.name, call.args ?? {}, identity, { internal: true, track });
    return out.ok ? { json: out.valueJson, reads: track.reads, usage: track.usage?.() ?? null } : null;
  }

  /** Runs a scheduled job (the scheduler checks its state first). */
  async runJob(jobId: string, udfPath: string, args: unknown): Promise<void> {
    while (this.gate) await this.gate;
    this.inflight += 1;
    const started = performance.now();
    try {
      await inFunctionScope(this.opts.functionEnv, () => this.core.runScheduledJob(jobId, udfPath, args));
      await this.opts.store.whenDurable();
      if (this.opts.verbose) this.opts.log(`[scheduled] ${udfPath} ${(performance.now() - started).toFixed(1)}ms`);
    } finally {
      this.inflight -= 1;
      if (this.inflight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  /** Runs work inside the engine with the function environment (HTTP actions, storage). */
  async within<T>(fn: () => Promise<T>): Promise<T> {
    while (this.gate) await this.gate;
    this.inflight += 1;
    try {
      const out = await inFunctionScope(this.opts.functionEnv, fn);
      await this.opts.store.whenDurable();
      return out;
    } finally {
      this.inflight -= 1;
      if (this.inflight === 0) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  private logCall(kind: Kind, path: string, out: Outcome): void {
    if (!out.ok) {
      const firstLine = out.raw.split("\n")[0];
      if (this.opts.verbose || !out.raw.startsWith("Uncaught ConvexError")) {
        this.opts.log(`[${kind}] ${path} failed in ${out.ms.toFixed(1)}ms: ${this.opts.verbose ? out.raw : firstLine}`);
      }
    } else if (this.opts.verbose) {
      this.opts.log(`[${kind}] ${path} ${out.ms.toFixed(1)}ms`);
    }
  }
}
