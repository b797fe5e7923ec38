import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { downloadHours } from "./adorationIcs";
import { peopleWithHours } from "./peopleWithHours";
import type { AdminHour } from "./useAdorationAdmin";

/** A calendar file (.ics) of one person's adoration hours. */
export function IcsDialog({ hours, onClose }: { hours: readonly AdminHour[]; onClose: () => void }) {
  const people = peopleWithHours(hours);
  const [key, setKey] = useState("");
  const person = people.find((p) => p.key === key);
  const download = () => {
    if (!person) return;
    downloadHours(person.name, person.hours, `-${key}`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Calendar file</DialogTitle>
      <DialogContent>
        {people.length === 0 ? (
          <Typography color="text.secondary">Nobody holds an hour yet.</Typography>
        ) : (
          <TextField select fullWidth label="Person" value={key} onChange={(e) => setKey(e.target.value)} sx={{ mt: 1 }}>
            {people.map((p) => (
              <MenuItem key={p.key} value={p.key}>
                {p.name} ({p.hours.length} {p.hours.length === 1 ? "hour" : "hours"})
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!person} onClick={download}>
          Download .ics
        </Button>
      </DialogActions>
    </Dialog>
  );
}
