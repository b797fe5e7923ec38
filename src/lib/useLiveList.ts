import { usePaginatedQuery, type PaginatedQueryArgs, type PaginatedQueryItem, type PaginatedQueryReference } from "convex/react";
import { useEffect, useMemo } from "react";

export type LiveList<T> = {
  /** Every row loaded so far, each once, in the query's order. */
  rows: T[];
  /** True until every page has arrived (rows may already hold the first pages). */
  isLoading: boolean;
};

/**
 * A whole list read as a chain of bounded, live pages of a paginated query (Convex's
 * `usePaginatedQuery`): each page is its own subscription over a fixed index range, so a change to
 * one row re-runs and re-sends only the page that holds it, never the whole list. Pages are loaded
 * one after another until the list is exhausted, and a page that grows is split in two when the
 * server recommends it (src/lib/livePages.ts follows the same rules for Node clients); search,
 * sort and paging then happen on the client. Rows are listed once each, even while a row moves
 * between pages or an optimistic update shows him twice. Pass "skip" as args to subscribe to nothing.
 *
 * Size `pageSize` so a page stays small on the wire: about pageSize × bytes per row.
 */
export function useLiveList<Query extends PaginatedQueryReference>(
  query: Query,
  args: PaginatedQueryArgs<Query> | "skip",
  pageSize: number,
): LiveList<PaginatedQueryItem<Query>> {
  const { results, status, loadMore } = usePaginatedQuery(query, args, { initialNumItems: pageSize });
  useEffect(() => {
    if (status === "CanLoadMore") loadMore(pageSize);
  }, [status, loadMore, pageSize]);
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return results.filter((row: { _id: string }) => !seen.has(row._id) && seen.add(row._id) !== undefined);
  }, [results]);
  return { rows, isLoading: args !== "skip" && status !== "Exhausted" };
}
