/**
 * Syscall interception: records reads for subscriptions and answers the reads on the engine's
 * fast paths (documents' cached JSON, whole streams and pages handed over as objects), then hands
 * the rest to their own modules: pages (pagedQueries.ts), nested query runs (nestedRuns.ts) and
 * the syscalls a long-lived server answers itself (serverSyscalls.ts).
 */
import { handOver, QUERY_PAGE_OBJECTS, QUERY_STREAM_REST, type AsyncSyscall, type PageAnswer, type SerializedQuery, type Syscall } from "./adapter/index.js";
import type { CoreDb, CoreHooks } from "./engineCore.js";
import { makeNestedRuns } from "./nestedRuns.js";
import { docJson, pageJson } from "./pageAnswers.js";
import { queryPage } from "./pagedQueries.js";
import { currentTracking } from "./readSet.js";
import { schedule, storageGenerateUploadUrl, storageGetUrl, type ServerSyscallOptions } from "./serverSyscalls.js";

export type SyscallOptions = ServerSyscallOptions & {
  /** Logs each nested query run (RETREAT_VERBOSE=1), and each nested query answered by a shared run. */
  logNested?: (line: string) => void;
};

export function makeSyscallHooks(opts: SyscallOptions): Pick<CoreHooks, "syscall" | "asyncSyscall"> {
  const nestedRun = makeNestedRuns(opts.logNested);

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
        // (collect copies them; see adapter/convexServerPatch.ts).
        const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
        const docs: object[] = [];
        for (;;) {
          const r = db.nextQueryResult(queryId);
          if (r === undefined) throw new Error("Bad queryId");
          if (r.done) break;
          docs.push(r.doc!);
        }
        return JSON.stringify(handOver(docs));
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
        return JSON.stringify({ ticket: handOver(page), ...rest } satisfies PageAnswer);
      }
      case "1.0/schedule":
        return schedule(jsonArgs, db);
      case "1.0/storageGetUrl":
        return storageGetUrl(jsonArgs, db, t, opts);
      case "1.0/storageGenerateUploadUrl":
        return storageGenerateUploadUrl(opts);
      default:
        return next(op, jsonArgs);
    }
  };

  return { syscall, asyncSyscall };
}
