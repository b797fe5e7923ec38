import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { formatFullName } from "../../lib/format";
import { serverMessage } from "../../lib/serverError";
import type { CheckInRow } from "./checkInSearch";

/** What the snackbar offers to undo: the check-in just made on this screen. */
export type UndoOffer = { id: Id<"attendees">; name: string; key: number };

/**
 * Check in and undo, with the just-checked-in man (for the large panel) and the snackbar's undo
 * offer. `onCheckedIn` runs after each check-in the server accepted (the screen then clears its
 * search for the next man).
 */
export function useCheckInActions(onCheckedIn?: (row: CheckInRow, changed: boolean) => void) {
  const checkIn = useMutation(api.checkIn.checkIn);
  const undo = useMutation(api.checkIn.undo);
  const notify = useNotify();
  const [busy, setBusy] = useState<Set<Id<"attendees">>>(new Set());
  const [justCheckedIn, setJustCheckedIn] = useState<Id<"attendees"> | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);

  const run = async (id: Id<"attendees">, action: () => Promise<void>, failure: string) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await action();
    } catch (error) {
      notify({ title: "Error", description: serverMessage(error) ?? failure, variant: "error" });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const checkInMan = (row: CheckInRow) =>
    run(
      row._id,
      async () => {
        const outcome = await checkIn({ id: row._id });
        const name = formatFullName(row.first_name, row.last_name);
        setJustCheckedIn(row._id);
        onCheckedIn?.(row, outcome.changed);
        if (outcome.changed) setUndoOffer({ id: row._id, name, key: Date.now() });
        else notify({ title: "Already checked in", description: `${name} was already checked in${outcome.checked_in_by ? ` by ${outcome.checked_in_by}` : ""}.`, variant: "info" });
      },
      "Failed to check in. Please try again.",
    );

  const undoCheckIn = (id: Id<"attendees">) =>
    run(
      id,
      async () => {
        await undo({ id });
        setUndoOffer(null);
        setJustCheckedIn((current) => (current === id ? null : current));
      },
      "Failed to undo the check-in. Please try again.",
    );

  return {
    busy,
    justCheckedIn,
    clearJustCheckedIn: () => setJustCheckedIn(null),
    undoOffer,
    clearUndoOffer: () => setUndoOffer(null),
    checkIn: checkInMan,
    undo: undoCheckIn,
  };
}
