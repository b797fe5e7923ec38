import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { serverCode, serverMessage } from "../../lib/serverError";
import { moveInStore } from "./roomStoreUpdates";

/**
 * Shows a failure: a rule refusal as a warning with the server's reason, anything else as the
 * spec's error. Returns the text shown, for the screen to repeat next to the control that failed.
 */
export function useFailureToast() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, failure: string): string => {
      const message = serverMessage(error);
      if (message !== null && serverCode(error) === "ROOM_REFUSED") {
        notify({ title: "Warning", description: message, variant: "warning" });
        return message;
      }
      const text = message === null ? failure : `${failure} ${message}`;
      notify({ title: "Error", description: text, variant: "error" });
      return text;
    },
    [notify],
  );
}

/**
 * Assign and remove with the board updated at once on this screen; Convex drops the optimistic
 * change (rolls back) when the server refuses, and the toast says why. Each resolves to null when
 * done, or to the problem shown.
 */
export function useRoomActions() {
  const failed = useFailureToast();
  const assignMutation = useMutation(api.rooms.assignAttendee).withOptimisticUpdate((store, { attendeeId, roomId }) =>
    moveInStore(store, attendeeId, roomId),
  );

  const assign = useCallback(
    async (attendeeId: Id<"attendees">, roomId: Id<"rooms">): Promise<string | null> => {
      try {
        await assignMutation({ attendeeId, roomId });
        return null;
      } catch (error) {
        return failed(error, "Failed to assign attendee.");
      }
    },
    [assignMutation, failed],
  );

  const remove = useCallback(
    async (attendeeId: Id<"attendees">): Promise<string | null> => {
      try {
        await assignMutation({ attendeeId, roomId: null });
        return null;
      } catch (error) {
        return failed(error, "Failed to remove attendee.");
      }
    },
    [assignMutation, failed],
  );

  return { assign, remove };
}
