import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { englishText } from "../../i18n/namespace";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { serverCode, serverMessage } from "../../lib/serverError";
import { seatInStore, setLeaderInStore } from "./tableStoreUpdates";

/**
 * Runs a mutation; on failure shows a rule refusal as a warning, anything else as the given error
 * text, and hands the text shown to `onProblem` (for the screen to repeat it next to the control).
 */
function useGuarded() {
  const notify = useNotify();
  const t = useT(tablesNs);
  const reason = useServerErrorText();
  return useCallback(
    async <T>(run: () => Promise<T>, failure: string, onProblem?: (text: string) => void): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        const message = serverMessage(error) === null ? null : reason(error);
        if (message !== null && serverCode(error)?.endsWith("_REFUSED")) {
          notify({ title: t("toast.warning"), description: message, variant: "warning" });
          onProblem?.(message);
        } else {
          const text = message === null ? failure : `${failure} ${message}`;
          notify({ title: t("toast.error"), description: text, variant: "error" });
          onProblem?.(text);
        }
        return undefined;
      }
    },
    // t changes with the language, as reason does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [notify, reason],
  );
}

export const SEAT_FAILED = englishText(tablesNs, "fail.seat");

export function useTableActions() {
  const guarded = useGuarded();
  const t = useT(tablesNs);
  const assignMutation = useMutation(api.diningTables.assignAttendee).withOptimisticUpdate((store, { attendeeId, tableId }) =>
    seatInStore(store, attendeeId, tableId),
  );
  const leaderMutation = useMutation(api.diningTables.setTableLeader).withOptimisticUpdate((store, { tableId, leaderId }) =>
    setLeaderInStore(store, tableId, leaderId),
  );
  const create = useMutation(api.diningTables.create);
  const update = useMutation(api.diningTables.update);
  const remove = useMutation(api.diningTables.remove);

  return {
    seat: (attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null, onProblem?: (text: string) => void) =>
      guarded(() => assignMutation({ attendeeId, tableId }), t("fail.seat"), onProblem),
    setLeader: (tableId: Id<"diningTables">, leaderId: Id<"attendees"> | null, onProblem?: (text: string) => void) =>
      guarded(() => leaderMutation({ tableId, leaderId }), t("fail.leader"), onProblem),
    addTable: async (values: { name: string; capacity: number | null }) =>
      (await guarded(() => create(values), t("fail.add"))) !== undefined,
    editTable: async (tableId: Id<"diningTables">, values: { name: string; capacity: number | null }) =>
      (await guarded(() => update({ tableId, ...values }), t("fail.update"))) !== undefined,
    deleteTable: (tableId: Id<"diningTables">) => guarded(() => remove({ tableId }), t("fail.delete")),
    guarded,
    /** The seat failure's text in the person's language. */
    seatFailed: t("fail.seat"),
  };
}
