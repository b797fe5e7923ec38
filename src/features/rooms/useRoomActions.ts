import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode, serverMessage } from "../../lib/serverError";
import { moveInStore } from "./roomStoreUpdates";

/** Shows a failure: a rule refusal as a warning with the server's reason, anything else as the spec's error. */
export function useFailureToast() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, failure: string) => {
      const message = serverMessage(error);
      if (message !== null && serverCode(error) === "ROOM_REFUSED") {
        notify({ title: "Warning", description: message, variant: "warning" });
      } else {
        notify({ title: "Error", description: message === null ? failure : `${failure} ${message}`, variant: "error" });
      }
    },
    [notify],
  );
}

/**
 * Assign and remove with the board updated at once on this screen; Convex drops the optimistic
 * change (rolls back) when the server refuses, and the toast says why.
 */
export function useRoomActions() {
  const failed = useFailureToast();
  const assignMutation = useMutation(api.rooms.assignAttendee).withOptimisticUpdate((store, { attendeeId, roomId }) =>
    moveInStore(store, attendeeId, roomId),
  );

  const assign = useCallback(
    async (attendeeId: Id<"attendees">, roomId: Id<"rooms">): Promise<boolean> => {
      try {
        await assignMutation({ attendeeId, roomId });
        return true;
      } catch (error) {
        failed(error, "Failed to assign attendee.");
        return false;
      }
    },
    [assignMutation, failed],
  );

  const remove = useCallback(
    async (attendeeId: Id<"attendees">): Promise<boolean> => {
      try {
        await assignMutation({ attendeeId, roomId: null });
        return true;
      } catch (error) {
        failed(error, "Failed to remove attendee.");
        return false;
      }
    },
    [assignMutation, failed],
  );

  return { assign, remove };
}
