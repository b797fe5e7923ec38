/**
 * A `convex` that is not the pinned one stops an engine core from being created, with a message
 * naming both versions (the backend does not start: server/cli.ts prints it and exits), instead
 * of running without the runtime patch. The installed convex is made "other" by pinning another
 * version here.
 */
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { createConvexTestCore } from "./core.js";

vi.mock("./versions.js", async (importOriginal) => ({ ...(await importOriginal<typeof import("./versions.js")>()), PINNED_CONVEX_VERSION: "1.0.0" }));

describe("an engine core over a convex that is not the pinned one", () => {
  it("is refused, naming the installed and the pinned version", async () => {
    const schema = defineSchema({ notes: defineTable({ text: v.string() }) });
    const never = () => {
      throw new Error("no hook may run");
    };
    const hooks = {
      ids: { generate: never, tableOf: never },
      newTransaction: never,
      onCommit: never,
      syscall: never,
      asyncSyscall: never,
      storeFile: never,
      getFile: never,
      wantRawQueryResult: never,
      onIdentityRead: never,
      resultJson: never,
      topArgs: never,
      pageJson: never,
      nestedQueries: { begin: never },
    };
    await expect(createConvexTestCore(schema, {}, hooks)).rejects.toThrow(
      /^The embedded backend cannot run: the convex runtime cannot be patched \(convex 1\.48\.0 is not 1\.0\.0\)/,
    );
  });
});
