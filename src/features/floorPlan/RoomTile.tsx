import Bedtime from "@mui/icons-material/Bedtime";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { occupantLabel, type BoardAttendee, type BoardRoom } from "../rooms/boardUpdates";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";
import { occupancyOf, type Occupancy } from "./floors";

const TONE: Record<Occupancy, "success" | "warning" | "error"> = { empty: "success", partial: "warning", full: "error" };
const OCCUPANCY_LABEL: Record<Occupancy, string> = { empty: "Empty", partial: "Has room", full: "Full" };

export function RoomTile({
  room,
  picked,
  onPick,
  onPlace,
}: {
  room: BoardRoom;
  picked: BoardAttendee | null;
  onPick: (man: BoardAttendee) => void;
  onPlace: (attendeeId: Id<"attendees">, room: BoardRoom) => void;
}) {
  const [over, setOver] = useState(false);
  const occupancy = occupancyOf(room.occupants.length, room.capacity);
  const tone = TONE[occupancy];
  const snorers = room.occupants.some((o) => o.snore);
  const beds = room.capacity === null ? `${room.occupants.length} (no limit)` : `${room.occupants.length} of ${room.capacity}`;
  const pickedHere = picked !== null && room.occupants.some((o) => o._id === picked._id);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`${room.name}: ${beds} beds taken, ${room.room_type === "server" ? "server" : "retreatant"} room`}
      data-testid={`tile-${room.name}`}
      data-occupancy={occupancy}
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
        if (id !== null) onPlace(id, room);
      }}
      onClick={() => {
        if (picked !== null && !pickedHere) onPlace(picked._id, room);
      }}
      sx={(theme) => ({
        p: 1.5,
        minHeight: 120,
        borderWidth: over ? 2 : 1,
        borderColor: over ? "primary.main" : theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, occupancy === "empty" ? 0.06 : 0.14),
        cursor: picked !== null ? "pointer" : "default",
      })}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{room.name}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          {snorers && (
            <Tooltip title="Snorers in this room">
              <Bedtime fontSize="small" aria-label="Snorers in this room" />
            </Tooltip>
          )}
          <Typography variant="body2" color={`${tone}.dark`} title={OCCUPANCY_LABEL[occupancy]}>
            {beds}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {room.room_type === "server" ? "Server" : "Retreatant"}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
        {room.occupants.map((man) => (
          <AttendeeChip key={man._id} man={man} picked={picked?._id === man._id} onPick={onPick} />
        ))}
      </Stack>
      {picked !== null && !pickedHere && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={(event) => {
            event.stopPropagation();
            onPlace(picked._id, room);
          }}
        >
          Place {occupantLabel(picked)} here
        </Button>
      )}
    </Paper>
  );
}
