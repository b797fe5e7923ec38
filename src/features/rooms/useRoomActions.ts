import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import { serverCode, serverMessage } from "../../lib/serverError";
import { moveInStore } from "./roomStoreUpdates";

/**
 * Shows a failure: a rule refusal as a warning with the server's reason, anything else as the
 * spec's error (`failure`, already in the person's language), the server's reason in his language.
 * Returns the text shown, for the screen to repeat next to the control that failed.
 */
export function useFailureToast() {
  const notify = useNotify();
  const t = useT(roomsNs);
  const reason = useServerErrorText();
  return useCallback(
    (error: unknown, failure: string): string => {
      const message = serverMessage(error) === null ? null : reason(error);
      if (message !== null && serverCode(error) === "ROOM_REFUSED") {
        notify({ title: t("toast.warning"), description: message, variant: "warning" });
        return message;
      }
      const text = message === null ? failure : `${failure} ${message}`;
      notify({ title: t("toast.error"), description: text, variant: "error" });
      return text;
    },
    // t changes with the language, as reason does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [notify, reason],
  );
}

/**
 * Assign and remove with the board updated at once on this screen; Convex drops the optimistic
 * change (rolls back) when the server refuses, and the toast says why. Each resolves to null when
 * done, or to the problem shown.
 */
export function useRoomActions() {
  const failed = useFailureToast();
  const t = useT(roomsNs);
  const assignMutation = useMutation(api.rooms.assignAttendee).withOptimisticUpdate((store, { attendeeId, roomId }) =>
    moveInStore(store, attendeeId, roomId),
  );

  const assign = useCallback(
    async (attendeeId: Id<"attendees">, roomId: Id<"rooms">): Promise<string | null> => {
      try {
        await assignMutation({ attendeeId, roomId });
        return null;
      } catch (error) {
        return failed(error, t("fail.assign"));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [assignMutation, failed],
  );

  const remove = useCallback(
    async (attendeeId: Id<"attendees">): Promise<string | null> => {
      try {
        await assignMutation({ attendeeId, roomId: null });
        return null;
      } catch (error) {
        return failed(error, t("fail.remove"));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [assignMutation, failed],
  );

  return { assign, remove };
}
