/**
 * The adapter: the only code that reaches into convex-test's and the `convex` runtime's
 * internals (pinned versions, checked at start: a change stops the backend). The rest of the
 * embedded backend uses this interface only, and nothing here imports the rest of the engine.
 *
 *   createConvexTestCore  a convex-test instance with the engine's hooks in its private state
 *   RawQueryResult        a top-level query's answer left as the runtime's JSON text
 *   handOver, QUERY_*     documents handed to the patched runtime without JSON
 *   types                 the shapes the engine and the adapter share (types.ts)
 */
export { createConvexTestCore, RawQueryResult } from "./core.js";
export type { ConvexTestDb } from "./database.js";
export type { NestedQueryCalls } from "./convexServerPatch.js";
export { handOver, QUERY_PAGE_OBJECTS, QUERY_STREAM_REST, type PageAnswer } from "./handoff.js";
export type {
  Accessor,
  AsyncSyscall,
  CommitWrite,
  Doc,
  Identity,
  PageResult,
  PaginateArgs,
  QueryEvaluator,
  QuerySource,
  RangeExpr,
  ResolvedSource,
  SerializedQuery,
  Syscall,
} from "./types.js";
