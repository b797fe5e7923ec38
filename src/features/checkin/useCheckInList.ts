import { api } from "../../../convex/_generated/api";
import { useLiveList } from "../../lib/useLiveList";

/** Rows per live page: one check-in re-sends about this many rows to each open screen. */
export const CHECK_IN_PAGE_SIZE = 100;

/** Every man with what the check-in screen shows, as bounded live pages. */
export function useCheckInList() {
  return useLiveList(api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
}
