import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQuery } from "convex/react";
import { useEffect, useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import type { FloorPlanMan, FloorPlanRoom, Picked } from "./floorPlanQueries";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { floorLabel, groupByFloor, type FloorGroup } from "./floors";
import { PhoneFloorPlan, type PhoneView } from "./PhoneFloorPlan";
import { LiveRoomTile } from "./RoomTile";
import { UnassignedPanel } from "./UnassignedPanel";
import { useFloorPlanActions } from "./useFloorPlanActions";
import { useUnassignedList } from "./useUnassignedList";

/**
 * The floor plan subscribes to small queries so one assignment re-runs little on the server: the
 * rooms alone, each tile its own room's occupants, and the first unassigned men by name.
 */
function FloorPlan() {
  const t = useT(floorPlanNs);
  const rooms = useQuery(api.floorPlan.rooms, {});
  const unassigned = useUnassignedList();
  const { assign, unassign } = useFloorPlanActions();
  const [picked, setPicked] = useState<Picked | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down("md"));
  const [view, setView] = useState<PhoneView>("unassigned");
  // A refusal is repeated in the tile of the room it concerns, where the staff member is looking.
  const [refused, setRefused] = useState<{ roomId: Id<"rooms">; message: string } | null>(null);
  const groups = useMemo(() => groupByFloor(rooms ?? [], t.language), [rooms, t.language]);

  useEffect(() => {
    const cancel = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPicked(null);
    };
    window.addEventListener("keydown", cancel);
    return () => window.removeEventListener("keydown", cancel);
  }, []);

  if (rooms === undefined || unassigned.list === undefined) return <PageLoading />;

  const pick = (man: FloorPlanMan, from: Id<"rooms"> | null) =>
    setPicked((current) => (current?.man._id === man._id ? null : { man, from }));
  const place = (attendeeId: Id<"attendees">, room: FloorPlanRoom) => {
    setPicked(null);
    setRefused(null);
    void assign(attendeeId, room._id).then((message) => setRefused(message === null ? null : { roomId: room._id, message }));
  };
  const remove = (attendeeId: Id<"attendees">) => {
    setPicked(null);
    void unassign(attendeeId);
  };

  const pickOnPhone = (man: FloorPlanMan) => {
    pick(man, null);
    // Tapping a man on a phone goes straight to the rooms, where each room offers "Place ... here".
    setView("rooms");
  };

  // The wing stays as the rooms name it (data); the words around it are the person's language.
  const labelOf = (group: FloorGroup<unknown>) => floorLabel(group.floor, group.wing, t);

  const floors = (
    <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
      {groups.length === 0 && <Typography color="text.secondary">{t("empty")}</Typography>}
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-label={labelOf(group)} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: "1.15rem", mb: 1 }}>
            {labelOf(group)}
          </Typography>
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" }}>
            {group.rooms.map((room) => (
              <LiveRoomTile
                key={room._id}
                room={room}
                picked={picked}
                onPick={pick}
                onPlace={place}
                refusal={refused?.roomId === room._id ? { message: refused.message, dismiss: () => setRefused(null) } : null}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
  const panel = (
    <UnassignedPanel
      list={unassigned.list}
      loading={unassigned.loading}
      filter={unassigned.filter}
      search={unassigned.search}
      picked={picked}
      onFilter={unassigned.setFilter}
      onSearch={unassigned.setSearch}
      onPick={phone ? pickOnPhone : (man) => pick(man, null)}
      onUnassign={remove}
    />
  );

  if (phone) {
    return (
      <>
        <PageHeader title={t("title")} />
        <PhoneFloorPlan
          view={view}
          onView={setView}
          unassignedCount={unassigned.list.needRoom}
          picked={picked}
          onCancelPick={() => setPicked(null)}
          floors={floors}
          panel={panel}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("title")} />
      <Stack direction="row" spacing={3} sx={{ alignItems: "flex-start" }}>
        {floors}
        {/* Sticky on the column (not the panel) so the panel stays in view while the floors scroll. */}
        <Box sx={{ width: 340, flexShrink: 0, position: "sticky", top: 16, maxHeight: "calc(100vh - 32px)", overflowY: "auto" }}>
          {panel}
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
