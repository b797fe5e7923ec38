import type { OptimisticLocalStore } from "convex/browser";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { serverMessage } from "../../lib/serverError";
import type { ScheduleHour } from "./useAdorationGrid";

function withHolders(store: OptimisticLocalStore, slotId: Id<"adorationSlots">, change: (holders: ScheduleHour["holders"]) => ScheduleHour["holders"]) {
  for (const { args, value } of store.getAllQueries(api.adoration.daySchedule)) {
    if (value === undefined || !value.slots.some((slot) => slot._id === slotId)) continue;
    const slots = value.slots.map((slot) => (slot._id === slotId ? { ...slot, holders: change(slot.holders) } : slot));
    store.setQuery(api.adoration.daySchedule, args, { ...value, slots });
  }
}

/**
 * Book and release in one tap. The grid changes at once (optimistically); when the server
 * refuses — the last place went to someone else a moment earlier — it rolls back and says why.
 */
export function useAdorationActions(myName: string) {
  const notify = useNotify();
  const book = useMutation(api.adoration.book).withOptimisticUpdate((store, { slotId }) => {
    const pending = { _id: "pending" as Id<"adorationBookings">, name: myName, mine: true };
    withHolders(store, slotId, (holders) => [...holders, pending]);
  });
  const release = useMutation(api.adoration.release).withOptimisticUpdate((store, { slotId }) =>
    withHolders(store, slotId, (holders) => holders.filter((holder) => !holder.mine)),
  );

  const run = async (work: Promise<unknown>, failed: string, done: string) => {
    try {
      await work;
      notify({ title: "Success", description: done, variant: "success" });
    } catch (error) {
      notify({ title: failed, description: serverMessage(error) ?? "Please try again.", variant: "error" });
    }
  };

  return {
    book: (slotId: Id<"adorationSlots">, when: string) => run(book({ slotId }), "Could not book this hour", `You hold ${when}.`),
    release: (slotId: Id<"adorationSlots">, when: string) =>
      run(release({ slotId }), "Could not release this hour", `You released ${when}.`),
  };
}
