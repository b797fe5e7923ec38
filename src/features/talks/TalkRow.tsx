import Autorenew from "@mui/icons-material/Autorenew";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { endOf, formatShortDay, formatTime } from "../../lib/retreatTime";
import { KIND_LABELS, STATUS_LABELS, type TalkRowData, type TalkStatus } from "./talkTypes";

export type TalkRowActions = {
  setStatus: (talk: TalkRowData, status: TalkStatus) => void;
  rotateLink: (talk: TalkRowData) => void;
  edit: (talk: TalkRowData) => void;
  remove: (talk: TalkRowData) => void;
};

/**
 * One talk: when, what, who, where, its status, and a new speaker-portal link on demand (a link
 * is shown once, when made; the app keeps only its hash).
 */
export function TalkRow({ talk, actions }: { talk: TalkRowData; actions: TalkRowActions }) {
  return (
    <TableRow aria-label={talk.title}>
      <TableCell data-label="When" sx={{ whiteSpace: "nowrap" }}>
        {formatShortDay(talk.day)}
        <Typography variant="body2" color="text.secondary">
          {formatTime(talk.time)} – {formatTime(endOf(talk.time, talk.duration_minutes))}
        </Typography>
      </TableCell>
      <TableCell data-label="Title">
        <Typography sx={{ fontWeight: 600 }}>{talk.title}</Typography>
        <Chip size="small" variant="outlined" label={KIND_LABELS[talk.kind]} color={talk.kind === "testimony" ? "secondary" : "default"} />
      </TableCell>
      <TableCell data-label="Speaker">{talk.speaker}</TableCell>
      <TableCell data-label="Place">{talk.place ?? "—"}</TableCell>
      <TableCell data-label="Status">
        <TextField
          select
          size="small"
          value={talk.status}
          onChange={(e) => actions.setStatus(talk, e.target.value as TalkStatus)}
          slotProps={{ htmlInput: { "aria-label": `Status of ${talk.title}` } }}
          color={talk.status === "assigned" ? "primary" : "success"}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell data-label="Notes" sx={{ maxWidth: 280 }}>
        {talk.staff_notes && <Typography variant="body2">{talk.staff_notes}</Typography>}
        {talk.speaker_note && (
          <Typography variant="body2" color="secondary.main">
            From the speaker: {talk.speaker_note}
          </Typography>
        )}
      </TableCell>
      <TableCell data-label="Portal link" sx={{ whiteSpace: "nowrap" }}>
        <Stack direction="row">
          <Tooltip title="New link to send (the old link stops working)">
            <IconButton aria-label={`Rotate portal link for ${talk.title}`} onClick={() => actions.rotateLink(talk)}>
              <Autorenew fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={`Edit ${talk.title}`} onClick={() => actions.edit(talk)}>
            <Edit fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Delete ${talk.title}`} onClick={() => actions.remove(talk)}>
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
