import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { useFailureToast } from "../rooms";
import { findOnScreen, occupantsAfterMove, unassignedAfterMove } from "./floorPlanUpdates";

/**
 * Assign and unassign from the floor plan, shown at once in the tiles and the unassigned list
 * this screen watches; Convex drops the change (rolls back) when the server refuses, and the
 * toast says why. Each resolves to null when done, or to the problem shown.
 */
export function useFloorPlanActions() {
  const failed = useFailureToast();
  const t = useT(floorPlanNs);
  const move = useMutation(api.rooms.assignAttendee).withOptimisticUpdate((store, { attendeeId, roomId }) => {
    const occupancies = store.getAllQueries(api.floorPlan.occupants).flatMap(({ args, value }) =>
      value === undefined ? [] : [{ roomId: args.roomId, men: value }],
    );
    const lists = store.getAllQueries(api.floorPlan.unassigned).flatMap(({ args, value }) => (value === undefined ? [] : [{ args, value }]));
    const found = findOnScreen(
      occupancies,
      lists.map(({ value }) => value.men),
      attendeeId,
    );
    if (found === null || found.roomId === roomId) return;
    for (const { roomId: tile, men } of occupancies) {
      const next = occupantsAfterMove(men, tile, found.man, roomId);
      if (next !== men) store.setQuery(api.floorPlan.occupants, { roomId: tile }, [...next]);
    }
    for (const { args, value } of lists) {
      store.setQuery(api.floorPlan.unassigned, args, unassignedAfterMove(value, args, found.man, found.roomId, roomId));
    }
  });

  const assign = useCallback(
    async (attendeeId: Id<"attendees">, roomId: Id<"rooms">): Promise<string | null> => {
      try {
        await move({ attendeeId, roomId });
        return null;
      } catch (error) {
        return failed(error, t("fail.assign"));
      }
    },
    // t changes with the language, as failed does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [move, failed],
  );

  const unassign = useCallback(
    async (attendeeId: Id<"attendees">) => {
      try {
        await move({ attendeeId, roomId: null });
      } catch (error) {
        failed(error, t("fail.remove"));
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [move, failed],
  );

  return { assign, unassign };
}
