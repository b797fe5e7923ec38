/**
 * Whose page end is pinned, as on Convex. Convex keeps a query's end cursor in the query journal
 * for the top-level query function's own `paginate()` only. A query called through
 * `ctx.runQuery` gets a fresh journal (crates/isolate/src/environment/udf/async_syscall.rs:
 * `QueryJournal::new()` for every nested query of a non-system function, and the nested journal
 * is dropped afterwards), so its page is "the next numItems rows from the cursor" every time it
 * runs: a row inserted before its end pushes its last row out. Each function execution may call
 * `paginate()` once; a nested query's is its own, not the caller's.
 */
import { describe, expect, it } from "vitest";
import type { PaginationResult } from "convex/server";
import { api } from "./fixture/convex/_generated/api";
import { backendForFile } from "./backendForFile";
import { waitForValue } from "./helpers";

type Msg = { _id: string; body: string };
type Page = PaginationResult<Msg>;
type Both = Page & { nested: string[] };

const backend = backendForFile();

const bodies = (page: Page) => page.page.map((m) => m.body);

describe("pagination in nested queries (Convex's journal rule)", () => {
  it("does not pin a nested query's page end: new rows push its last rows out, and its cursor moves", async () => {
    for (let i = 0; i < 5; i++) await backend.c.mutation(api.messages.send, { body: `old ${i}` });
    const args = { paginationOpts: { numItems: 3, cursor: null } };
    let latest: Page | null = null;
    const unsubscribe = backend.c.onUpdate(api.messages.nestedPage, args, (p) => (latest = p as Page));
    const first = await waitForValue<Page>(backend.c, api.messages.nestedPage, args, (p) => p.page.length === 3);
    expect(bodies(first)).toEqual(["old 4", "old 3", "old 2"]);

    await backend.c.mutation(api.messages.send, { body: "new A" });
    // The mutation resolves once this client's subscriptions reflect it.
    expect(bodies(latest!)).toEqual(["new A", "old 4", "old 3"]);
    expect(latest!.page).toHaveLength(3);
    expect(latest!.continueCursor).not.toBe(first.continueCursor);
    unsubscribe();
  });

  it("pins the top-level page in the same function while its nested page moves, with one paginate() each", async () => {
    const args = { paginationOpts: { numItems: 2, cursor: null } };
    let latest: Both | null = null;
    const unsubscribe = backend.c.onUpdate(api.messages.ownAndNestedPage, args, (p) => (latest = p as Both));
    const first = await waitForValue<Both>(backend.c, api.messages.ownAndNestedPage, args, (p) => p.page.length === 2);
    expect(bodies(first)).toEqual(["new A", "old 4"]);
    expect(first.nested).toEqual(["new A", "old 4"]);

    await backend.c.mutation(api.messages.send, { body: "new B" });
    // The function's own page keeps its end (it grows); the nested page is two rows from the top again.
    expect(bodies(latest!)).toEqual(["new B", "new A", "old 4"]);
    expect(latest!.continueCursor).toBe(first.continueCursor);
    expect(latest!.nested).toEqual(["new B", "new A"]);
    unsubscribe();
  });

  it("gives a one-shot nested page the rows from its cursor, whatever the caller's journal", async () => {
    const page = await backend.c.query(api.messages.nestedPage, { paginationOpts: { numItems: 2, cursor: null } });
    expect(bodies(page as Page)).toEqual(["new B", "new A"]);
  });

  it("refuses a second paginate() in one execution with Convex's text", async () => {
    await expect(backend.c.query(api.messages.twoPages, {})).rejects.toThrow(
      "This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.",
    );
  });
});
