import { api } from "../../../convex/_generated/api";
import { useLiveList } from "../../lib/useLiveList";

/**
 * Rows per live page: one check-in (or any change to a man) re-sends about this many rows, some
 * 380 bytes each, to each open screen, so a page stays near 10 KB.
 */
export const CHECK_IN_PAGE_SIZE = 25;

/** Every man with what the check-in screen shows, as bounded live pages. */
export function useCheckInList() {
  return useLiveList(api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
}
