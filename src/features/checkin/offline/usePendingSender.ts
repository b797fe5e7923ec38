import { useConvex } from "convex/react";
import { useEffect, useRef } from "react";
import { api } from "../../../../convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { loadPendingCheckIns, pendingCheckIns, usePendingCheckIns, type PendingCheckIn } from "./pendingCheckIns";

type CheckInOutcome = FunctionReturnType<typeof api.checkIn.checkIn>;
export type SendResult = { outcome: CheckInOutcome } | { error: unknown };

// One sender for the whole page, however many screens mount the hook.
let sending = false;

/**
 * Sends the waiting check-ins, oldest first, while the door is online, and reports what the server
 * decided for each: checked in now, already checked in (by someone else, meanwhile), or refused.
 * Each leaves the queue once the server has answered.
 */
export function usePendingSender(online: boolean, report: (entry: PendingCheckIn, result: SendResult) => void): PendingCheckIn[] {
  const convex = useConvex();
  const pending = usePendingCheckIns();
  const onlineRef = useRef(online);
  const reportRef = useRef(report);
  useEffect(() => {
    onlineRef.current = online;
    reportRef.current = report;
  });

  useEffect(() => void loadPendingCheckIns(), []);

  const waiting = pending.some((entry) => !entry.sending);
  useEffect(() => {
    if (!online || !waiting || sending) return;
    sending = true;
    void (async () => {
      try {
        while (onlineRef.current) {
          const entry = pendingCheckIns.takeNext();
          if (entry === null) break;
          let result: SendResult;
          try {
            result = { outcome: await convex.mutation(api.checkIn.checkIn, { id: entry.id }) };
          } catch (error) {
            result = { error };
          }
          pendingCheckIns.done(entry.key);
          reportRef.current(entry, result);
        }
      } finally {
        sending = false;
      }
    })();
  }, [online, waiting, pending, convex]);

  return pending;
}
