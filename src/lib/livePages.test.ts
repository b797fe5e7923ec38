import { expect, test } from "vitest";
import { advance, newChain, rowsOf, type PageChain, type PageResult, type Results } from "./livePages";

type Row = { _id: string };
const rows = (...ids: string[]): Row[] => ids.map((_id) => ({ _id }));
const page = (ids: string[], more: Partial<PageResult<Row>> = {}): PageResult<Row> => ({
  page: rows(...ids),
  isDone: false,
  continueCursor: `after-${ids[ids.length - 1]}`,
  ...more,
});
const step = (chain: PageChain, results: Results<Row>) => {
  const next = advance(chain, results);
  if (next === "restart") throw new Error("restart");
  return next;
};

test("asks for the next page when the last one arrives, and stops at the end", () => {
  let chain = newChain(2);
  const results: Results<Row> = {};
  expect(step(chain, results)).toBe(chain);
  results[0] = page(["a", "b"]);
  chain = step(chain, results);
  expect(chain.order).toEqual([0, 1]);
  expect(chain.pages[1]).toMatchObject({ numItems: 2, cursor: "after-b" });
  expect(rowsOf(chain, results)).toEqual({ rows: rows("a", "b"), complete: false });
  results[1] = page(["c"], { isDone: true });
  const done = step(chain, results);
  expect(done).toBe(chain);
  expect(rowsOf(chain, results)).toEqual({ rows: rows("a", "b", "c"), complete: true });
});

test("a grown page is split in two and replaced once both halves arrive, rows listed once throughout", () => {
  let chain = newChain(2);
  const results: Results<Row> = { 0: page(["a", "b", "c", "d"], { isDone: true, splitCursor: "after-b", pageStatus: "SplitRecommended" }) };
  chain = step(chain, results);
  expect(chain.splits[0]).toEqual([1, 2]);
  expect(chain.pages[1]).toMatchObject({ cursor: null, endCursor: "after-b" });
  expect(chain.pages[2]).toMatchObject({ cursor: "after-b", endCursor: "after-d" });
  expect(rowsOf(chain, results).rows).toEqual(rows("a", "b", "c", "d"));
  results[1] = page(["a", "b"]);
  expect(step(chain, results)).toBe(chain);
  // The second half already shows a man who moved: he is still listed once.
  results[2] = page(["b", "c", "d"], { isDone: true });
  chain = step(chain, results);
  expect(chain.order).toEqual([1, 2]);
  expect(chain.pages[0]).toBeUndefined();
  expect(rowsOf(chain, results)).toEqual({ rows: rows("a", "b", "c", "d"), complete: true });
});

test("an invalid cursor restarts the chain; other errors are kept for the screen", () => {
  const chain = newChain(2);
  expect(advance(chain, { 0: new Error("InvalidCursor: the query changed") })).toBe("restart");
  const other = new Error("FORBIDDEN");
  expect(advance(chain, { 0: other })).toBe(chain);
  expect(rowsOf(chain, { 0: other }).complete).toBe(false);
});
