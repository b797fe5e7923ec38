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
import { formatDayIn } from "../../lib/retreatTime";
import { useScheduleErrorText } from "../../lib/scheduleRefusal";
import type { CalendarDay, StaffEvent } from "./agenda";
import { calendarNs } from "../../i18n/namespaces/calendar";
import { useT } from "../../i18n/useT";

/** Add, edit or delete a staff event on a retreat day. */
export function EventDialog({ event, days, onClose }: { event: StaffEvent | null; days: readonly CalendarDay[]; onClose: () => void }) {
  const t = useT(calendarNs);
  const errorText = useScheduleErrorText();
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
      setError(errorText(failure, t("dialog.failed")));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{event === null ? t("dialog.add") : t("dialog.edit")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {days.length === 0 && <Alert severity="warning">{t("dialog.noDates")}</Alert>}
          <TextField label={t("dialog.title")} value={values.title} onChange={set("title")} required autoFocus />
          <TextField select label={t("dialog.day")} value={values.day} onChange={set("day")}>
            {days.map((day) => (
              <MenuItem key={day.date} value={day.date}>
                {formatDayIn(t.language, day.date)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField label={t("dialog.start")} type="time" value={values.start_time} onChange={set("start_time")} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField label={t("dialog.end")} type="time" value={values.end_time} onChange={set("end_time")} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          </Stack>
          <TextField label={t("dialog.place")} value={values.place} onChange={set("place")} />
          <TextField label={t("dialog.notes")} value={values.notes} onChange={set("notes")} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {event !== null && (
          <Button color="error" onClick={() => void run(() => remove({ eventId: event._id }))} sx={{ mr: "auto" }}>
            {t("dialog.delete")}
          </Button>
        )}
        <Button onClick={onClose}>{t("dialog.cancel")}</Button>
        <Button variant="contained" onClick={() => void run(() => (event === null ? create(values) : update({ eventId: event._id, ...values })))}>
          {t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
