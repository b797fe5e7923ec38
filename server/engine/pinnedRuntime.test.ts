/**
 * The engine is built against exact versions of `convex` and `convex-test`. An upgrade that changes
 * either must fail here, not only print a line at start and quietly run without the speed-ups.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { patchConvexServer, PINNED_CONVEX_VERSION } from "./convexServerPatch.js";
import { PINNED_CONVEX_TEST_VERSION } from "./convexTestLoader.js";

const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

describe("the engine's pinned runtime", () => {
  it("is the one package.json installs", () => {
    expect(manifest.dependencies.convex).toBe(PINNED_CONVEX_VERSION);
    expect(manifest.dependencies["convex-test"]).toBe(PINNED_CONVEX_TEST_VERSION);
  });

  it("takes the query runtime's patch (collect, paginate and nested runQuery in one syscall each)", async () => {
    expect(await patchConvexServer()).toBeNull();
  });
});
