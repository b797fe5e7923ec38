import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { roomChoices, roomLabel, tableChoices } from "./assignmentChoices";
import type { FormValues } from "./attendeeForm";
import { roomText, type AttendeesT } from "./labels";

function atHomeText(t: AttendeesT, currentRoom: string | null): string {
  return currentRoom === null ? t("placement.atHomeNoRoom") : t("placement.atHomeLeaves", { room: roomText(t, currentRoom) });
}

/** Room and table pickers of the Add/Edit dialog ('none' is the empty choice). */
export function PlacementFields({
  values,
  current,
  onChange,
}: {
  values: FormValues;
  /** The stored room and table (kept on offer even when full). */
  current: { room_id: string | null; table_id: string | null };
  onChange: (name: "room_id" | "table_id", value: string) => void;
}) {
  const t = useT(attendeesNs);
  const rooms = useQuery(api.rooms.options) ?? [];
  const tables = useQuery(api.diningTables.list) ?? [];
  const sleepsAtHome = values.sleeps_at_home === true;
  const rooms_ = roomChoices(rooms, {
    attendee_type: values.attendee_type === "server" ? "server" : "attendee",
    sleeps_at_home: sleepsAtHome,
    room_id: current.room_id,
    table_id: current.table_id,
  });
  const tables_ = tableChoices(tables, current);
  const roomValue = rooms_.some((r) => r._id === values.room_id) ? values.room_id : "";
  const tableValue = tables_.some((t) => t._id === values.table_id) ? values.table_id : "";
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="attendee-room"
          select
          fullWidth
          size="small"
          label={t("placement.room")}
          value={roomValue}
          onChange={(e) => onChange("room_id", e.target.value)}
          helperText={sleepsAtHome ? atHomeText(t, rooms.find((r) => r._id === current.room_id)?.name ?? null) : undefined}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t("none")}</MenuItem>
          {rooms_.map((room) => (
            <MenuItem key={room._id} value={room._id}>
              {roomLabel(room)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="attendee-table"
          select
          fullWidth
          size="small"
          label={t("placement.table")}
          value={tableValue}
          onChange={(e) => onChange("table_id", e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t("none")}</MenuItem>
          {tables_.map((table) => (
            <MenuItem key={table._id} value={table._id}>
              {table.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </>
  );
}
