import { filterMen } from "../../../convex/shared/manSearch";
import type { Language } from "../../../convex/shared/languages";
import { nameCollator } from "../../i18n/format";

/**
 * The grid's search, type filter, sort and paging, done on the client over the one live list
 * (SPEC.md §7 "Attendees list"), so a keystroke never waits for the network.
 */

export const PAGE_SIZE = 25;

export type TypeFilter = "all" | "attendee" | "server";
export type NameSort = "asc" | "desc" | null;

export type FilterableAttendee = {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null;
  attendee_type: "attendee" | "server";
  created_at: number;
};

export type GridQuery = {
  search: string;
  type: TypeFilter;
  sort: NameSort;
  page: number; // 0-based
  showAll: boolean;
};

export type GridView<T> = {
  /** Every row matching search and type, sorted: what Export uses when nothing is selected. */
  matching: T[];
  /** The rows on the current page (all matching rows with Show All). */
  pageRows: T[];
  page: number; // 0-based, clamped to the pages there are
  pageCount: number; // at least 1
  /** 'Showing a–b of n' or 'Showing all n records'. */
  summary: string;
  /** The summary's numbers, for the pager to say in the person's language. */
  range: SummaryRange;
};

export type SummaryRange = { all: boolean; first: number; last: number; total: number };

export function rangeOf(total: number, page: number, showAll: boolean): SummaryRange {
  if (showAll) return { all: true, first: total === 0 ? 0 : 1, last: total, total };
  if (total === 0) return { all: false, first: 0, last: 0, total };
  return { all: false, first: page * PAGE_SIZE + 1, last: Math.min(total, (page + 1) * PAGE_SIZE), total };
}

/**
 * The one man search (names in any order and in part, accent-insensitive, phone digits in any
 * format: convex/shared/manSearch.ts), and the type filter.
 */
export function filterAttendees<T extends FilterableAttendee>(rows: readonly T[], search: string, type: TypeFilter): T[] {
  const ofType = type === "all" ? rows : rows.filter((row) => row.attendee_type === type);
  return filterMen(ofType, search);
}

/** By first then last name in the chosen direction (Spanish order in Spanish: ñ after n); with no name sort, newest first. */
export function sortAttendees<T extends FilterableAttendee>(rows: readonly T[], sort: NameSort, collator: Intl.Collator = nameCollator("en")): T[] {
  const sorted = [...rows];
  if (sort === null) return sorted.sort((a, b) => b.created_at - a.created_at);
  const direction = sort === "asc" ? 1 : -1;
  return sorted.sort(
    (a, b) =>
      direction * (collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name)),
  );
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function summaryOf(total: number, page: number, showAll: boolean): string {
  const { all, first, last } = rangeOf(total, page, showAll);
  return all ? `Showing all ${total} records` : `Showing ${first}–${last} of ${total}`;
}

/** The whole pipeline for one state of the controls. */
export function gridView<T extends FilterableAttendee>(rows: readonly T[], query: GridQuery, language: Language = "en"): GridView<T> {
  const matching = sortAttendees(filterAttendees(rows, query.search, query.type), query.sort, nameCollator(language));
  const pageCount = query.showAll ? 1 : pageCountOf(matching.length);
  const page = query.showAll ? 0 : Math.min(Math.max(0, query.page), pageCount - 1);
  const pageRows = query.showAll ? matching : matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const range = rangeOf(matching.length, page, query.showAll);
  return { matching, pageRows, page, pageCount, summary: summaryOf(matching.length, page, query.showAll), range };
}
