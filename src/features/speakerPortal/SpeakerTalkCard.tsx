import CheckCircle from "@mui/icons-material/CheckCircle";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { useNotify } from "../../components/notifications/useNotify";
import { endOf, formatDayIn, formatTimeIn } from "../../lib/retreatTime";
import { speakerPortalNs } from "../../i18n/namespaces/speakerPortal";
import { useT } from "../../i18n/useT";

type PortalTalk = NonNullable<FunctionReturnType<typeof api.speakerPortal.view>>["talks"][number];

const STATUS_KEYS = { assigned: "status.assigned", confirmed: "status.confirmed", delivered: "status.delivered" } as const satisfies Record<PortalTalk["status"], string>;

/** One of the speaker's talks: when and where, the staff's notes, confirm, and a note back to staff. */
export function SpeakerTalkCard({ token, talk }: { token: string; talk: PortalTalk }) {
  const confirm = useMutation(api.speakerPortal.confirm);
  const saveNote = useMutation(api.speakerPortal.saveNote);
  const guarded = useGuardedCall();
  const notify = useNotify();
  const t = useT(speakerPortalNs);
  const [note, setNote] = useState(talk.speaker_note ?? "");
  const sendNote = async () => {
    const done = await guarded(() => saveNote({ token, talkId: talk._id, note }), t("note.failed"));
    if (done !== undefined) notify({ title: t("note.sent"), description: t("note.sentText"), variant: "success" });
  };
  const unsentNote = note.trim() !== (talk.speaker_note ?? "").trim();
  const confirmTalk = async () => {
    const done = await guarded(() => confirm({ token, talkId: talk._id, ...(unsentNote ? { note } : {}) }), t("confirm.failed"));
    if (done !== undefined && unsentNote) {
      notify({ title: t("confirmed.title"), description: t("confirmed.text"), variant: "success" });
    }
  };
  return (
    <Card variant="outlined" component="article" aria-label={talk.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
          <Typography variant="h5" component="h2">
            {talk.title}
          </Typography>
          <Chip size="small" label={t(talk.kind === "testimony" ? "kind.testimony" : "kind.talk")} variant="outlined" />
          <Chip size="small" label={t(STATUS_KEYS[talk.status])} color={talk.status === "assigned" ? "warning" : "success"} />
        </Stack>
        <Typography>
          {t("when", {
            day: formatDayIn(t.language, talk.day),
            start: formatTimeIn(t.language, talk.time),
            end: formatTimeIn(t.language, endOf(talk.time, talk.duration_minutes)),
            minutes: String(talk.duration_minutes),
          })}
        </Typography>
        {talk.place && <Typography>{t("place", { place: talk.place })}</Typography>}
        {talk.staff_notes && (
          <Typography sx={{ mt: 1, whiteSpace: "pre-line" }}>
            <strong>{t("staffNotes")}</strong> {talk.staff_notes}
          </Typography>
        )}
        {talk.status === "assigned" && (
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            startIcon={<CheckCircle />}
            onClick={() => void confirmTalk()}
          >
            {t(talk.kind === "testimony" ? "confirm.testimony" : "confirm.talk")}
          </Button>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 2, alignItems: { sm: "flex-start" } }}>
          <TextField
            label={t("note.label")}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button variant="outlined" onClick={() => void sendNote()}>
            {t("note.send")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
