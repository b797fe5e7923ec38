import { useQueries, useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useLiveList } from "../../lib/useLiveList";
import { UNASSIGNED_PAGE_SIZE, type BoardAttendee, type RoomBoard } from "./boardUpdates";

/**
 * The Rooms screen's board from small subscriptions, so one assignment re-sends only what it
 * touches: the rooms alone, each room's occupants (the floor plan's per-room query), and the men
 * without a room as live pages. Undefined until every part has arrived.
 */
export function useRoomBoard(): RoomBoard | undefined {
  const rooms = useQuery(api.rooms.list, {});
  const requests = useMemo(
    () => Object.fromEntries((rooms ?? []).map((room) => [room._id, { query: api.floorPlan.occupants, args: { roomId: room._id } }])),
    [rooms],
  );
  const occupants = useQueries(requests) as Record<Id<"rooms">, BoardAttendee[] | Error | undefined>;
  const unassigned = useLiveList(api.rooms.unassignedPage, {}, UNASSIGNED_PAGE_SIZE);

  return useMemo(() => {
    if (rooms === undefined || unassigned.isLoading) return undefined;
    const board: RoomBoard = { rooms: [], unassigned: unassigned.rows };
    for (const room of rooms) {
      const men = occupants[room._id];
      if (men instanceof Error) throw men;
      if (men === undefined) return undefined;
      board.rooms.push({ ...room, occupants: men });
    }
    return board;
  }, [rooms, occupants, unassigned]);
}
