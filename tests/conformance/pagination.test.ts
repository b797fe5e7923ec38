/** Paginated queries stay gapless while rows are inserted at their head (pinned end cursors). */
import { describe, expect, it } from "vitest";
import type { PaginationResult } from "convex/server";
import { api } from "./fixture/convex/_generated/api";
import { backendForFile } from "./backendForFile";
import { waitForValue } from "./helpers";

type Msg = { _id: string; body: string };
type Page = PaginationResult<Msg>;

const backend = backendForFile();

describe("pagination", () => {
  it("keeps two live pages gapless while rows are inserted at the head", async () => {
    for (let i = 0; i < 6; i++) await backend.c.mutation(api.messages.send, { body: `old ${i}` });
    let page1: Page | null = null;
    let page2: Page | null = null;
    backend.c.onUpdate(api.messages.page, { paginationOpts: { numItems: 3, cursor: null } }, (p) => (page1 = p as Page));
    const first = await waitForValue<Page>(backend.c, api.messages.page, { paginationOpts: { numItems: 3, cursor: null } }, (p) => p.page.length === 3);
    expect(first.page.map((m) => m.body)).toEqual(["old 5", "old 4", "old 3"]);
    const args2 = { paginationOpts: { numItems: 3, cursor: first.continueCursor } };
    backend.c.onUpdate(api.messages.page, args2, (p) => (page2 = p as Page));
    await waitForValue<Page>(backend.c, api.messages.page, args2, (p) => p.page.length === 3);

    await backend.c.mutation(api.messages.send, { body: "new A" });
    await backend.c.mutation(api.messages.send, { body: "new B" });
    // The mutation resolves once its effects are reflected in this client's subscriptions.
    const all = [...page1!.page, ...page2!.page].map((m) => m.body);
    expect(all).toEqual(["new B", "new A", "old 5", "old 4", "old 3", "old 2", "old 1", "old 0"]);
    expect(page1!.continueCursor).toBe(first.continueCursor);
  });

  it("loads more pages through the client's paginated query support", async () => {
    const seen: string[][] = [];
    const sub = backend.c.onPaginatedUpdate_experimental(api.messages.page, {} as never, { initialNumItems: 4 }, (r) => {
      seen.push((r as unknown as { results: Msg[] }).results.map((m) => m.body));
    });
    const until = async (pred: (v: string[]) => boolean) => {
      for (let i = 0; i < 100 && !(seen.length && pred(seen[seen.length - 1])); i++) await new Promise((r) => setTimeout(r, 50));
      return seen[seen.length - 1] ?? [];
    };
    expect(await until((v) => v.length === 4)).toHaveLength(4);
    const current = sub.getCurrentValue() as unknown as { loadMore: (n: number) => boolean };
    current.loadMore(10);
    const more = await until((v) => v.length === 8);
    await backend.c.mutation(api.messages.send, { body: "newest" });
    const withNew = await until((v) => v.length === 9);
    expect(withNew[0]).toBe("newest");
    expect(withNew.slice(1)).toEqual(more);
    sub.unsubscribe();
  });
});
