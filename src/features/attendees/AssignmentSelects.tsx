import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import type { AttendeeRow } from "./types";
import { formatFullName } from "../../lib/format";
import { roomChoices, roomLabel, tableChoices, type RoomOption, type TableOption } from "./assignmentChoices";

const NONE = "";

/**
 * Choices are taken when the menu opens and kept until it closes, so a live update cannot move
 * an item from under the pointer; the server re-checks the choice when it is made.
 */
function useFrozenWhileOpen<T>(live: T) {
  const [frozen, setFrozen] = useState<{ value: T } | null>(null);
  return {
    value: frozen?.value ?? live,
    onOpen: () => setFrozen({ value: live }),
    onClose: () => setFrozen(null),
  };
}

export function RoomSelect({
  row,
  rooms,
  onChange,
}: {
  row: AttendeeRow;
  rooms: readonly RoomOption[];
  onChange: (attendeeId: Id<"attendees">, roomId: Id<"rooms"> | null) => void;
}) {
  const choices = useFrozenWhileOpen(roomChoices(rooms, row));
  const name = formatFullName(row.first_name, row.last_name);
  if (row.sleeps_at_home && row.room_id === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sleeps at home
      </Typography>
    );
  }
  const current = choices.value.some((room) => room._id === row.room_id) ? row.room_id : NONE;
  return (
    <Select
      size="small"
      fullWidth
      value={current ?? NONE}
      displayEmpty
      onOpen={choices.onOpen}
      onClose={choices.onClose}
      inputProps={{ "aria-label": `Room for ${name}` }}
      renderValue={(id) => (id === NONE ? <em>None</em> : (choices.value.find((room) => room._id === id)?.name ?? ""))}
      onChange={(e) => onChange(row._id, e.target.value === NONE ? null : (e.target.value as Id<"rooms">))}
    >
      <MenuItem value={NONE}>
        <em>None</em>
      </MenuItem>
      {choices.value.map((room) => (
        <MenuItem key={room._id} value={room._id}>
          {roomLabel(room)}
        </MenuItem>
      ))}
    </Select>
  );
}

export function TableSelect({
  row,
  tables,
  onChange,
}: {
  row: AttendeeRow;
  tables: readonly TableOption[];
  onChange: (attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null) => void;
}) {
  const choices = useFrozenWhileOpen(tableChoices(tables, row));
  const name = formatFullName(row.first_name, row.last_name);
  const current = choices.value.some((table) => table._id === row.table_id) ? row.table_id : NONE;
  return (
    <Select
      size="small"
      fullWidth
      value={current ?? NONE}
      displayEmpty
      onOpen={choices.onOpen}
      onClose={choices.onClose}
      inputProps={{ "aria-label": `Table for ${name}` }}
      onChange={(e) => onChange(row._id, e.target.value === NONE ? null : (e.target.value as Id<"diningTables">))}
    >
      <MenuItem value={NONE}>
        <em>None</em>
      </MenuItem>
      {choices.value.map((table) => (
        <MenuItem key={table._id} value={table._id}>
          {table.name}
        </MenuItem>
      ))}
    </Select>
  );
}
