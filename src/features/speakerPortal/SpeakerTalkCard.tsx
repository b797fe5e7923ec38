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
import { endOf, formatDay, formatTime } from "../../lib/retreatTime";

type PortalTalk = NonNullable<FunctionReturnType<typeof api.speakerPortal.view>>["talks"][number];

const STATUS_TEXT: Record<PortalTalk["status"], string> = { assigned: "Waiting for your confirmation", confirmed: "Confirmed", delivered: "Delivered" };

/** One of the speaker's talks: when and where, the staff's notes, confirm, and a note back to staff. */
export function SpeakerTalkCard({ token, talk }: { token: string; talk: PortalTalk }) {
  const confirm = useMutation(api.speakerPortal.confirm);
  const saveNote = useMutation(api.speakerPortal.saveNote);
  const guarded = useGuardedCall();
  const notify = useNotify();
  const [note, setNote] = useState(talk.speaker_note ?? "");
  const sendNote = async () => {
    const done = await guarded(() => saveNote({ token, talkId: talk._id, note }), "Failed to send your note.");
    if (done !== undefined) notify({ title: "Note sent", description: "The retreat team will see your note.", variant: "success" });
  };
  const unsentNote = note.trim() !== (talk.speaker_note ?? "").trim();
  const confirmTalk = async () => {
    const done = await guarded(() => confirm({ token, talkId: talk._id, ...(unsentNote ? { note } : {}) }), "Failed to confirm.");
    if (done !== undefined && unsentNote) {
      notify({ title: "Confirmed", description: "Your note was sent to the retreat team with your confirmation.", variant: "success" });
    }
  };
  return (
    <Card variant="outlined" component="article" aria-label={talk.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
          <Typography variant="h5" component="h2">
            {talk.title}
          </Typography>
          <Chip size="small" label={talk.kind === "testimony" ? "Testimony" : "Talk"} variant="outlined" />
          <Chip size="small" label={STATUS_TEXT[talk.status]} color={talk.status === "assigned" ? "warning" : "success"} />
        </Stack>
        <Typography>
          {formatDay(talk.day)}, {formatTime(talk.time)} – {formatTime(endOf(talk.time, talk.duration_minutes))} ({talk.duration_minutes} minutes)
        </Typography>
        {talk.place && <Typography>Place: {talk.place}</Typography>}
        {talk.staff_notes && (
          <Typography sx={{ mt: 1, whiteSpace: "pre-line" }}>
            <strong>Notes from the retreat team:</strong> {talk.staff_notes}
          </Typography>
        )}
        {talk.status === "assigned" && (
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            startIcon={<CheckCircle />}
            onClick={() => void confirmTalk()}
          >
            Confirm {talk.kind === "testimony" ? "Testimony" : "Talk"}
          </Button>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 2, alignItems: { sm: "flex-start" } }}>
          <TextField
            label="Note for the retreat team"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button variant="outlined" onClick={() => void sendNote()}>
            Send Note
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
