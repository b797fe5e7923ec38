import Autocomplete from "@mui/material/Autocomplete";
import Grid from "@mui/material/Grid";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { formatLongDateIn } from "../../i18n/format";
import { settingsNs } from "../../i18n/namespaces/settings";
import { useT } from "../../i18n/useT";
import { phoneCards } from "../../components/table/phoneCards";
import { scheduleRows, withDayTime } from "../../../convex/shared/dailySchedule";
import { SettingField, SettingsSection, type SectionProps } from "./SettingField";

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The two times of a schedule row, in order. */
const TIME_FIELDS = ["start", "end"] as const;

function TimeZoneField({ values, errors, onChange }: SectionProps) {
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone"), []);
  const t = useT(settingsNs);
  const error = errors.retreat_time_zone;
  return (
    <Autocomplete
      freeSolo
      options={zones}
      value={values.retreat_time_zone}
      onInputChange={(_, value) => onChange("retreat_time_zone", value)}
      renderInput={(params) => (
        <TextField
          {...params}
          id="setting-retreat_time_zone"
          label={t("label.retreat_time_zone")}
          size="small"
          placeholder={browserZone}
          error={error !== undefined}
          helperText={error ?? t("schedule.timeZoneHelp", { zone: browserZone })}
        />
      )}
    />
  );
}

/** One row per retreat day with its start and end time, stored as the JSON of SPEC.md §3. */
function DailyScheduleEditor({ values, errors, onChange }: SectionProps) {
  const t = useT(settingsNs);
  const rows = scheduleRows(values.retreat_start_date, values.retreat_end_date, values.retreat_daily_schedule);
  const change = (day: string, field: "start" | "end", value: string) => {
    onChange("retreat_daily_schedule", withDayTime(values.retreat_daily_schedule, day, field, value));
  };
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t("label.retreat_daily_schedule")}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("schedule.noDays")}
        </Typography>
      ) : (
        <Table size="small" sx={phoneCards} aria-label={t("label.retreat_daily_schedule")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("schedule.day")}</TableCell>
              <TableCell>{t("schedule.starts")}</TableCell>
              <TableCell>{t("schedule.ends")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.day}>
                <TableCell data-label={t("schedule.day")}>{formatLongDateIn(t.language, row.day)}</TableCell>
                {TIME_FIELDS.map((field) => (
                  <TableCell key={field} data-label={field === "start" ? t("schedule.starts") : t("schedule.ends")}>
                    <TextField
                      type="time"
                      size="small"
                      value={row[field]}
                      onChange={(event) => change(row.day, field, event.target.value)}
                      slotProps={{ htmlInput: { "aria-label": t(field === "start" ? "schedule.startOn" : "schedule.endOn", { day: row.day }) } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {errors.retreat_daily_schedule && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {errors.retreat_daily_schedule}
        </Typography>
      )}
    </>
  );
}

export function RetreatScheduleSection(props: SectionProps) {
  const t = useT(settingsNs);
  return (
    <SettingsSection title={t("schedule.title")} description={t("schedule.description")}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SettingField {...props} name="retreat_start_date" kind="date" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SettingField {...props} name="retreat_end_date" kind="date" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TimeZoneField {...props} />
        </Grid>
      </Grid>
      <DailyScheduleEditor {...props} />
    </SettingsSection>
  );
}
