/**
 * The page chain behind useLiveList, as plain data and pure functions so the React hook and the
 * benchmark's Node clients subscribe exactly alike. It follows Convex's `usePaginatedQuery`:
 * each page is one subscription over a fixed index range (its end cursor is pinned by the
 * server), the next page starts at the previous page's `continueCursor`, and a page that grew
 * (the server recommends a split, or it holds more than twice the page size) is replaced by its
 * two halves once both have arrived, so pages stay small however the list changes.
 */

export type PageOpts = { numItems: number; cursor: string | null; endCursor?: string; id: number };

/** What one page query answers (Convex's PaginationResult). */
export type PageResult<T> = {
  page: T[];
  isDone: boolean;
  continueCursor: string;
  splitCursor?: string | null;
  pageStatus?: "SplitRecommended" | "SplitRequired" | null;
};

export type PageChain = {
  /** Identifies this chain's page queries (Convex's `paginationOpts.id`). */
  id: number;
  pageSize: number;
  /** The pages in list order, by key. */
  order: number[];
  /** Every subscribed page's options, by key (includes the halves of pages being split). */
  pages: Record<number, PageOpts>;
  /** Pages being split: key → the keys of its two halves. */
  splits: Record<number, [number, number]>;
  nextKey: number;
};

let lastChainId = 0;

/** A chain that starts with its first page, and a fresh id so its queries never mix with an older chain's. */
export function newChain(pageSize: number): PageChain {
  const id = ++lastChainId;
  return { id, pageSize, order: [0], pages: { 0: { numItems: pageSize, cursor: null, id } }, splits: {}, nextKey: 1 };
}

export type Results<T> = Record<number, PageResult<T> | Error | undefined>;

function isInvalidCursor(error: Error): boolean {
  const data = (error as Error & { data?: unknown }).data as { paginationError?: string } | undefined;
  return error.message.includes("InvalidCursor") || data?.paginationError === "InvalidCursor";
}

function wantsSplit<T>(result: PageResult<T>, pageSize: number): boolean {
  if (!result.splitCursor) return false;
  return result.pageStatus === "SplitRecommended" || result.pageStatus === "SplitRequired" || result.page.length > 2 * pageSize;
}

/**
 * The chain after the answers in `results`: splits finished or started, and the next page asked
 * for when the last one has arrived and more remain. Returns the same object when nothing changes;
 * "restart" when a cursor became invalid (the caller starts a new chain).
 */
export function advance<T>(chain: PageChain, results: Results<T>): PageChain | "restart" {
  let next = chain;
  const edit = () => {
    if (next === chain) next = { ...chain, order: [...chain.order], pages: { ...chain.pages }, splits: { ...chain.splits } };
    return next;
  };
  for (const key of chain.order) {
    const result = results[key];
    if (result === undefined) break;
    if (result instanceof Error) {
      if (isInvalidCursor(result)) return "restart";
      break;
    }
    const split = chain.splits[key];
    if (split !== undefined) {
      const [a, b] = split;
      if (results[a] !== undefined && !(results[a] instanceof Error) && results[b] !== undefined && !(results[b] instanceof Error)) {
        const c = edit();
        c.order.splice(c.order.indexOf(key), 1, a, b);
        delete c.pages[key];
        delete c.splits[key];
      }
    } else if (wantsSplit(result, chain.pageSize)) {
      const c = edit();
      const opts = chain.pages[key];
      const a = c.nextKey;
      const b = c.nextKey + 1;
      c.nextKey += 2;
      c.pages[a] = { ...opts, endCursor: result.splitCursor! };
      c.pages[b] = { ...opts, cursor: result.splitCursor!, endCursor: result.continueCursor };
      c.splits[key] = [a, b];
    }
  }
  const lastKey = chain.order[chain.order.length - 1];
  const last = results[lastKey];
  if (last !== undefined && !(last instanceof Error) && !last.isDone && chain.splits[lastKey] === undefined) {
    const c = edit();
    const key = c.nextKey++;
    c.pages[key] = { numItems: chain.pageSize, cursor: last.continueCursor, id: chain.id };
    c.order.push(key);
  }
  return next;
}

/** The first error of a page (other than an invalid cursor), to be thrown like useQuery does. */
export function firstError<T>(chain: PageChain, results: Results<T>): Error | null {
  for (const key of chain.order) {
    const result = results[key];
    if (result instanceof Error && !isInvalidCursor(result)) return result;
  }
  return null;
}

/**
 * Every row of the pages that have arrived, in list order, each once (a man moving between two
 * pages, or shown by an optimistic update, is never listed twice), and whether pages are missing.
 */
export function rowsOf<T extends { _id: string }>(chain: PageChain, results: Results<T>): { rows: T[]; complete: boolean } {
  const rows: T[] = [];
  const seen = new Set<string>();
  let complete = true;
  for (const key of chain.order) {
    const result = results[key];
    if (result === undefined || result instanceof Error) {
      complete = false;
      break;
    }
    for (const row of result.page) {
      if (seen.has(row._id)) continue;
      seen.add(row._id);
      rows.push(row);
    }
    if (key === chain.order[chain.order.length - 1] && !result.isDone) complete = false;
  }
  return { rows, complete };
}
