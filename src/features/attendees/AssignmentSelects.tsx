import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import type { AttendeeRow } from "./types";
import { formatFullName } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
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

/** A compact select of `choices` (frozen while open) with a None entry first; `choiceText` names a choice in the menu. */
function ChoiceSelect<C extends { _id: string }>({
  label,
  live,
  currentId,
  choiceText,
  selectedText,
  onChange,
}: {
  label: string;
  live: readonly C[];
  currentId: string | null;
  choiceText: (choice: C) => string;
  /** How the chosen one reads in the closed select; by default as in the menu. */
  selectedText?: (choice: C) => string;
  onChange: (id: string | null) => void;
}) {
  const t = useT(attendeesNs);
  const choices = useFrozenWhileOpen(live);
  const current = choices.value.some((choice) => choice._id === currentId) ? currentId : NONE;
  return (
    <Select
      size="small"
      fullWidth
      value={current ?? NONE}
      displayEmpty
      onOpen={choices.onOpen}
      onClose={choices.onClose}
      inputProps={{ "aria-label": label }}
      renderValue={
        selectedText &&
        ((id) => {
          if (id === NONE) return <em>{t("none")}</em>;
          const chosen = choices.value.find((choice) => choice._id === id);
          return chosen ? selectedText(chosen) : "";
        })
      }
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
    >
      <MenuItem value={NONE}>
        <em>{t("none")}</em>
      </MenuItem>
      {choices.value.map((choice) => (
        <MenuItem key={choice._id} value={choice._id}>
          {choiceText(choice)}
        </MenuItem>
      ))}
    </Select>
  );
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
  const t = useT(attendeesNs);
  const live = roomChoices(rooms, row);
  if (row.sleeps_at_home && row.room_id === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("assign.sleepsAtHome")}
      </Typography>
    );
  }
  return (
    <ChoiceSelect
      label={t("assign.roomFor", { name: formatFullName(row.first_name, row.last_name) })}
      live={live}
      currentId={row.room_id}
      choiceText={roomLabel}
      selectedText={(room) => room.name}
      onChange={(roomId) => onChange(row._id, roomId as Id<"rooms"> | null)}
    />
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
  const t = useT(attendeesNs);
  return (
    <ChoiceSelect
      label={t("assign.tableFor", { name: formatFullName(row.first_name, row.last_name) })}
      live={tableChoices(tables, row)}
      currentId={row.table_id}
      choiceText={(table) => table.name}
      onChange={(tableId) => onChange(row._id, tableId as Id<"diningTables"> | null)}
    />
  );
}
