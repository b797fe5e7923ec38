/**
 * Queries that pass a nested query's answer through: `return await ctx.runQuery(ref, args)`, as
 * the lists without pages do after their permission check (convex/functions.ts, sharedStaffQuery).
 *
 * A nested answer reaches the calling function as a proxy of its decoded value that notes any
 * look inside it. When the function returns it untouched, its own code cannot have depended on
 * the answer, so its result is the nested answer's text as it is (no encoding again), and the
 * execution records the nested call. The subscription can then be brought up to date after a
 * commit that changed only what the nested call read by running that call alone (shared by
 * every caller), without running the caller's own code again: see server/sync/queries.ts.
 */
import type { NestedQueryCalls } from "./adapter/index.js";
import { jsonTextToValue, plainJsonText } from "./json.js";
import { currentTracking, type NestedCall } from "./readSet.js";

let starting: NestedCall | null = null;

/** Makes `call` the record of the nested call `start` begins (the syscall layer takes it synchronously). */
export function startNestedCall<T>(call: NestedCall, start: () => T): T {
  starting = call;
  try {
    return start();
  } finally {
    starting = null;
  }
}

/** The record of the nested call being started, for the syscall layer to fill in. */
export function takeNestedCall(): NestedCall | null {
  const call = starting;
  starting = null;
  return call;
}

/** The engine's side of a query's nested `ctx.runQuery` calls (the adapter's patched runtime makes them). */
export const nestedQueryCalls: NestedQueryCalls = {
  begin() {
    const call: NestedCall = { jsonArgs: "", reads: null };
    return { send: (start) => startNestedCall(call, start), answer: (text) => nestedAnswer(text, call) };
  },
};

type Answer = { text: string; call: NestedCall; value: object; touched: boolean };
const answers = new WeakMap<object, Answer>();

/** Any look inside the value: its fields, keys, descriptors, or a change. */
const TOUCHES = ["has", "ownKeys", "getOwnPropertyDescriptor", "set", "defineProperty", "deleteProperty", "setPrototypeOf", "preventExtensions"] as const;

/**
 * The value of a nested query's answer. Objects and arrays come as a proxy that notes being
 * looked into; reading `then` (as `await` does) does not count: JSON holds no functions, so
 * awaiting the value gives the value whatever `then` holds.
 */
export function nestedAnswer(text: string, call: NestedCall): unknown {
  const value = jsonTextToValue(text);
  if (call.reads === null || typeof value !== "object" || value === null) return value;
  const answer: Answer = { text, call, value, touched: false };
  const handler: ProxyHandler<object> = {
    get(target, key, receiver) {
      if (key !== "then") answer.touched = true;
      return Reflect.get(target, key, receiver) as unknown;
    },
  };
  for (const trap of TOUCHES) {
    handler[trap] = (...args: unknown[]) => {
      answer.touched = true;
      return (Reflect[trap] as (...a: unknown[]) => never)(...args);
    };
  }
  const proxy = new Proxy(value, handler);
  answers.set(proxy, answer);
  return proxy;
}

/** The nested answer `value` is, if it is one nobody looked into: its text and its call. */
export function untouchedAnswer(value: unknown): { text: string; call: NestedCall } | null {
  if (typeof value !== "object" || value === null) return null;
  const answer = answers.get(value);
  return answer !== undefined && !answer.touched ? answer : null;
}

/** The value behind a nested answer's proxy (encoding it then needs no proxy traps), or the value itself. */
export function unwrapAnswer(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  return answers.get(value)?.value ?? value;
}

/**
 * A query result's JSON text (convexToJson's), or undefined to leave it to the runtime. An
 * untouched nested answer is its own text, and the execution notes that it passed it through.
 */
export function queryResultText(value: unknown): string | undefined {
  const answer = untouchedAnswer(value);
  if (answer !== null) {
    const track = currentTracking();
    if (track) track.passThrough = answer.call;
    return answer.text;
  }
  return plainJsonText(unwrapAnswer(value));
}

/**
 * A top-level query's arguments, with `paginationOpts` (when it holds an `id`) as a proxy that
 * notes any look at the id: its key, its value, or the list of keys. The id only tells one
 * client's page queries from another's (Convex's usePaginatedQuery sets it); a function that never
 * looks at it answers the same page the same whatever the id, so identical page calls of different
 * clients can share one run (sync/queries.ts).
 */
export function watchPageId(args: unknown): unknown {
  if (typeof args !== "object" || args === null || Array.isArray(args)) return args;
  const opts = (args as { paginationOpts?: unknown }).paginationOpts;
  if (typeof opts !== "object" || opts === null || !Object.prototype.hasOwnProperty.call(opts, "id")) return args;
  const note = () => {
    const track = currentTracking();
    if (track) track.pageIdRead = true;
  };
  const watched = new Proxy(opts, {
    get(target, key, receiver) {
      if (key === "id") note();
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (key === "id") note();
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      if (key === "id") note();
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      note();
      return Reflect.ownKeys(target);
    },
  });
  return { ...(args as Record<string, unknown>), paginationOpts: watched };
}
