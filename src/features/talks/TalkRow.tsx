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
import { endOf, formatShortDayIn, formatTimeIn } from "../../lib/retreatTime";
import { KIND_KEYS, STATUS_KEYS, type TalkRowData, type TalkStatus } from "./talkTypes";
import { talksNs } from "../../i18n/namespaces/talks";
import { useT } from "../../i18n/useT";

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
  const t = useT(talksNs);
  return (
    <TableRow aria-label={talk.title}>
      <TableCell data-label={t("col.when")} sx={{ whiteSpace: "nowrap" }}>
        {formatShortDayIn(t.language, talk.day)}
        <Typography variant="body2" color="text.secondary">
          {formatTimeIn(t.language, talk.time)} – {formatTimeIn(t.language, endOf(talk.time, talk.duration_minutes))}
        </Typography>
      </TableCell>
      <TableCell data-label={t("col.title")}>
        <Typography sx={{ fontWeight: 600 }}>{talk.title}</Typography>
        <Chip size="small" variant="outlined" label={t(KIND_KEYS[talk.kind])} color={talk.kind === "testimony" ? "secondary" : "default"} />
      </TableCell>
      <TableCell data-label={t("col.speaker")}>{talk.speaker}</TableCell>
      <TableCell data-label={t("col.place")}>{talk.place ?? "—"}</TableCell>
      <TableCell data-label={t("col.status")}>
        <TextField
          select
          size="small"
          value={talk.status}
          onChange={(e) => actions.setStatus(talk, e.target.value as TalkStatus)}
          slotProps={{ htmlInput: { "aria-label": t("row.statusOf", { title: talk.title }) } }}
          color={talk.status === "assigned" ? "primary" : "success"}
        >
          {Object.entries(STATUS_KEYS).map(([value, key]) => (
            <MenuItem key={value} value={value}>
              {t(key)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell data-label={t("col.notes")} sx={{ maxWidth: 280 }}>
        {talk.staff_notes && <Typography variant="body2">{talk.staff_notes}</Typography>}
        {talk.speaker_note && (
          <Typography variant="body2" color="secondary.main">
            {t("row.fromSpeaker", { note: talk.speaker_note })}
          </Typography>
        )}
      </TableCell>
      <TableCell data-label={t("col.portal")} sx={{ whiteSpace: "nowrap" }}>
        <Stack direction="row">
          <Tooltip title={t("row.rotateTip")}>
            <IconButton aria-label={t("row.rotateAria", { title: talk.title })} onClick={() => actions.rotateLink(talk)}>
              <Autorenew fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={t("row.editAria", { title: talk.title })} onClick={() => actions.edit(talk)}>
            <Edit fontSize="small" />
          </IconButton>
          <IconButton aria-label={t("row.deleteAria", { title: talk.title })} onClick={() => actions.remove(talk)}>
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
