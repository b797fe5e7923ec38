import type { OptimisticLocalStore } from "convex/browser";
import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { FunctionArgs } from "convex/server";
import { useNotify } from "../../components/notifications/useNotify";
import { useServerErrorText } from "../../i18n/serverErrors";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

/** Who takes an hour: a man on the list or a guest by name and phone. */
type Adorer = FunctionArgs<typeof api.adoration.assign>["adorer"];

export type AdminSchedule = FunctionReturnType<typeof api.adoration.adminSchedule>;
export type AdminHour = AdminSchedule["slots"][number];
export type AdminHolder = AdminHour["holders"][number];

/** Changes the admin schedule on this screen at once; the server's answer replaces it (or rolls it back). */
function patchHours(store: OptimisticLocalStore, change: (hour: AdminHour) => AdminHour): void {
  const schedule = store.getQuery(api.adoration.adminSchedule, {});
  if (schedule !== undefined) store.setQuery(api.adoration.adminSchedule, {}, { ...schedule, slots: schedule.slots.map(change) });
}

/** The adoration admin's actions; each says what it did, or why the server refused. */
export function useAdorationAdmin() {
  const notify = useNotify();
  const t = useT(adorationNs);
  const errorText = useServerErrorText();
  const assign = useMutation(api.adoration.assign);
  const clear = useMutation(api.adoration.clear).withOptimisticUpdate((store, { bookingId }) =>
    patchHours(store, (hour) => ({ ...hour, holders: hour.holders.filter((holder) => holder._id !== bookingId) })),
  );
  const move = useMutation(api.adoration.move);
  const setBlocked = useMutation(api.adoration.setSlotBlocked).withOptimisticUpdate((store, { slotId, blocked }) =>
    patchHours(store, (hour) => (hour._id === slotId ? { ...hour, is_blocked: blocked } : hour)),
  );
  const setCapacity = useMutation(api.adoration.setSlotCapacity).withOptimisticUpdate((store, { slotId, capacity }) =>
    patchHours(store, (hour) => (hour._id === slotId ? { ...hour, capacity } : hour)),
  );

  const run = async (work: Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work;
      notify({ title: t("toast.success"), description: done, variant: "success" });
      return true;
    } catch (error) {
      notify({ title: t("toast.error"), description: errorText(error, t("toast.adminFailed")), variant: "error" });
      return false;
    }
  };

  return {
    assign: (slotId: Id<"adorationSlots">, adorer: Adorer, when: string) => run(assign({ slotId, adorer }), t("toast.assigned", { when })),
    clear: (holder: AdminHolder) => run(clear({ bookingId: holder._id }), t("toast.cleared", { name: holder.name })),
    move: (holder: AdminHolder, slotId: Id<"adorationSlots">, when: string) =>
      run(move({ bookingId: holder._id, slotId }), t("toast.moved", { name: holder.name, when })),
    setBlocked: (slotId: Id<"adorationSlots">, blocked: boolean, when: string) =>
      run(setBlocked({ slotId, blocked }), t(blocked ? "toast.blocked" : "toast.opened", { when })),
    setCapacity: (slotId: Id<"adorationSlots">, capacity: number, when: string) =>
      run(setCapacity({ slotId, capacity }), t("toast.capacity", { when, capacity })),
  };
}
