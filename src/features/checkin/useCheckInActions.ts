import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { formatFullName } from "../../lib/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import type { CheckInRow } from "./checkInSearch";
import { useDoorConnection, type DoorConnection } from "./offline/connection";
import { pendingCheckIns, type PendingCheckIn } from "./offline/pendingCheckIns";
import { usePendingSender } from "./offline/usePendingSender";

/** What the snackbar offers to undo: the check-in just made on this screen (`waiting`: not sent yet). */
export type UndoOffer = { id: Id<"attendees">; name: string; key: number; waiting: boolean };


/**
 * Check in and undo, with the just-checked-in man (for the large panel) and the snackbar's undo
 * offer. `onCheckedIn` runs after each check-in the server accepted (the screen then clears its
 * search for the next man); `onQueued` after a tap made with no connection, kept on the phone
 * and sent once the connection is back.
 */
export function useCheckInActions(onCheckedIn?: (row: CheckInRow, changed: boolean) => void, onQueued?: (row: CheckInRow) => void) {
  const checkIn = useMutation(api.checkIn.checkIn);
  const undo = useMutation(api.checkIn.undo);
  const notify = useNotify();
  const t = useT(checkinNs);
  const errorText = useServerErrorText();
  const alreadyCheckedIn = (name: string, by: string | null) => t("toast.alreadyText", { name, hasBy: by ? "yes" : "no", by: by ?? "" });
  const connection: DoorConnection = useDoorConnection();
  const [busy, setBusy] = useState<Set<Id<"attendees">>>(new Set());
  const [justCheckedIn, setJustCheckedIn] = useState<Id<"attendees"> | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);

  // The server decides each waiting check-in as it would have at the tap: "already checked in" is news, not an error.
  const pending = usePendingSender(connection === "online", (entry: PendingCheckIn, result) => {
    const name = formatFullName(entry.first_name, entry.last_name);
    setUndoOffer((offer) => (offer?.id === entry.id && offer.waiting ? null : offer));
    if ("error" in result) {
      const reason = errorText(result.error, t("toast.checkInFailedLater"));
      notify({ title: t("toast.notCheckedIn"), description: t("toast.notCheckedInText", { name, reason }), variant: "error" });
    } else if (!result.outcome.changed) {
      notify({ title: t("toast.already"), description: alreadyCheckedIn(name, result.outcome.checked_in_by), variant: "info" });
    }
  });

  const run = async (id: Id<"attendees">, action: () => Promise<void>, failure: string) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await action();
    } catch (error) {
      notify({ title: t("toast.error"), description: errorText(error, failure), variant: "error" });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const checkInMan = async (row: CheckInRow) => {
    const name = formatFullName(row.first_name, row.last_name);
    if (connection !== "online") {
      pendingCheckIns.add(row);
      setUndoOffer({ id: row._id, name, key: Date.now(), waiting: true });
      onQueued?.(row);
      return;
    }
    await run(
      row._id,
      async () => {
        const outcome = await checkIn({ id: row._id });
        setJustCheckedIn(row._id);
        onCheckedIn?.(row, outcome.changed);
        if (outcome.changed) setUndoOffer({ id: row._id, name, key: Date.now(), waiting: false });
        else notify({ title: t("toast.already"), description: alreadyCheckedIn(name, outcome.checked_in_by), variant: "info" });
      },
      t("toast.checkInFailed"),
    );
  };

  const undoCheckIn = async (id: Id<"attendees">) => {
    // A tap not sent yet is simply dropped from the phone's queue.
    if (pending.some((entry) => entry.id === id)) {
      if (pendingCheckIns.cancel(id)) setUndoOffer(null);
      return;
    }
    await run(
      id,
      async () => {
        await undo({ id });
        setUndoOffer(null);
        setJustCheckedIn((current) => (current === id ? null : current));
      },
      t("toast.undoFailed"),
    );
  };

  return {
    connection,
    pending,
    busy,
    justCheckedIn,
    clearJustCheckedIn: () => setJustCheckedIn(null),
    undoOffer,
    clearUndoOffer: () => setUndoOffer(null),
    checkIn: checkInMan,
    undo: undoCheckIn,
  };
}
