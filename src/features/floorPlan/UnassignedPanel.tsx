import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { occupantLabel, type BoardAttendee } from "../rooms/boardUpdates";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";

export type TypeFilter = "all" | "attendee" | "server";

/** The men who still need a room (sleeps-at-home men are only counted); drop a man here to unassign him. */
export function UnassignedPanel({
  unassigned,
  picked,
  filter,
  onFilter,
  onPick,
  onUnassign,
}: {
  unassigned: readonly BoardAttendee[];
  picked: BoardAttendee | null;
  filter: TypeFilter;
  onFilter: (filter: TypeFilter) => void;
  onPick: (man: BoardAttendee) => void;
  onUnassign: (attendeeId: Id<"attendees">) => void;
}) {
  const [over, setOver] = useState(false);
  const needRoom = unassigned.filter((m) => !m.sleeps_at_home);
  const atHome = unassigned.length - needRoom.length;
  const shown = needRoom.filter((m) => filter === "all" || m.attendee_type === filter);
  const pickedInRoom = picked !== null && !unassigned.some((m) => m._id === picked._id);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Unassigned attendees"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = draggedAttendee(event);
        if (id !== null && !unassigned.some((m) => m._id === id)) onUnassign(id);
      }}
      sx={{ p: 2, position: { md: "sticky" }, top: 16, borderColor: over ? "primary.main" : undefined, borderWidth: over ? 2 : 1 }}
    >
      <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        Unassigned ({needRoom.length})
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_e, value: TypeFilter | null) => value && onFilter(value)} sx={{ mb: 1.5, "& .MuiToggleButton-root": { textTransform: "none" } }}>
        <ToggleButton value="all">All Types</ToggleButton>
        <ToggleButton value="attendee">Retreatants</ToggleButton>
        <ToggleButton value="server">Servers</ToggleButton>
      </ToggleButtonGroup>
      {pickedInRoom && (
        <Button size="small" variant="outlined" fullWidth sx={{ mb: 1 }} onClick={() => onUnassign(picked._id)}>
          Unassign {occupantLabel(picked)}
        </Button>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, maxHeight: "60vh", overflowY: "auto" }}>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Everyone of this type has a room.
          </Typography>
        ) : (
          shown.map((man) => <AttendeeChip key={man._id} man={man} picked={picked?._id === man._id} onPick={onPick} />)
        )}
      </Stack>
      {atHome > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {atHome} {atHome === 1 ? "man sleeps at home and needs" : "men sleep at home and need"} no room.
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        Drag a man onto a room, or pick him (click or Enter) and then choose the room. Drop a man here to unassign him.
      </Typography>
    </Paper>
  );
}
