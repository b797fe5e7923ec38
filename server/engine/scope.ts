/**
 * Execution scopes.
 *  - `inFunctionScope` marks code running on behalf of the app's functions: inside it,
 *    `process.env` shows only the variables meant for functions.
 *  - `clean` runs server work outside every AsyncLocalStorage context (convex-test's
 *    transaction, auth and global-override contexts included), e.g. from a commit hook.
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";

type FunctionEnv = Record<string, string>;
type Scope = { env: FunctionEnv; track: unknown; requestKey: string | null; rawQueryResult: boolean; watch: IdentityWatch | null };
/**
 * Whether an execution (or one nested in it) looked at the caller's identity; `direct` when its
 * own code did, not only a nested execution.
 */
export type IdentityWatch = { read: boolean; parent: IdentityWatch | null; direct?: boolean };
/** What the engine tells the scope about the call it runs. */
export type CallScope = { track?: unknown; requestKey?: string | null; rawQueryResult?: boolean; watch?: IdentityWatch };

// One AsyncLocalStorage for everything the backend tracks per execution: each active one adds
// work to every promise created while functions run.
const functionScope = new AsyncLocalStorage<Scope>();
const root = new AsyncResource("retreat-embedded-root");

export function clean<T>(fn: () => T): T {
  return root.runInAsyncScope(fn);
}

export function inFunctionScope<T>(env: FunctionEnv, fn: () => T, call: CallScope = {}): T {
  return functionScope.run(
    { env, track: call.track ?? null, requestKey: call.requestKey ?? null, rawQueryResult: call.rawQueryResult ?? false, watch: call.watch ?? null },
    fn,
  );
}

/**
 * Runs a nested function execution (ctx.runQuery) inside the current one, with its own read
 * tracking; afterwards `watch.read` tells whether it looked at the caller's identity.
 */
export function inNestedExecution<T>(track: unknown, watch: IdentityWatch, fn: () => T): T {
  const parent = functionScope.getStore();
  if (parent === undefined) return fn();
  watch.parent = parent.watch;
  return functionScope.run({ ...parent, track, watch }, fn);
}

/** The running execution looks at the caller's identity (and so do the ones it is nested in). */
export function noteIdentityRead(): void {
  const own = functionScope.getStore()?.watch ?? null;
  if (own !== null) own.direct = true;
  for (let w = own; w !== null; w = w.parent) w.read = true;
}

/** Whether the current call is a client's top-level query whose result may stay JSON text. */
export function wantsRawQueryResult(): boolean {
  return functionScope.getStore()?.rawQueryResult ?? false;
}

/** The client request (session and request id) the current execution serves, if any. */
export function currentRequestKey(): string | null {
  return functionScope.getStore()?.requestKey ?? null;
}

/** The read tracking of the current execution (see readSet.ts), if any. */
export function currentTrack<T>(): T | null {
  return (functionScope.getStore()?.track as T | undefined) ?? null;
}

export function isInFunctionScope(): boolean {
  return functionScope.getStore() !== undefined;
}

/** Variables functions may read, besides the ones the backend sets itself. */
const ALLOWED = [/^OPENAI_/, /^MAIL_/, /^AUTH_/, /^SITE_URL$/, /^CUSTOM_AUTH_SITE_URL$/, /^RETREAT_PUBLIC_/];

export function functionEnvFrom(source: NodeJS.ProcessEnv, own: FunctionEnv): FunctionEnv {
  const env: FunctionEnv = {};
  for (const [k, v] of Object.entries(source)) {
    if (v !== undefined && ALLOWED.some((re) => re.test(k))) env[k] = v;
  }
  return Object.assign(env, own);
}

let installed = false;

/**
 * Replaces `process.env` by a view that shows the function environment inside a function
 * scope and the real environment elsewhere. (`convex/_generated/server.js` captures
 * `process.env` as `env` at import time, so the view must be in place before convex/ loads.)
 */
export function installEnvView(): void {
  if (installed) return;
  installed = true;
  const real = process.env;
  const pick = (): Record<string, string | undefined> => functionScope.getStore()?.env ?? real;
  const view = new Proxy({} as NodeJS.ProcessEnv, {
    get: (_t, k) => (typeof k === "string" ? pick()[k] : undefined),
    set: (_t, k, v) => {
      if (typeof k !== "string") return false;
      const target = pick();
      target[k] = String(v);
      return true;
    },
    deleteProperty: (_t, k) => (typeof k === "string" ? delete pick()[k] : false),
    has: (_t, k) => typeof k === "string" && pick()[k] !== undefined,
    ownKeys: () => Object.keys(pick()),
    getOwnPropertyDescriptor: (_t, k) => {
      if (typeof k !== "string") return undefined;
      const v = pick()[k];
      return v === undefined ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
    },
  });
  Object.defineProperty(process, "env", { value: view, writable: true, configurable: true, enumerable: true });
}
