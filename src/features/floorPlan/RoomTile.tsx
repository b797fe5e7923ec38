import Bedtime from "@mui/icons-material/Bedtime";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { assignmentRefusal } from "../../../convex/shared/roomRule";
import { InlineRefusal } from "../../components/notifications/InlineRefusal";
import { occupantLabel } from "../rooms";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";
import type { FloorPlanMan, FloorPlanRoom, Picked } from "./floorPlanQueries";
import { occupancyOf, type Occupancy } from "./floors";

const TONE: Record<Occupancy, "success" | "warning" | "error"> = { empty: "success", partial: "warning", full: "error" };
const OCCUPANCY_LABEL: Record<Occupancy, string> = { empty: "Empty", partial: "Has room", full: "Full" };

type TileProps = {
  room: FloorPlanRoom;
  picked: Picked | null;
  onPick: (man: FloorPlanMan, from: Id<"rooms">) => void;
  onPlace: (attendeeId: Id<"attendees">, room: FloorPlanRoom) => void;
  /** Why the last placement here was refused, shown in the tile until dismissed. */
  refusal?: { message: string; dismiss: () => void } | null;
};

/** A tile that watches only its own room's occupants, so other rooms' moves never re-render it. */
export function LiveRoomTile(props: TileProps) {
  const occupants = useQuery(api.floorPlan.occupants, { roomId: props.room._id });
  return <RoomTile {...props} occupants={occupants} />;
}

/** A room coloured by occupancy (grey until its occupants arrive); drop or place a man here to assign him. */
export function RoomTile({ room, occupants, picked, onPick, onPlace, refusal = null }: TileProps & { occupants: readonly FloorPlanMan[] | undefined }) {
  const [over, setOver] = useState(false);
  const count = occupants?.length ?? 0;
  const occupancy = occupants === undefined ? null : occupancyOf(count, room.capacity);
  const tone = occupancy === null ? "grey" : TONE[occupancy];
  const snorers = occupants?.some((o) => o.snore) ?? false;
  const beds = occupants === undefined ? "…" : room.capacity === null ? `${count} (no limit)` : `${count} of ${room.capacity}`;
  const pickedHere = picked?.from === room._id;
  // The server's own rule: "Place ... here" only where the move can succeed, the reason elsewhere.
  const offer =
    picked === null || pickedHere || occupants === undefined
      ? null
      : assignmentRefusal(
          { name: room.name, room_type: room.room_type, capacity: room.capacity ?? undefined },
          picked.man,
          occupants.map((o) => o._id),
        );
  const canPlace = picked !== null && !pickedHere && occupants !== undefined && offer === null;
  const place = (attendeeId: Id<"attendees">) => {
    if (!occupants?.some((o) => o._id === attendeeId)) onPlace(attendeeId, room);
  };
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`${room.name}: ${beds} beds taken, ${room.room_type === "server" ? "server" : "retreatant"} room`}
      aria-busy={occupants === undefined}
      data-testid={`tile-${room.name}`}
      data-occupancy={occupancy ?? undefined}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = draggedAttendee(event);
        if (id !== null) place(id);
      }}
      onClick={() => {
        if (canPlace) place(picked.man._id);
      }}
      sx={(theme) => {
        const main = tone === "grey" ? theme.palette.grey[500] : theme.palette[tone].main;
        return {
          p: 1.5,
          minHeight: 120,
          borderWidth: over ? 2 : 1,
          borderColor: over ? "primary.main" : main,
          bgcolor: alpha(main, occupancy === "empty" || occupancy === null ? 0.06 : 0.14),
          cursor: canPlace ? "pointer" : "default",
        };
      }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{room.name}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          {snorers && (
            <Tooltip title="Snorers in this room">
              <Bedtime fontSize="small" aria-label="Snorers in this room" />
            </Tooltip>
          )}
          <Typography
            variant="body2"
            color={occupancy === null ? "text.secondary" : `${TONE[occupancy]}.dark`}
            title={occupancy === null ? undefined : OCCUPANCY_LABEL[occupancy]}
          >
            {beds}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {room.room_type === "server" ? "Server" : "Retreatant"}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
        {occupants?.map((man) => (
          <AttendeeChip key={man._id} man={man} picked={picked?.man._id === man._id} onPick={(m) => onPick(m, room._id)} />
        ))}
      </Stack>
      {offer !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {offer}
        </Typography>
      )}
      {canPlace && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={(event) => {
            event.stopPropagation();
            place(picked.man._id);
          }}
        >
          Place {occupantLabel(picked.man)} here
        </Button>
      )}
      {refusal && (
        // A click here is not a tap on the room.
        <div onClick={(event) => event.stopPropagation()}>
          <InlineRefusal message={refusal.message} onClose={refusal.dismiss} />
        </div>
      )}
    </Paper>
  );
}
