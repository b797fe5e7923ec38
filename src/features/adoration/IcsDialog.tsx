import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { downloadHours, icsTexts } from "./adorationIcs";
import { peopleWithHours } from "./peopleWithHours";
import type { AdminHour } from "./useAdorationAdmin";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

/** A calendar file (.ics) of one person's adoration hours. */
export function IcsDialog({ hours, onClose }: { hours: readonly AdminHour[]; onClose: () => void }) {
  const t = useT(adorationNs);
  const people = peopleWithHours(hours, t.language);
  const [key, setKey] = useState("");
  const person = people.find((p) => p.key === key);
  const download = () => {
    if (!person) return;
    downloadHours(person.name, person.hours, icsTexts(t), `-${key}`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("ics.title")}</DialogTitle>
      <DialogContent>
        {people.length === 0 ? (
          <Typography color="text.secondary">{t("ics.nobody")}</Typography>
        ) : (
          <TextField select autoFocus fullWidth label={t("ics.person")} value={key} onChange={(e) => setKey(e.target.value)} sx={{ mt: 1 }}>
            {people.map((p) => (
              <MenuItem key={p.key} value={p.key}>
                {t("ics.option", { name: p.name, count: p.hours.length })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("ics.cancel")}</Button>
        <Button variant="contained" disabled={!person} onClick={download}>
          {t("ics.download")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
