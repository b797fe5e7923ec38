/**
 * A performance patch of the `convex` package's server runtime (pinned 1.48.0):
 *  - the query object's `collect()` fetches all remaining documents with one syscall
 *    (`retreat/queryStreamRest`, answered by the engine's syscalls) instead of one per document;
 *  - its `paginate()` asks for the page with `retreat/queryPageObjects`;
 * and both take the documents as copies of the stored objects rather than through JSON text
 * (encoded by the syscall, parsed and decoded again by the runtime);
 *  - `ctx.runQuery` in a query (`nestedQueryCtx`, installed by the convex-test copy) hands the
 *    answer's JSON text to the engine (`NestedQueryCalls`: the engine's passThrough.ts decodes it
 *    without jsonToConvex, which copies and checks every value, and watches it).
 * Results and errors are the same; only the per-document encoding and round trips disappear.
 * If the runtime does not look as expected the patch throws (`runtimeChanged`): the backend does
 * not start, and `npm run check-upgrade` fails.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { getFunctionAddress, type FunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { copyValue, takeHandoff, QUERY_PAGE_OBJECTS, QUERY_STREAM_REST, type PageAnswer } from "./handoff.js";
import { PINNED_CONVEX_VERSION, runtimeChanged } from "./versions.js";

/** One nested `ctx.runQuery` call: its syscall started through `send`, its answer made by `answer`. */
export type NestedQueryCall = { send<T>(start: () => T): T; answer(text: string): unknown };
/** How the engine takes part in nested query calls (its passThrough.ts). */
export type NestedQueryCalls = { begin(): NestedQueryCall };

type QueryLike = { state: { type: string; queryId?: number }; startQuery(): number; closeQuery(): void; takeQuery(): unknown };
type PaginationOptionsLike = { numItems?: unknown; cursor?: unknown; endCursor?: unknown; maximumRowsRead?: unknown; maximumBytesRead?: unknown } | undefined;
type ConvexSyscalls = { asyncSyscall(op: string, args: string): Promise<string> };

let applied: Promise<void> | null = null;
let nestedCalls: NestedQueryCalls | null = null;
let nestedRunQuery: ((reference: FunctionReference<"query">, args?: unknown, options?: NestedQueryOptions) => Promise<unknown>) | null = null;
type NestedQueryOptions = { useStaleSnapshot?: boolean; transactionLimits?: unknown };

/** What a query's ctx gets on top of the runtime's own: the faster `runQuery` once the patch is applied. */
export function nestedQueryCtx(): object {
  return nestedRunQuery === null ? {} : { runQuery: nestedRunQuery };
}

type QueryRuntime = {
  proto: Record<string, unknown>;
  validateArg: (arg: unknown, idx: number, method: string, name: string) => void;
  parseArgs: (args: unknown) => Record<string, unknown>;
};

async function importFrom<T>(file: string): Promise<Partial<T>> {
  try {
    return (await import(pathToFileURL(file).href)) as Partial<T>;
  } catch (e) {
    throw runtimeChanged(`cannot load ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The parts of the `convex` package (its package.json at `pkgPath`) the patch replaces or calls;
 * throws `runtimeChanged` when the version is not the pinned one or a part has another shape.
 */
export async function queryRuntimeAt(pkgPath: string): Promise<QueryRuntime> {
  const version = (JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string }).version;
  if (version !== PINNED_CONVEX_VERSION) throw runtimeChanged(`convex ${version} is not ${PINNED_CONVEX_VERSION}`);
  const file = join(dirname(pkgPath), "dist", "esm", "server", "impl", "query_impl.js");
  const mod = await importFrom<{ QueryImpl: { prototype: Record<string, unknown> } }>(file);
  const validate = await importFrom<{ validateArg: QueryRuntime["validateArg"] }>(join(dirname(file), "validate.js"));
  const proto = mod.QueryImpl?.prototype;
  const validateArg = validate.validateArg;
  const methods = ["collect", "paginate", "startQuery", "closeQuery", "takeQuery"];
  if (!proto || typeof validateArg !== "function" || methods.some((m) => typeof proto[m] !== "function")) {
    throw runtimeChanged("the query implementation has a different shape");
  }
  const common = await importFrom<{ parseArgs: QueryRuntime["parseArgs"] }>(join(dirname(pkgPath), "dist", "esm", "common", "index.js"));
  const parseArgs = common.parseArgs;
  if (typeof parseArgs !== "function") throw runtimeChanged("the runtime's argument parser is missing");
  return { proto, validateArg, parseArgs };
}

/**
 * Applies the patch once (`calls`: the engine's side of nested query calls, the latest one used);
 * rejects with `runtimeChanged` when the installed runtime does not take it.
 */
export function patchConvexServer(calls: NestedQueryCalls): Promise<void> {
  nestedCalls = calls;
  applied ??= (async () => {
    const require = createRequire(import.meta.url);
    const { proto, validateArg, parseArgs } = await queryRuntimeAt(require.resolve("convex/package.json"));
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
      const call = nestedCalls!.begin();
      let text: string;
      try {
        const json = JSON.stringify(syscallArgs);
        text = await call.send(() => convex.asyncSyscall("1.0/runUdf", json));
      } catch (e) {
        const error = e as { message?: string; data?: JSONValue };
        if (error.data !== undefined) {
          const rethrown = new ConvexError(error.message ?? "");
          (rethrown as { data: unknown }).data = jsonToConvex(error.data);
          throw rethrown;
        }
        throw new Error(error.message);
      }
      return call.answer(text);
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
  })();
  return applied;
}
