import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { RichTextEditor } from "../../components/richText/RichTextEditor";
import { serverMessage } from "../../lib/serverError";
import { KIND_LABELS, type Prayer } from "./types";

/** Add or edit a prayer or intention; the text is rich text, sanitised by the server. */
export function PrayerDialog({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  const create = useMutation(api.prayers.create);
  const update = useMutation(api.prayers.update);
  const [title, setTitle] = useState(prayer?.title ?? "");
  const [kind, setKind] = useState<Prayer["kind"]>(prayer?.kind ?? "prayer");
  const [body, setBody] = useState(prayer?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      if (prayer === null) await create({ title, kind, body });
      else await update({ prayerId: prayer._id, title, kind, body });
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? "Failed to save the prayer. Please try again.");
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{prayer === null ? "Add Prayer" : "Edit Prayer"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus />
          <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Prayer["kind"])}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <RichTextEditor label="Text" initialHtml={body} onChange={setBody} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
