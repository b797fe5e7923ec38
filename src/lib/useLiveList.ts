import { usePaginatedQuery, type PaginatedQueryArgs, type PaginatedQueryItem, type PaginatedQueryReference } from "convex/react";
import { useEffect } from "react";

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
 * one after another until the list is exhausted; search, sort and paging then happen on the client.
 * Pass "skip" as args to subscribe to nothing.
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
  return { rows: results, isLoading: args !== "skip" && status !== "Exhausted" };
}
