/**
 * Syscall interception: records reads for subscriptions, pins the top-level query's page end
 * (the journal; a nested query's paginate is never pinned, as on Convex), and replaces the syscalls whose convex-test behaviour does not fit
 * a long-lived server (scheduling, storage URLs, upload URLs).
 */
import { randomBytes } from "node:crypto";
import { convexToJson, getConvexSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { tableOfId, type AsyncSyscall, type CoreDb, type CoreHooks, type PageResult, type PaginateArgs, type Syscall } from "./convexTestInternals.js";
import { handoff, newTicket, QUERY_PAGE_OBJECTS, QUERY_STREAM_REST, type PageAnswer } from "./convexServerPatch.js";
import { valueToJsonText } from "./json.js";
import type { SerializedQuery } from "./indexedQueries.js";
import { currentTracking, ReadSet, type Tracking } from "./readSet.js";
import { takeNestedCall } from "./passThrough.js";
import { inNestedExecution, type IdentityWatch } from "./scope.js";
import type { StorageUrlSigner } from "./storageUrls.js";
import type { ReadRecord } from "./limits.js";

export type SyscallOptions = {
  /** Logs each nested query run (RETREAT_VERBOSE=1), and each nested query answered by a shared run. */
  logNested?: (line: string) => void;
  baseUrl: () => string;
  uploadTokens: Map<string, number>;
  storageUrls: StorageUrlSigner;
};

const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_SHARED_RUNS = 10_000;

/** A nested query's answer at one snapshot, with what it read (`charged`: against the function's limits). */
type SharedRun = { json: string; reads: ReadSet; charged: ReadRecord | null };


function functionPathOf(args: { name?: string; functionHandle?: string; reference?: string }): string {
  if (args.functionHandle) return args.functionHandle.split(";").slice(1).join(";");
  if (args.name) return args.name;
  throw new Error("Scheduling functions of components is not supported by the embedded backend.");
}

export function makeSyscallHooks(opts: SyscallOptions): Pick<CoreHooks, "syscall" | "asyncSyscall"> {
  const syscall = (op: string, jsonArgs: string, next: Syscall, db: CoreDb): string => {
    if (op === "1.0/queryCleanup") {
      db.dropQuery((JSON.parse(jsonArgs) as { queryId: number }).queryId);
      return "{}";
    }
    if (op === "1.0/queryStream") {
      const { query } = JSON.parse(jsonArgs) as { query: SerializedQuery };
      currentTracking()?.reads.query(query);
      return `{"queryId":${db.startQuery(jsonArgs, query)}}`;
    }
    return next(op, jsonArgs);
  };

  const asyncSyscall = (op: string, jsonArgs: string, next: AsyncSyscall, db: CoreDb): string | Promise<string> => {
    const t = currentTracking();
    switch (op) {
      case "1.0/get": {
        const { table, id } = JSON.parse(jsonArgs) as { table?: string; id: string };
        if (t) t.reads.doc(id);
        return db.getJson(table, id);
      }
      case QUERY_STREAM_REST: {
        // collect(): every remaining document of the stream at once, handed over as objects
        // (collect copies them; see convexServerPatch.ts).
        const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
        const docs: object[] = [];
        for (;;) {
          const r = db.nextQueryResult(queryId);
          if (r === undefined) throw new Error("Bad queryId");
          if (r.done) break;
          docs.push(r.doc!);
        }
        const ticket = newTicket();
        handoff.set(ticket, docs);
        return JSON.stringify(ticket);
      }
      case "1.0/queryStreamNext": {
        // Fast path: documents are immutable objects, so their JSON is computed once.
        const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
        const r = db.nextQueryResult(queryId);
        if (r === undefined) return next(op, jsonArgs);
        return r.done ? '{"value":null,"done":true}' : `{"value":${docJson(r.doc!)},"done":false}`;
      }
      case "1.0/count": {
        if (t) t.reads.table((JSON.parse(jsonArgs) as { table: string }).table);
        const queryId = db.nextQueryId();
        return next(op, jsonArgs).finally(() => db.dropQuery(queryId));
      }
      case "1.0/shallowMerge":
      case "1.0/replace":
      case "1.0/remove": {
        // Convex reads the document it changes: its id's range counts as a read (limits.ts);
        // convex-test counts the document itself.
        const { id } = JSON.parse(jsonArgs) as { id: string };
        db.limits()?.trackIndexRange(`id|${id}`);
        return next(op, jsonArgs);
      }
      case "1.0/runUdf":
        return t ? nestedRun(op, jsonArgs, t, next, db) : next(op, jsonArgs);
      case "1.0/queryPage":
        return pageJson(queryPage(jsonArgs, db));
      case QUERY_PAGE_OBJECTS: {
        // paginate(): the page's documents handed over as objects (paginate copies them).
        const { page, ...rest } = queryPage(jsonArgs, db);
        const ticket = newTicket();
        handoff.set(ticket, page);
        return JSON.stringify({ ticket, ...rest } satisfies PageAnswer);
      }
      case "1.0/schedule": {
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
      case "1.0/storageGetUrl": {
        const { storageId } = JSON.parse(jsonArgs) as { storageId: string };
        if (t && typeof storageId === "string") t.reads.doc(storageId);
        const doc = typeof storageId === "string" && tableOfId(storageId) === "_storage" ? db.get(storageId) : null;
        if (doc === null) return JSON.stringify(null);
        const signature = opts.storageUrls.sign(storageId);
        return JSON.stringify(`${opts.baseUrl()}/api/storage/${encodeURIComponent(storageId)}?sig=${signature}`);
      }
      case "1.0/storageGenerateUploadUrl": {
        const token = randomBytes(24).toString("hex");
        const now = Date.now();
        for (const [k, exp] of opts.uploadTokens) if (exp < now) opts.uploadTokens.delete(k);
        opts.uploadTokens.set(token, now + UPLOAD_TOKEN_TTL_MS);
        return JSON.stringify(`${opts.baseUrl()}/api/storage/upload?token=${token}`);
      }
      default:
        return next(op, jsonArgs);
    }
  };

  /**
   * Results of nested queries (ctx.runQuery) that did not look at the caller's identity, by
   * snapshot and call: the same call at the same snapshot gives the same result, whoever makes
   * it, so one run serves every subscription that makes it (each caller's own permission check
   * stays in its own function). Dropped at every commit.
   *
   * A nested query runs with a fresh query journal, as on Convex (crates/isolate/src/environment/
   * udf/async_syscall.rs, run_udf: `QueryJournal::new()` for a non-system caller, and the nested
   * journal is dropped): a paginate() inside it is not pinned to the caller's end cursor, its
   * page end moves when it runs again, and it pins nothing for the caller.
   */
  const sharedRuns = new Map<string, SharedRun>();
  let sharedAt = -1;

  async function nestedRun(op: string, jsonArgs: string, parent: Tracking, next: AsyncSyscall, db: CoreDb): Promise<string> {
    const call = takeNestedCall();
    if (!jsonArgs.startsWith('{"udfType":"query"')) return await next(op, jsonArgs);
    if (call) call.jsonArgs = jsonArgs;
    const shareable = db.atSnapshot();
    const snapshot = db.snapshot();
    if (sharedAt !== snapshot || sharedRuns.size >= MAX_SHARED_RUNS) {
      sharedRuns.clear();
      sharedAt = snapshot;
    }
    const key = jsonArgs;
    const done = shareable ? sharedRuns.get(key) : undefined;
    if (done !== undefined) {
      // The caller pays for the reads as if it had run the call itself.
      if (done.charged) db.limits()?.chargeReads(done.charged);
      parent.reads.nest(done.reads);
      if (call) {
        call.reads = done.reads;
        call.charged = done.charged;
      }
      opts.logNested?.(`[query] ${nestedPath(jsonArgs)} (nested: shared run)`);
      return done.json;
    }
    const started = performance.now();
    const child: Tracking = { reads: new ReadSet(), pinnedEnd: null, endCursorOut: null };
    const watch: IdentityWatch = { read: false, parent: null };
    parent.reads.nest(child.reads);
    if (call) call.reads = child.reads;
    const limits = db.limits();
    const charged = limits?.record() ?? null;
    if (call) call.charged = charged;
    let json: string;
    try {
      json = await inNestedExecution(child, watch, () => next(op, jsonArgs));
    } catch (e) {
      parent.nestedFailed = true;
      throw e;
    } finally {
      if (charged) limits?.stopRecording(charged);
    }
    if (watch.read) (parent.identityCalls ??= []).push({ jsonArgs, json, reads: child.reads });
    const shared = shareable && !watch.read && db.snapshot() === snapshot;
    if (shared) sharedRuns.set(key, { json, reads: child.reads, charged });
    opts.logNested?.(`[query] ${nestedPath(jsonArgs)} ${(performance.now() - started).toFixed(1)}ms (nested${shared ? "" : ", not shared"})`);
    return json;
  }

  /** A page of a paginated query, with its end pinned to the subscription's journal, recorded as its window of the index. */
  function queryPage(jsonArgs: string, db: CoreDb): PageResult {
    const t = currentTracking();
    const args = JSON.parse(jsonArgs) as PaginateArgs;
    const read = t?.reads.pageRead(args.query);
    const endCursor = args.endCursor || t?.pinnedEnd || null;
    const result = db.page({ ...args, endCursor });
    if (endCursor && endCursor !== "_end_cursor" && result.continueCursor === "_end_cursor") {
      // The page ends at its end cursor even when that document is gone.
      result.continueCursor = endCursor;
      result.isDone = false;
    }
    if (t) t.endCursorOut = endCursor ?? result.continueCursor;
    read?.narrow(db.cursorFields(args.query), args.cursor, endCursor ?? result.continueCursor);
    return result;
  }

  return { syscall, asyncSyscall };
}

/** The function a `1.0/runUdf` call names. */
function nestedPath(jsonArgs: string): string {
  const { name, reference, functionHandle } = JSON.parse(jsonArgs) as { name?: string; reference?: string; functionHandle?: string };
  return name ?? reference ?? functionHandle ?? "(unknown)";
}

const docJsonCache = new WeakMap<object, string>();

/** JSON text of a stored document, cached per (immutable) document object. */
export function docJson(doc: object): string {
  let json = docJsonCache.get(doc);
  if (json === undefined) {
    json = valueToJsonText(doc);
    docJsonCache.set(doc, json);
  }
  return json;
}

/**
 * A `1.0/queryPage` answer as convex-test writes it (convexToJson: keys sorted), with each
 * document's text taken from the per-document cache.
 */
export function pageJson(result: { page: object[]; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null }): string {
  const optional = (key: string, value: string | null | undefined) => (value === undefined ? "" : `,"${key}":${JSON.stringify(value)}`);
  return (
    `{"continueCursor":${JSON.stringify(result.continueCursor)},"isDone":${result.isDone ? "true" : "false"},` +
    `"page":[${result.page.map(docJson).join(",")}]${optional("pageStatus", result.pageStatus)}${optional("splitCursor", result.splitCursor)}}`
  );
}
