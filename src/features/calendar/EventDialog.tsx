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
import { formatDay } from "../../lib/retreatTime";
import { serverMessage } from "../../lib/serverError";
import type { CalendarDay, StaffEvent } from "./agenda";

/** Add, edit or delete a staff event on a retreat day. */
export function EventDialog({ event, days, onClose }: { event: StaffEvent | null; days: readonly CalendarDay[]; onClose: () => void }) {
  const create = useMutation(api.calendar.createEvent);
  const update = useMutation(api.calendar.updateEvent);
  const remove = useMutation(api.calendar.removeEvent);
  const initialDay = event === null ? (days[0]?.date ?? "") : (days.find((d) => d.events.some((e) => e._id === event._id))?.date ?? "");
  const [values, setValues] = useState({
    title: event?.title ?? "",
    day: initialDay,
    start_time: event?.start_time ?? "09:00",
    end_time: event?.end_time ?? "10:00",
    place: event?.place ?? "",
    notes: event?.notes ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? "Failed to save the event. Please try again.");
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{event === null ? "Add Event" : "Edit Event"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {days.length === 0 && <Alert severity="warning">Set the retreat's start and end dates in Settings first.</Alert>}
          <TextField label="Title" value={values.title} onChange={set("title")} required autoFocus />
          <TextField select label="Day" value={values.day} onChange={set("day")}>
            {days.map((day) => (
              <MenuItem key={day.date} value={day.date}>
                {formatDay(day.date)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField label="Start" type="time" value={values.start_time} onChange={set("start_time")} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField label="End" type="time" value={values.end_time} onChange={set("end_time")} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          </Stack>
          <TextField label="Place" value={values.place} onChange={set("place")} />
          <TextField label="Notes" value={values.notes} onChange={set("notes")} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {event !== null && (
          <Button color="error" onClick={() => void run(() => remove({ eventId: event._id }))} sx={{ mr: "auto" }}>
            Delete
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void run(() => (event === null ? create(values) : update({ eventId: event._id, ...values })))}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
