/**
 * useLiveList for a Node ConvexClient: the same page chain (src/lib/livePages.ts), the same page
 * queries with the same arguments, so a bench client subscribes exactly as a screen does.
 */
import type { ConvexClient } from "convex/browser";
import type { PaginatedQueryArgs, PaginatedQueryItem, PaginatedQueryReference } from "convex/react";
import { advance, newChain, rowsOf, type PageChain, type PageResult, type Results } from "../src/lib/livePages";

export class LiveListClient<Query extends PaginatedQueryReference, T extends PaginatedQueryItem<Query> & { _id: string } = PaginatedQueryItem<Query>> {
  private chain: PageChain;
  private results: Results<T> = {};
  private subscriptions = new Map<number, () => void>();
  private cached: { rows: T[]; complete: boolean } | null = null;

  constructor(
    private client: ConvexClient,
    private query: Query,
    private args: PaginatedQueryArgs<Query>,
    private pageSize: number,
    private onChange: () => void,
  ) {
    this.chain = newChain(pageSize);
    this.subscribe();
  }

  /** Rows of the pages that have arrived, each once, in list order (the same array until a page changes). */
  get rows(): T[] {
    return this.list().rows;
  }

  /** Every page has arrived. */
  get loaded(): boolean {
    return this.list().complete;
  }

  /** How many page subscriptions are open. */
  get pageCount(): number {
    return this.subscriptions.size;
  }

  close(): void {
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }

  private list(): { rows: T[]; complete: boolean } {
    this.cached ??= rowsOf(this.chain, this.results);
    return this.cached;
  }

  /** Opens the pages the chain holds and closes the ones it dropped, as useQueries does on render. */
  private subscribe(): void {
    for (const [key, unsubscribe] of this.subscriptions) {
      if (this.chain.pages[Number(key)] !== undefined) continue;
      unsubscribe();
      this.subscriptions.delete(key);
      delete this.results[key];
    }
    for (const [key, paginationOpts] of Object.entries(this.chain.pages)) {
      const pageKey = Number(key);
      if (this.subscriptions.has(pageKey)) continue;
      const store = (result: PageResult<T> | Error) => {
        if (this.subscriptions.get(pageKey) === undefined) return;
        this.results = { ...this.results, [pageKey]: result };
        this.settle();
      };
      this.subscriptions.set(pageKey, () => {});
      const pageArgs = { ...this.args, paginationOpts } as Query["_args"];
      const { unsubscribe } = this.client.onUpdate(this.query, pageArgs, (result) => store(result as PageResult<T>), store);
      if (this.subscriptions.has(pageKey)) this.subscriptions.set(pageKey, unsubscribe);
    }
  }

  private settle(): void {
    const next = advance(this.chain, this.results);
    if (next === "restart") {
      this.close();
      this.results = {};
      this.chain = newChain(this.pageSize);
      this.subscribe();
    } else if (next !== this.chain) {
      this.chain = next;
      this.subscribe();
    }
    this.cached = null;
    this.onChange();
  }
}
