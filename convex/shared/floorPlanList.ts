import { matchesMan, parseSearch, type SearchableMan } from "./manSearch";

/**
 * The order and search of the floor plan's unassigned list, shared by the server query and the
 * screen's optimistic updates so both place a man in the same spot. Pure functions.
 */

/** How many unassigned men the floor plan lists at once (about what its panel shows); search finds the others. */
export const UNASSIGNED_LIST_LIMIT = 50;
/** Longest search text considered; names are far shorter. */
export const MAX_SEARCH_LENGTH = 100;

type Named = { first_name: string; last_name: string };

/** First then last name in code-unit order: the order of the by_room and by_type_and_room indexes after sleeps_at_home. */
export function byName(a: Named, b: Named): number {
  if (a.first_name !== b.first_name) return a.first_name < b.first_name ? -1 : 1;
  if (a.last_name !== b.last_name) return a.last_name < b.last_name ? -1 : 1;
  return 0;
}

/** The search as typed, cut to a sensible length (names are far shorter). */
export function searchable(text: string): string {
  return text.slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * Whether the man matches the (already `searchable`) search with the one man search (manSearch.ts):
 * names in any order and in part, accent-insensitive, phone digits in any format. An empty search
 * matches everyone.
 */
export function nameMatches(man: SearchableMan, search: string): boolean {
  return search === "" || matchesMan(man, parseSearch(search));
}
