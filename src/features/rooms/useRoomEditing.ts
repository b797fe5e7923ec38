import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { RoomType } from "../../../convex/shared/validators";
import { roomLabel } from "../../../convex/shared/roomLabel";
import { useNotify } from "../../components/notifications/useNotify";
import { removeRoomInStore } from "./roomStoreUpdates";
import type { RoomFormValues } from "./RoomDialog";
import { useFailureToast } from "./useRoomActions";

/** Add, edit, retype and delete rooms, each with the spec's toast on failure. Each resolves true on success. */
export function useRoomEditing() {
  const notify = useNotify();
  const failed = useFailureToast();
  const create = useMutation(api.rooms.create);
  const update = useMutation(api.rooms.update);
  const setType = useMutation(api.rooms.setType);
  const remove = useMutation(api.rooms.remove).withOptimisticUpdate((store, { roomId }) => removeRoomInStore(store, roomId));

  const addRoom = useCallback(
    async (values: RoomFormValues) => {
      try {
        await create(values);
        notify({ title: "Success", description: `${roomLabel(values.name)} added.`, variant: "success" });
        return true;
      } catch (error) {
        failed(error, "Failed to add room.");
        return false;
      }
    },
    [create, failed, notify],
  );

  const editRoom = useCallback(
    async (roomId: Id<"rooms">, values: RoomFormValues) => {
      try {
        await update({ roomId, ...values });
        return true;
      } catch (error) {
        failed(error, "Failed to update room.");
        return false;
      }
    },
    [update, failed],
  );

  const changeType = useCallback(
    async (roomId: Id<"rooms">, roomType: RoomType) => {
      try {
        await setType({ roomId, room_type: roomType });
        return true;
      } catch (error) {
        failed(error, "Failed to update room type.");
        return false;
      }
    },
    [setType, failed],
  );

  const deleteRoom = useCallback(
    async (roomId: Id<"rooms">) => {
      try {
        await remove({ roomId });
        return true;
      } catch (error) {
        failed(error, "Failed to delete room.");
        return false;
      }
    },
    [remove, failed],
  );

  return { addRoom, editRoom, changeType, deleteRoom };
}
