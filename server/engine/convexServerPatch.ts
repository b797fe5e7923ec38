/**
 * A performance patch of the `convex` package's server runtime (pinned 1.48.0):
 *  - the query object's `collect()` fetches all remaining documents with one syscall
 *    (`retreat/queryStreamRest`, answered in syscalls.ts) instead of one per document;
 *  - its `paginate()` asks for the page with `retreat/queryPageObjects`;
 * and both take the documents as copies of the stored objects rather than through JSON text
 * (encoded by the syscall, parsed and decoded again by the runtime);
 *  - `ctx.runQuery` in a query (`nestedQueryCtx`, installed by the convex-test copy) decodes the
 *    answer with jsonTextToValue instead of jsonToConvex, which copies and checks every value,
 *    and hands it over as a nested answer (passThrough.ts).
 * Results and errors are the same; only the per-document encoding and round trips disappear.
 * If the runtime does not look as expected the patch is skipped (functions still work, just
 * slower).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { getFunctionAddress, type FunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { nestedAnswer, startNestedCall, type NestedCall } from "./passThrough.js";

export const PINNED_CONVEX_VERSION = "1.48.0";
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
export const handoff = new Map<string, readonly object[]>();
let nextTicket = 0;
export function newTicket(): string {
  return `t${++nextTicket}`;
}

/** The documents handed over under a ticket (taken once). */
function takeHandoff(ticket: string): readonly object[] {
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

type QueryLike = { state: { type: string; queryId?: number }; startQuery(): number; closeQuery(): void; takeQuery(): unknown };
type PaginationOptionsLike = { numItems?: unknown; cursor?: unknown; endCursor?: unknown; maximumRowsRead?: unknown; maximumBytesRead?: unknown } | undefined;
type ConvexSyscalls = { asyncSyscall(op: string, args: string): Promise<string> };

let applied: Promise<string | null> | null = null;
let nestedRunQuery: ((reference: FunctionReference<"query">, args?: unknown, options?: NestedQueryOptions) => Promise<unknown>) | null = null;
type NestedQueryOptions = { useStaleSnapshot?: boolean; transactionLimits?: unknown };

/** What a query's ctx gets on top of the runtime's own: the faster `runQuery` once the patch is applied. */
export function nestedQueryCtx(): object {
  return nestedRunQuery === null ? {} : { runQuery: nestedRunQuery };
}

/** Applies the patch once; resolves with a reason when it was skipped. */
export function patchConvexServer(): Promise<string | null> {
  applied ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgPath = require.resolve("convex/package.json");
    const version = (JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string }).version;
    if (version !== PINNED_CONVEX_VERSION) return `convex ${version} is not ${PINNED_CONVEX_VERSION}`;
    const file = join(dirname(pkgPath), "dist", "esm", "server", "impl", "query_impl.js");
    const mod = (await import(pathToFileURL(file).href)) as { QueryImpl?: { prototype: Record<string, unknown> } };
    const validate = (await import(pathToFileURL(join(dirname(file), "validate.js")).href)) as { validateArg?: (arg: unknown, idx: number, method: string, name: string) => void };
    const proto = mod.QueryImpl?.prototype;
    const validateArg = validate.validateArg;
    const methods = ["collect", "paginate", "startQuery", "closeQuery", "takeQuery"];
    if (!proto || typeof validateArg !== "function" || methods.some((m) => typeof proto[m] !== "function")) {
      return "the query implementation has a different shape";
    }
    const common = (await import(pathToFileURL(join(dirname(pkgPath), "dist", "esm", "common", "index.js")).href)) as { parseArgs?: (args: unknown) => Record<string, unknown> };
    const parseArgs = common.parseArgs;
    if (typeof parseArgs !== "function") return "the runtime's argument parser is missing";
    const syscall = async (op: string, args: string): Promise<string> => {
      const convex = (globalThis as unknown as { Convex: ConvexSyscalls }).Convex;
      try {
        return await convex.asyncSyscall(op, args);
      } catch (e) {
        throw new Error(e instanceof Error ? e.message : String(e));
      }
    };
    nestedRunQuery = async (reference, args, options) => {
      // The runtime's runQuery in a query: its checks, its syscall and its errors.
      if (options?.useStaleSnapshot) throw new Error("`useStaleSnapshot` is only supported in mutations, not queries.");
      const syscallArgs: Record<string, unknown> = { udfType: "query", args: convexToJson(parseArgs(args) as Value), ...getFunctionAddress(reference) };
      if (options?.transactionLimits) syscallArgs.transactionLimits = options.transactionLimits;
      const convex = (globalThis as unknown as { Convex: ConvexSyscalls }).Convex;
      const call: NestedCall = { jsonArgs: "", reads: null };
      let text: string;
      try {
        const json = JSON.stringify(syscallArgs);
        text = await startNestedCall(call, () => convex.asyncSyscall("1.0/runUdf", json));
      } catch (e) {
        const error = e as { message?: string; data?: JSONValue };
        if (error.data !== undefined) {
          const rethrown = new ConvexError(error.message ?? "");
          (rethrown as { data: unknown }).data = jsonToConvex(error.data);
          throw rethrown;
        }
        throw new Error(error.message);
      }
      return nestedAnswer(text, call);
    };
    proto.paginate = async function paginate(this: QueryLike, opts: PaginationOptionsLike) {
      // The runtime's own checks, in its order and words.
      validateArg(opts, 1, "paginate", "options");
      if (typeof opts?.numItems !== "number" || opts.numItems < 0) {
        throw new Error(`\`options.numItems\` must be a positive number. Received \`${String(opts?.numItems)}\`.`);
      }
      const query = this.takeQuery();
      const text = await syscall(
        QUERY_PAGE_OBJECTS,
        JSON.stringify({
          query,
          cursor: opts.cursor,
          endCursor: opts.endCursor ?? null,
          pageSize: opts.numItems,
          maximumRowsRead: opts.maximumRowsRead ?? null,
          maximumBytesRead: opts.maximumBytesRead,
        }),
      );
      const { ticket, ...rest } = JSON.parse(text) as PageAnswer;
      return { page: takeHandoff(ticket).map(copyValue), ...rest };
    };
    proto.collect = async function collect(this: QueryLike): Promise<unknown[]> {
      this.startQuery();
      const queryId = this.state.queryId!;
      const text = await syscall(QUERY_STREAM_REST, JSON.stringify({ queryId }));
      // A ticket (a JSON string), or the documents' JSON when the syscall is not the engine's.
      const docs = text.startsWith('"') ? takeHandoff(JSON.parse(text) as string) : null;
      this.closeQuery();
      return docs ? docs.map(copyValue) : (JSON.parse(text) as JSONValue[]).map((v) => jsonToConvex(v));
    };
    return null;
  })();
  return applied;
}
