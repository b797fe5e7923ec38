import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { occupantLabel } from "../rooms";
import { AttendeeChip, draggedAttendee } from "./AttendeeChip";
import type { FloorPlanMan, Picked, TypeFilter, UnassignedList } from "./floorPlanQueries";

export type UnassignedPanelProps = {
  list: UnassignedList;
  /** True while the list for a new filter or search is on its way (the previous one stays shown). */
  loading: boolean;
  filter: TypeFilter;
  search: string;
  picked: Picked | null;
  onFilter: (filter: TypeFilter) => void;
  onSearch: (search: string) => void;
  onPick: (man: FloorPlanMan) => void;
  onUnassign: (attendeeId: Id<"attendees">) => void;
};

function emptyText(search: string): string {
  return search.trim() === "" ? "Everyone of this type has a room." : `No one without a room matches "${search.trim()}".`;
}

/**
 * The men who still need a room: the first ones by name for the type and search, with the totals
 * (sleeps-at-home men are only counted). Drop a man here to unassign him.
 */
export function UnassignedPanel({ list, loading, filter, search, picked, onFilter, onSearch, onPick, onUnassign }: UnassignedPanelProps) {
  const [over, setOver] = useState(false);
  const { men, matching, needRoom, atHome } = list;
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
        if (id !== null && !men.some((m) => m._id === id)) onUnassign(id);
      }}
      sx={{ p: 2, borderColor: over ? "primary.main" : undefined, borderWidth: over ? 2 : 1 }}
    >
      <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        Unassigned ({needRoom})
      </Typography>
      <TextField
        type="search"
        size="small"
        fullWidth
        label="Search by name or phone"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_e, value: TypeFilter | null) => value && onFilter(value)} sx={{ mb: 1.5, "& .MuiToggleButton-root": { textTransform: "none" } }}>
        <ToggleButton value="all">All Types</ToggleButton>
        <ToggleButton value="attendee">Retreatants</ToggleButton>
        <ToggleButton value="server">Servers</ToggleButton>
      </ToggleButtonGroup>
      {loading && <LinearProgress aria-label="Loading unassigned attendees" sx={{ mb: 1 }} />}
      {picked !== null && picked.from !== null && (
        <Button size="small" variant="outlined" fullWidth sx={{ mb: 1 }} onClick={() => onUnassign(picked.man._id)}>
          Unassign {occupantLabel(picked.man)}
        </Button>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, maxHeight: "60vh", overflowY: "auto" }}>
        {men.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText(search)}
          </Typography>
        ) : (
          men.map((man) => <AttendeeChip key={man._id} man={man} picked={picked?.man._id === man._id} onPick={onPick} />)
        )}
      </Stack>
      {matching > men.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the first {men.length} of {matching}. Search by name to find the others.
        </Typography>
      )}
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
