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
import { useServerErrorText } from "../../i18n/serverErrors";
import { KIND_KEYS, type Prayer } from "./types";
import { prayersNs } from "../../i18n/namespaces/prayers";
import { useT } from "../../i18n/useT";

/** Add or edit a prayer or intention; the text is rich text, sanitised by the server. */
export function PrayerDialog({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  const t = useT(prayersNs);
  const errorText = useServerErrorText();
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
      setError(errorText(failure, t("dialog.failed")));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{prayer === null ? t("dialog.add") : t("dialog.edit")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t("dialog.title")} value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus />
          <TextField select label={t("dialog.kind")} value={kind} onChange={(e) => setKind(e.target.value as Prayer["kind"])}>
            {Object.entries(KIND_KEYS).map(([value, key]) => (
              <MenuItem key={value} value={value}>
                {t(key)}
              </MenuItem>
            ))}
          </TextField>
          <RichTextEditor label={t("dialog.text")} initialHtml={body} onChange={setBody} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("dialog.cancel")}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
