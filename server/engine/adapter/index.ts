/**
 * The adapter: the only code that reaches into convex-test's and the `convex` runtime's
 * internals (pinned versions, checked at start). The rest of the embedded backend uses this
 * interface only, and nothing here imports the rest of the engine.
 *
 *   createConvexTestCore  a convex-test instance with the engine's hooks in its private state
 *   RawQueryResult        a top-level query's answer left as the runtime's JSON text
 *   handOver, QUERY_*     documents handed to the patched runtime without JSON
 *   versions              the pinned versions and the errors that stop the backend
 */
export { createConvexTestCore, RawQueryResult, type AdapterHooks, type ConvexTestCore, type ConvexTestDb } from "./core.js";
export type { NestedQueryCall, NestedQueryCalls } from "./convexServerPatch.js";
export type { QueryOverride } from "./queryOverrides.js";
export { handOver, QUERY_PAGE_OBJECTS, QUERY_STREAM_REST, type PageAnswer } from "./handoff.js";
export { PINNED_CONVEX_TEST_VERSION, PINNED_CONVEX_VERSION } from "./versions.js";
export type {
  Accessor,
  AsyncSyscall,
  CommitWrite,
  Doc,
  FunctionPath,
  Identity,
  PageResult,
  PaginateArgs,
  QueryEvaluator,
  QuerySource,
  RangeExpr,
  ResolvedSource,
  SerializedQuery,
  Syscall,
  TransactionTracker,
} from "./types.js";
