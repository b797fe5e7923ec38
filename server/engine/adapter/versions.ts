/**
 * The exact versions of the packages whose internals the adapter edits or patches, and the error
 * that stops the embedded backend when an installed package does not look as expected.
 */
export const PINNED_CONVEX_TEST_VERSION = "0.0.60";
export const PINNED_CONVEX_VERSION = "1.48.0";

/** convex-test's internals changed: the backend cannot run (`npm run check-upgrade` shows where). */
export function internalsChanged(detail: string): Error {
  return new Error(
    `The embedded backend cannot run: convex-test internals changed (${detail}). ` +
      `It is built against convex-test ${PINNED_CONVEX_TEST_VERSION} exactly; ` +
      `reinstall that version (npm ci) or update server/engine/adapter/.`,
  );
}

/** The `convex` runtime does not take the patch: the backend cannot run. */
export function runtimeChanged(detail: string): Error {
  return new Error(
    `The embedded backend cannot run: the convex runtime cannot be patched (${detail}). ` +
      `It is built against convex ${PINNED_CONVEX_VERSION} exactly; ` +
      `reinstall that version (npm ci) or update server/engine/adapter/convexServerPatch.ts.`,
  );
}
