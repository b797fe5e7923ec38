import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { RoomType } from "../../../convex/shared/validators";
import { roomLabelParams } from "../../../convex/shared/roomLabel";
import { useNotify } from "../../components/notifications/useNotify";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";
import { removeRoomInStore } from "./roomStoreUpdates";
import type { RoomFormValues } from "./RoomDialog";
import { useFailureToast } from "./useRoomActions";

/** Add, edit, retype and delete rooms, each with the spec's toast on failure. Each resolves true on success. */
export function useRoomEditing() {
  const notify = useNotify();
  const failed = useFailureToast();
  const t = useT(roomsNs);
  const create = useMutation(api.rooms.create);
  const update = useMutation(api.rooms.update);
  const setType = useMutation(api.rooms.setType);
  const remove = useMutation(api.rooms.remove).withOptimisticUpdate((store, { roomId }) => removeRoomInStore(store, roomId));

  const addRoom = useCallback(
    async (values: RoomFormValues) => {
      try {
        await create(values);
        notify({ title: t("toast.success"), description: t("added", roomLabelParams(values.name)), variant: "success" });
        return true;
      } catch (error) {
        failed(error, t("fail.add"));
        return false;
      }
    },
    // t changes with the language, as failed does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [create, failed, notify],
  );

  const editRoom = useCallback(
    async (roomId: Id<"rooms">, values: RoomFormValues) => {
      try {
        await update({ roomId, ...values });
        return true;
      } catch (error) {
        failed(error, t("fail.update"));
        return false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, failed],
  );

  const changeType = useCallback(
    async (roomId: Id<"rooms">, roomType: RoomType) => {
      try {
        await setType({ roomId, room_type: roomType });
        return true;
      } catch (error) {
        failed(error, t("fail.type"));
        return false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setType, failed],
  );

  const deleteRoom = useCallback(
    async (roomId: Id<"rooms">) => {
      try {
        await remove({ roomId });
        return true;
      } catch (error) {
        failed(error, t("fail.delete"));
        return false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remove, failed],
  );

  return { addRoom, editRoom, changeType, deleteRoom };
}
