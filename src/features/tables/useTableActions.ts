import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode, serverMessage } from "../../lib/serverError";
import { seatInStore, setLeaderInStore } from "./tableStoreUpdates";

/**
 * Runs a mutation; on failure shows a rule refusal as a warning, anything else as the given error
 * text, and hands the text shown to `onProblem` (for the screen to repeat it next to the control).
 */
function useGuarded() {
  const notify = useNotify();
  return useCallback(
    async <T>(run: () => Promise<T>, failure: string, onProblem?: (text: string) => void): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        const message = serverMessage(error);
        if (message !== null && serverCode(error)?.endsWith("_REFUSED")) {
          notify({ title: "Warning", description: message, variant: "warning" });
          onProblem?.(message);
        } else {
          const text = message === null ? failure : `${failure} ${message}`;
          notify({ title: "Error", description: text, variant: "error" });
          onProblem?.(text);
        }
        return undefined;
      }
    },
    [notify],
  );
}

export const SEAT_FAILED = "Failed to update table assignment.";

export function useTableActions() {
  const guarded = useGuarded();
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
      guarded(() => assignMutation({ attendeeId, tableId }), SEAT_FAILED, onProblem),
    setLeader: (tableId: Id<"diningTables">, leaderId: Id<"attendees"> | null, onProblem?: (text: string) => void) =>
      guarded(() => leaderMutation({ tableId, leaderId }), "Failed to update table leader.", onProblem),
    addTable: async (values: { name: string; capacity: number | null }) =>
      (await guarded(() => create(values), "Failed to add table.")) !== undefined,
    editTable: async (tableId: Id<"diningTables">, values: { name: string; capacity: number | null }) =>
      (await guarded(() => update({ tableId, ...values }), "Failed to update table.")) !== undefined,
    deleteTable: (tableId: Id<"diningTables">) => guarded(() => remove({ tableId }), "Failed to delete table."),
    guarded,
  };
}
