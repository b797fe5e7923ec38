import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useEffect, useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import type { BoardAttendee, BoardRoom } from "../rooms/boardUpdates";
import { PageHeader } from "../rooms/PageHeader";
import { QueryErrorBoundary } from "../rooms/QueryErrorBoundary";
import { useRoomActions } from "../rooms/useRoomActions";
import { groupByFloor } from "./floors";
import { RoomTile } from "./RoomTile";
import { UnassignedPanel, type TypeFilter } from "./UnassignedPanel";

function FloorPlan() {
  const board = useQuery(api.rooms.board, {});
  const { assign, remove } = useRoomActions();
  const [picked, setPicked] = useState<BoardAttendee | null>(null);
  const [filter, setFilter] = useState<TypeFilter>("all");
  const groups = useMemo(() => groupByFloor(board?.rooms ?? []), [board]);

  useEffect(() => {
    const cancel = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPicked(null);
    };
    window.addEventListener("keydown", cancel);
    return () => window.removeEventListener("keydown", cancel);
  }, []);

  if (board === undefined) return <PageLoading />;

  const pick = (man: BoardAttendee) => setPicked((current) => (current?._id === man._id ? null : man));
  const place = (attendeeId: Id<"attendees">, room: BoardRoom) => {
    setPicked(null);
    if (room.occupants.some((o) => o._id === attendeeId)) return;
    void assign(attendeeId, room._id);
  };
  const unassign = (attendeeId: Id<"attendees">) => {
    setPicked(null);
    void remove(attendeeId);
  };

  return (
    <>
      <PageHeader title="Floor Plan" />
      <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          {groups.length === 0 && <Typography color="text.secondary">No rooms found. Add some rooms to get started.</Typography>}
          {groups.map((group) => (
            <Box key={group.key} component="section" aria-label={group.label} sx={{ mb: 3 }}>
              <Typography variant="h2" sx={{ fontSize: "1.15rem", mb: 1 }}>
                {group.label}
              </Typography>
              <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" }}>
                {group.rooms.map((room) => (
                  <RoomTile key={room._id} room={room} picked={picked} onPick={pick} onPlace={place} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ width: { xs: "100%", md: 340 }, flexShrink: 0 }}>
          <UnassignedPanel
            unassigned={board.unassigned}
            picked={picked}
            filter={filter}
            onFilter={setFilter}
            onPick={pick}
            onUnassign={unassign}
          />
        </Box>
      </Stack>
    </>
  );
}

export default function FloorPlanPage() {
  return (
    <QueryErrorBoundary>
      <FloorPlan />
    </QueryErrorBoundary>
  );
}
