import type { OptimisticLocalStore } from "convex/browser";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { useServerErrorText } from "../../i18n/serverErrors";
import type { ScheduleHour } from "./useAdorationGrid";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

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
  const t = useT(adorationNs);
  const errorText = useServerErrorText();
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
      notify({ title: t("toast.success"), description: done, variant: "success" });
    } catch (error) {
      notify({ title: failed, description: errorText(error, t("toast.tryAgain")), variant: "error" });
    }
  };

  return {
    book: (slotId: Id<"adorationSlots">, when: string) => run(book({ slotId }), t("toast.bookFailed"), t("toast.booked", { when })),
    release: (slotId: Id<"adorationSlots">, when: string) => run(release({ slotId }), t("toast.releaseFailed"), t("toast.released", { when })),
  };
}
