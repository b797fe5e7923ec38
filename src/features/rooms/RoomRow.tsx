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
import { ROOM_TYPE_LABELS, ROOM_TYPE_LOCKED_TEXT } from "./RoomDialog";

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
  const candidates = candidatesFor(room, unassigned);
  const full = roomIsFull(room.occupants.length, room.capacity);
  const occupied = room.occupants.length > 0;
  return (
    <TableRow data-testid={`room-row-${room.name}`} hover>
      <TableCell data-label="Room Number" sx={{ verticalAlign: "top" }}>
        <Typography sx={{ fontWeight: 600 }}>{room.name}</Typography>
        {room.description !== null && (
          <Typography component="div" variant="body2" color="text.secondary">
            <RichText html={room.description} />
          </Typography>
        )}
      </TableCell>
      <TableCell data-label="Room Type" sx={{ verticalAlign: "top", minWidth: 140 }}>
        {/* A disabled control fires no events: the span carries the reason on hover and focus. */}
        <Tooltip title={occupied ? ROOM_TYPE_LOCKED_TEXT : ""}>
          <span tabIndex={occupied ? 0 : undefined} style={{ display: "inline-block" }}>
            <TextField
              select
              size="small"
              value={room.room_type}
              disabled={occupied}
              onChange={(e) => actions.setType(room, e.target.value as RoomType)}
              slotProps={{ select: { SelectDisplayProps: { "aria-label": `Room type of ${room.name}` } as object } }}
            >
              {(Object.keys(ROOM_TYPE_LABELS) as RoomType[]).map((type) => (
                <MenuItem key={type} value={type}>
                  {ROOM_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
          </span>
        </Tooltip>
      </TableCell>
      <TableCell data-label="Capacity" sx={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
        <Typography>{room.capacity ?? "No limit"}</Typography>
        <Typography variant="body2" color={full ? "error" : "text.secondary"}>
          {full ? "Full" : `${room.occupants.length} taken`}
        </Typography>
      </TableCell>
      <TableCell data-label="Current Occupants" sx={{ verticalAlign: "top" }}>
        {room.occupants.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No occupants
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
            {room.occupants.map((man) => (
              <Chip
                key={man._id}
                label={occupantLabel(man)}
                size="small"
                onDelete={() => actions.remove(man._id)}
                deleteIcon={<Cancel aria-label={`Remove ${occupantLabel(man)} from ${room.name}`} aria-hidden={false} role="button" />}
              />
            ))}
          </Stack>
        )}
      </TableCell>
      <TableCell data-label="Assign Attendee" sx={{ verticalAlign: "top", minWidth: 240 }}>
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
          noOptionsText="No unassigned attendees of this type"
          renderInput={(params) => <TextField {...params} placeholder={full ? "Full" : "Select attendee"} aria-label={`Assign attendee to ${room.name}`} />}
        />
        {refusal?.roomId === room._id && <InlineRefusal message={refusal.message} onClose={refusal.dismiss} />}
      </TableCell>
      <TableCell data-label="Actions" sx={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${room.name}`} onClick={() => actions.edit(room)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${room.name}`} onClick={() => actions.delete(room)}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
