/**
 * Nested query runs (`1.0/runUdf` from a query's `ctx.runQuery`) under read tracking, shared per
 * snapshot.
 *
 * Results of nested queries that did not look at the caller's identity, by snapshot and call:
 * the same call at the same snapshot gives the same result, whoever makes it, so one run serves
 * every subscription that makes it (each caller's own permission check stays in its own
 * function). Dropped at every commit.
 *
 * A nested query runs with a fresh query journal, as on Convex (crates/isolate/src/environment/
 * udf/async_syscall.rs, run_udf: `QueryJournal::new()` for a non-system caller, and the nested
 * journal is dropped): a paginate() inside it is not pinned to the caller's end cursor, its
 * page end moves when it runs again, and it pins nothing for the caller.
 */
import type { AsyncSyscall } from "./adapter/index.js";
import type { CoreDb } from "./engineCore.js";
import type { ReadRecord } from "./limits.js";
import { takeNestedCall } from "./passThrough.js";
import { ReadSet, type Tracking } from "./readSet.js";
import { inNestedExecution, type IdentityWatch } from "./scope.js";

const MAX_SHARED_RUNS = 10_000;

/** A nested query's answer at one snapshot, with what it read (`charged`: against the function's limits). */
type SharedRun = { json: string; reads: ReadSet; charged: ReadRecord | null };

/** Runs nested calls for the executions tracked (`logNested`: a line per run, RETREAT_VERBOSE=1). */
export function makeNestedRuns(logNested?: (line: string) => void) {
  const sharedRuns = new Map<string, SharedRun>();
  let sharedAt = -1;

  return async function nestedRun(op: string, jsonArgs: string, parent: Tracking, next: AsyncSyscall, db: CoreDb): Promise<string> {
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
      logNested?.(`[query] ${nestedPath(jsonArgs)} (nested: shared run)`);
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
    logNested?.(`[query] ${nestedPath(jsonArgs)} ${(performance.now() - started).toFixed(1)}ms (nested${shared ? "" : ", not shared"})`);
    return json;
  };
}

/** The function a `1.0/runUdf` call names. */
function nestedPath(jsonArgs: string): string {
  const { name, reference, functionHandle } = JSON.parse(jsonArgs) as { name?: string; reference?: string; functionHandle?: string };
  return name ?? reference ?? functionHandle ?? "(unknown)";
}
