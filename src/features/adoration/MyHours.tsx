import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatSlot } from "../../lib/adorationTime";
import { downloadHours, icsTexts } from "./adorationIcs";
import { hourState } from "./hourStatus";
import type { ScheduleHour } from "./useAdorationGrid";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

type Props = {
  hours: readonly ScheduleHour[];
  name: string;
  wallNow: number;
  onRelease: (hour: ScheduleHour, when: string) => void;
};

/** The viewer's own hours, each releasable in one tap, and all of them as a calendar file. */
export function MyHours({ hours, name, wallNow, onRelease }: Props) {
  const t = useT(adorationNs);
  const mine = hours.filter((hour) => hour.holders.some((holder) => holder.mine));
  const download = () => downloadHours(name, mine, icsTexts(t));
  return (
    <Paper variant="outlined" component="section" aria-label={t("mine.title")} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.2rem" }}>
          {t("mine.title")}
        </Typography>
        {mine.length > 0 && (
          <Button size="small" startIcon={<CalendarMonth />} onClick={download}>
            {t("mine.download")}
          </Button>
        )}
      </Stack>
      {mine.length === 0 ? (
        <Typography color="text.secondary">{t("mine.empty")}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {mine.map((hour) => {
            const when = formatSlot(hour.start, hour.end, t.language);
            const past = hourState(hour, wallNow) === "past";
            return <Chip key={hour._id} label={when} color="primary" variant="outlined" onDelete={past ? undefined : () => onRelease(hour, when)} />;
          })}
        </Stack>
      )}
    </Paper>
  );
}
