import { useQueries, type PaginatedQueryArgs, type PaginatedQueryItem, type PaginatedQueryReference } from "convex/react";
import { getFunctionName, makeFunctionReference } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { useMemo, useState } from "react";
import { advance, firstError, newChain, rowsOf, type PageChain, type Results } from "./livePages";

export type LiveList<T> = {
  /** Every row loaded so far, each once, in the query's order. */
  rows: T[];
  /** True until every page has arrived (rows may already hold the first pages). */
  isLoading: boolean;
};

type Chain = PageChain & { key: string };

const EMPTY: never[] = [];

/**
 * A whole list read as a chain of bounded, live pages of a paginated query: each page is its own
 * subscription over a fixed index range, so a change to one row re-runs and re-sends only the
 * page that holds it, never the whole list. Pages are loaded one after another until the list is
 * exhausted, and a page that grows is split in two (src/lib/livePages.ts); search, sort and paging
 * then happen on the client. Rows are listed once each, even while pages split or a row moves
 * between pages. Pass "skip" as args to subscribe to nothing.
 *
 * Size `pageSize` so a page stays small on the wire: about pageSize × bytes per row, at most twice
 * that while a growing page waits for its split.
 */
export function useLiveList<Query extends PaginatedQueryReference>(
  query: Query,
  args: PaginatedQueryArgs<Query> | "skip",
  pageSize: number,
): LiveList<PaginatedQueryItem<Query>> {
  const skip = args === "skip";
  const argsKey = skip ? "skip" : JSON.stringify(convexToJson(args as Value));
  const key = `${argsKey}|${pageSize}`;
  const [stored, setStored] = useState<Chain>(() => ({ ...newChain(pageSize), key }));
  let chain = stored;
  if (chain.key !== key) {
    chain = { ...newChain(pageSize), key };
    setStored(chain);
  }

  // `api.x.y` is a new object on every access, so the requests are keyed on the function's name:
  // new requests on every render would resubscribe and re-render without end.
  const queryName = getFunctionName(query);
  const requests = useMemo(() => {
    if (skip) return {};
    const base = jsonToConvex(JSON.parse(argsKey) as JSONValue) as Record<string, Value>;
    const reference = makeFunctionReference<"query">(queryName);
    return Object.fromEntries(
      Object.entries(chain.pages).map(([pageKey, paginationOpts]) => [pageKey, { query: reference, args: { ...base, paginationOpts } }]),
    );
  }, [skip, argsKey, chain.pages, queryName]);
  const results = useQueries(requests) as Results<PaginatedQueryItem<Query>>;

  if (!skip) {
    const next = advance(chain, results);
    if (next === "restart") setStored({ ...newChain(pageSize), key });
    else if (next !== chain) setStored({ ...next, key });
    const error = firstError(chain, results);
    if (error !== null) throw error;
  }

  // The same rows (same array) for as long as the pages are the same, so screens memoise on them.
  const values = chain.order.map((pageKey) => results[pageKey]);
  const [memo, setMemo] = useState(() => ({ values, list: rowsOf(chain, results) }));
  let list = memo.list;
  if (values.length !== memo.values.length || values.some((value, i) => value !== memo.values[i])) {
    list = rowsOf(chain, results);
    setMemo({ values, list });
  }
  return { rows: skip ? EMPTY : list.rows, isLoading: !skip && !list.complete };
}
