/** Notes every read of the caller's identity through convex-test's `ctx.auth` (its AuthFake). */
import { internalsChanged } from "./versions.js";

let identityReadHook: () => void = () => undefined;
const watchedAuth = new WeakSet<object>();

/**
 * Calls `onRead` whenever a function reads its identity or token from convex-test's `ctx.auth`.
 * The prototype is patched once per loaded convex-test; the latest core's hook is called.
 */
export function watchIdentityReads(proto: object, onRead: () => void): void {
  identityReadHook = onRead;
  if (watchedAuth.has(proto)) return;
  const auth = proto as { getUserIdentity?: (...args: unknown[]) => unknown };
  const getUserIdentity = auth.getUserIdentity;
  const token = Object.getOwnPropertyDescriptor(proto, "token");
  if (typeof getUserIdentity !== "function" || typeof token?.get !== "function") throw internalsChanged("AuthFake has a different shape");
  const readToken = token.get;
  auth.getUserIdentity = function (this: unknown, ...args: unknown[]) {
    identityReadHook();
    return getUserIdentity.apply(this, args);
  };
  Object.defineProperty(proto, "token", {
    ...token,
    get(this: unknown) {
      identityReadHook();
      return readToken.call(this) as unknown;
    },
  });
  watchedAuth.add(proto);
}
