import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
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
import type { Id } from "../../../convex/_generated/dataModel";
import { formatFullName } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { formatDayIn, formatTimeIn } from "../../lib/retreatTime";
import { defaultTalkTime, KIND_KEYS, STATUS_KEYS, type PortalLink, type RetreatDayOption, type ServerOption, type TalkRowData } from "./talkTypes";
import { talksNs } from "../../i18n/namespaces/talks";
import { useT } from "../../i18n/useT";
import { useScheduleErrorText } from "../../lib/scheduleRefusal";
import { LANGUAGE_NAMES } from "../../i18n/language";
import { LANGUAGES, type Language } from "../../../convex/shared/languages";

type Values = {
  title: string;
  kind: TalkRowData["kind"];
  speaker: ServerOption | null;
  day: string;
  time: string;
  duration: string;
  place: string;
  status: TalkRowData["status"];
  staff_notes: string;
  /** The portal's language for this talk's link; "" follows the speaker's browser. */
  language: Language | "";
};

function initialValues(talk: TalkRowData | null, servers: readonly ServerOption[], days: readonly RetreatDayOption[]): Values {
  if (talk === null) {
    const day = days[0]?.date ?? "";
    return {
      title: "",
      kind: "talk",
      speaker: null,
      day,
      time: defaultTalkTime(days, day),
      duration: "30",
      place: "",
      status: "assigned",
      staff_notes: "",
      language: "",
    };
  }
  return {
    title: talk.title,
    kind: talk.kind,
    speaker: servers.find((s) => s._id === talk.speaker_id) ?? null,
    day: talk.day,
    time: talk.time,
    duration: String(talk.duration_minutes),
    place: talk.place ?? "",
    status: talk.status,
    staff_notes: talk.staff_notes ?? "",
    language: talk.language ?? "",
  };
}

const serverName = (s: ServerOption) => formatFullName(s.first_name, s.last_name);

/**
 * Add or edit a talk; the server's refusal (overlap, outside the retreat) shows here and keeps the
 * input. A new talk's portal link goes to `onCreated`, the one time it is known.
 */
export function TalkDialog({
  talk,
  servers,
  days,
  onClose,
  onCreated,
}: {
  talk: TalkRowData | null;
  servers: readonly ServerOption[];
  days: readonly RetreatDayOption[];
  onClose: () => void;
  onCreated: (link: PortalLink) => void;
}) {
  const t = useT(talksNs);
  const errorText = useScheduleErrorText();
  const create = useMutation(api.talks.create);
  const update = useMutation(api.talks.update);
  const [values, setValues] = useState(() => initialValues(talk, servers, days));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));
  // A new talk's untouched time follows the chosen day's start.
  const changeDay = (day: string) =>
    setValues((v) => ({ ...v, day, time: talk === null && v.time === defaultTalkTime(days, v.day) ? defaultTalkTime(days, day) : v.time }));

  const save = async () => {
    if (values.speaker === null) return setError(t("dialog.chooseSpeaker"));
    const input = {
      title: values.title,
      kind: values.kind,
      speaker_id: values.speaker._id as Id<"attendees">,
      day: values.day,
      time: values.time,
      duration_minutes: Number(values.duration),
      place: values.place,
      status: values.status,
      staff_notes: values.staff_notes,
      ...(values.language === "" ? {} : { language: values.language }),
    };
    setSaving(true);
    try {
      if (talk === null) {
        const { portalToken } = await create(input);
        onCreated({ title: input.title.trim(), speaker: serverName(values.speaker), token: portalToken });
      } else {
        await update({ talkId: talk._id, ...input });
        onClose();
      }
    } catch (failure) {
      setError(errorText(failure, t("dialog.failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{talk === null ? t("dialog.add") : t("dialog.edit")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {days.length === 0 && <Alert severity="warning">{t("dialog.noDates")}</Alert>}
          <TextField label={t("dialog.title")} value={values.title} onChange={(e) => set("title", e.target.value)} required autoFocus />
          <TextField select label={t("dialog.kind")} value={values.kind} onChange={(e) => set("kind", e.target.value as Values["kind"])}>
            {Object.entries(KIND_KEYS).map(([value, key]) => (
              <MenuItem key={value} value={value}>
                {t(key)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={servers as ServerOption[]}
            value={values.speaker}
            onChange={(_e, next) => set("speaker", next)}
            filterOptions={(options, state) => searchMen(options, state.inputValue, 20)}
            getOptionLabel={serverName}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            autoHighlight
            renderInput={(params) => <TextField {...params} label={t("dialog.speaker")} placeholder={t("dialog.speakerPlaceholder")} required />}
          />
          <Stack direction="row" spacing={2}>
            <TextField select label={t("dialog.day")} value={values.day} onChange={(e) => changeDay(e.target.value)} sx={{ flex: 2 }}>
              {days.map((day) => (
                <MenuItem key={day.date} value={day.date}>
                  {formatDayIn(t.language, day.date)}
                  {day.start && day.end ? ` (${formatTimeIn(t.language, day.start)} – ${formatTimeIn(t.language, day.end)})` : ""}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t("dialog.time")} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
            <TextField label={t("dialog.minutes")} type="number" value={values.duration} onChange={(e) => set("duration", e.target.value)} sx={{ width: 110 }} />
          </Stack>
          <TextField label={t("dialog.place")} value={values.place} onChange={(e) => set("place", e.target.value)} placeholder={t("dialog.placePlaceholder")} />
          <TextField select label={t("dialog.status")} value={values.status} onChange={(e) => set("status", e.target.value as Values["status"])}>
            {Object.entries(STATUS_KEYS).map(([value, key]) => (
              <MenuItem key={value} value={value}>
                {t(key)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t("dialog.notes")} value={values.staff_notes} onChange={(e) => set("staff_notes", e.target.value)} multiline minRows={2} />
          <TextField
            select
            label={t("dialog.language")}
            helperText={t("dialog.languageHelp")}
            value={values.language}
            onChange={(e) => set("language", e.target.value as Values["language"])}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t("dialog.languageBrowser")}</MenuItem>
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("dialog.cancel")}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {saving ? t("dialog.saving") : t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
