import { useEffect, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useLiveList } from "../../lib/useLiveList";
import type { CheckInRow } from "./checkInSearch";
import { readKept, writeKept } from "../../lib/deviceStore";

/**
 * Rows per live page: one check-in (or any change to a man) re-sends about this many rows, some
 * 380 bytes each, to each open screen, so a page stays near 10 KB.
 */
export const CHECK_IN_PAGE_SIZE = 25;

const KEPT_LIST = "checkInList";

export type CheckInList = {
  rows: CheckInRow[];
  /** True until every live page has arrived. */
  isLoading: boolean;
  /** The rows are the copy kept on the phone (the live list has not arrived: offline, or still loading). */
  fromPhone: boolean;
};

/**
 * Every man with what the check-in screen shows, as bounded live pages. Once the whole list has
 * arrived it is kept on the phone (a few hundred men are some 100 KB), so the next visit searches
 * at once, and offline, over the men as last seen until the live list is back.
 */
export function useCheckInList(): CheckInList {
  const live = useLiveList(api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
  const [kept, setKept] = useState<CheckInRow[] | null>(null);

  useEffect(() => {
    let current = true;
    void readKept<CheckInRow[]>(KEPT_LIST).then((rows) => {
      if (current && rows && rows.length > 0) setKept(rows);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!live.isLoading) void writeKept(KEPT_LIST, live.rows);
  }, [live.rows, live.isLoading]);

  if (live.isLoading && kept !== null && live.rows.length < kept.length) return { rows: kept, isLoading: true, fromPhone: true };
  return { rows: live.rows, isLoading: live.isLoading, fromPhone: false };
}
