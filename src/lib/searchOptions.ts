import { searchMen, type SearchableMan } from "../../convex/shared/manSearch";

/** An Autocomplete's `filterOptions` for men: the one man search, best match first. */
export function searchOptions<T extends SearchableMan>(options: T[], state: { inputValue: string }): T[] {
  return searchMen(options, state.inputValue);
}
