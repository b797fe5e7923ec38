/**
 * The runtime patch hands documents from the syscall to collect() (and paginate()) by ticket:
 * every ticket must reach its reader however many reads are in flight at once (a query over a
 * page of men that counts something for each of them starts dozens of reads before taking any,
 * and many such queries run at once).
 */
import type { GenericMutationCtx, GenericDataModel } from "convex/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { EngineCore } from "./engineCore.js";
import { createTestCore } from "./indexTestKit.js";

type Ctx = GenericMutationCtx<GenericDataModel>;
let core: EngineCore;

beforeAll(async () => {
  core = await createTestCore();
  await core.accessor(null).mutation(async (ctx: Ctx) => {
    for (let i = 0; i < 5; i++) await ctx.db.insert("items", { a: i, tag: "t" });
  });
});

describe("documents handed over by ticket", () => {
  it("reach every one of 3,000 reads started at once", async () => {
    const counts = (await core.accessor(null).query(async (ctx: Ctx) => {
      const reads = Array.from({ length: 3000 }, () => ctx.db.query("items").collect());
      return (await Promise.allSettled(reads)).map((r) => (r.status === "fulfilled" ? r.value.length : r.reason instanceof Error ? r.reason.message : "?"));
    })) as Array<number | string>;
    expect(new Set(counts)).toEqual(new Set([5]));
  });
});
