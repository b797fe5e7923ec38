import { useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { UNASSIGNED_DEFAULT_ARGS, type TypeFilter, type UnassignedList } from "./floorPlanQueries";

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DELAY_MS = 250;

/**
 * The unassigned list for the chosen type and search. While the list for a new choice loads,
 * the previous one stays on screen (`loading` is true) instead of the page blanking.
 */
export function useUnassignedList() {
  const [filter, setFilter] = useState<TypeFilter>(UNASSIGNED_DEFAULT_ARGS.type);
  const [search, setSearch] = useState(UNASSIGNED_DEFAULT_ARGS.search);
  const [askedSearch, setAskedSearch] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setAskedSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const current = useQuery(api.floorPlan.unassigned, { type: filter, search: askedSearch });
  const [shown, setShown] = useState<UnassignedList | undefined>(current);
  if (current !== undefined && current !== shown) setShown(current);
  return {
    list: current ?? shown,
    loading: current === undefined || askedSearch !== search,
    filter,
    setFilter,
    search,
    setSearch,
  };
}
