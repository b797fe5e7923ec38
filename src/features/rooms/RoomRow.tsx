import Cancel from "@mui/icons-material/Cancel";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { roomIsFull } from "../../../convex/shared/roomRule";
import type { Id } from "../../../convex/_generated/dataModel";
import { InlineRefusal } from "../../components/notifications/InlineRefusal";
import { searchOptions } from "../../lib/searchOptions";
import type { RoomType } from "../../../convex/shared/validators";
import { candidatesFor, occupantLabel, type BoardAttendee, type BoardRoom } from "./boardUpdates";
import { RichText } from "../../components/richText/RichTextEditor";
import { formatNumberIn } from "../../i18n/format";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useT } from "../../i18n/useT";
import { ROOM_TYPE_KEYS } from "./RoomDialog";

export type RoomRowActions = {
  assign: (attendeeId: Id<"attendees">, roomId: Id<"rooms">) => void;
  remove: (attendeeId: Id<"attendees">) => void;
  setType: (room: BoardRoom, roomType: RoomType) => void;
  edit: (room: BoardRoom) => void;
  delete: (room: BoardRoom) => void;
};

/** The refusal of the last assign or remove, shown in its room's row. */
export type RoomRefusal = { roomId: Id<"rooms">; message: string; dismiss: () => void } | null;

export function RoomRow({
  room,
  unassigned,
  actions,
  refusal = null,
}: {
  room: BoardRoom;
  unassigned: readonly BoardAttendee[];
  actions: RoomRowActions;
  refusal?: RoomRefusal;
}) {
  const t = useT(roomsNs);
  const candidates = candidatesFor(room, unassigned);
  const full = roomIsFull(room.occupants.length, room.capacity);
  const occupied = room.occupants.length > 0;
  return (
    <TableRow data-testid={`room-row-${room.name}`} hover>
      <TableCell data-label={t("column.number")} sx={{ verticalAlign: "top" }}>
        <Typography sx={{ fontWeight: 600 }}>{room.name}</Typography>
        {room.description !== null && (
          <Typography component="div" variant="body2" color="text.secondary">
            <RichText html={room.description} />
          </Typography>
        )}
      </TableCell>
      <TableCell data-label={t("column.type")} sx={{ verticalAlign: "top", minWidth: 140 }}>
        {/* A disabled control fires no events: the span carries the reason on hover and focus. */}
        <Tooltip title={occupied ? t("typeLocked") : ""}>
          <span tabIndex={occupied ? 0 : undefined} style={{ display: "inline-block" }}>
            <TextField
              select
              size="small"
              value={room.room_type}
              disabled={occupied}
              onChange={(e) => actions.setType(room, e.target.value as RoomType)}
              slotProps={{ select: { SelectDisplayProps: { "aria-label": t("row.typeOf", { room: room.name }) } as object } }}
            >
              {(Object.keys(ROOM_TYPE_KEYS) as RoomType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {t(ROOM_TYPE_KEYS[type])}
                </MenuItem>
              ))}
            </TextField>
          </span>
        </Tooltip>
      </TableCell>
      <TableCell data-label={t("column.capacity")} sx={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
        <Typography>{room.capacity ?? t("row.noLimit")}</Typography>
        <Typography variant="body2" color={full ? "error" : "text.secondary"}>
          {full ? t("row.full") : t("row.taken", { count: room.occupants.length, n: formatNumberIn(t.language, room.occupants.length) })}
        </Typography>
      </TableCell>
      <TableCell data-label={t("column.occupants")} sx={{ verticalAlign: "top" }}>
        {room.occupants.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("row.noOccupants")}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
            {room.occupants.map((man) => (
              <Chip
                key={man._id}
                label={occupantLabel(man)}
                size="small"
                onDelete={() => actions.remove(man._id)}
                deleteIcon={<Cancel aria-label={t("row.remove", { man: occupantLabel(man), room: room.name })} aria-hidden={false} role="button" />}
              />
            ))}
          </Stack>
        )}
      </TableCell>
      <TableCell data-label={t("column.assign")} sx={{ verticalAlign: "top", minWidth: 240 }}>
        <Autocomplete
          size="small"
          disabled={full}
          options={candidates}
          filterOptions={searchOptions}
          value={null}
          blurOnSelect
          getOptionLabel={occupantLabel}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_e, man) => {
            if (man !== null) actions.assign(man._id, room._id);
          }}
          noOptionsText={t("row.noCandidates")}
          renderInput={(params) => <TextField {...params} placeholder={full ? t("row.full") : t("row.select")} aria-label={t("row.assignTo", { room: room.name })} />}
        />
        {refusal?.roomId === room._id && <InlineRefusal message={refusal.message} onClose={refusal.dismiss} />}
      </TableCell>
      <TableCell data-label={t("column.actions")} sx={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
        <Tooltip title={t("row.edit")}>
          <IconButton aria-label={t("row.editRoom", { room: room.name })} onClick={() => actions.edit(room)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("row.delete")}>
          <IconButton aria-label={t("row.deleteRoom", { room: room.name })} onClick={() => actions.delete(room)}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
