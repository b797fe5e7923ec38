import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatSlot, groupByDay } from "../../lib/adorationTime";
import { formatDayIn } from "../../lib/retreatTime";
import { HourTile } from "./HourTile";
import type { ScheduleHour } from "./useAdorationGrid";
import { useLanguage } from "../../i18n/language";

type Props = {
  hours: readonly ScheduleHour[];
  wallNow: number;
  onBook: (hour: ScheduleHour, when: string) => void;
  onRelease: (hour: ScheduleHour, when: string) => void;
};

/** The hours by day: one row of tiles per day, in order. */
export function AdorationGrid({ hours, wallNow, onBook, onRelease }: Props) {
  const { language } = useLanguage();
  return (
    <Stack spacing={3}>
      {groupByDay(hours).map(({ day, items }) => (
        <Box component="section" key={day} aria-label={formatDayIn(language, day)}>
          <Typography variant="h2" sx={{ fontSize: "1.2rem", mb: 1 }}>
            {formatDayIn(language, day)}
          </Typography>
          <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))" }}>
            {items.map((hour) => {
              const when = formatSlot(hour.start, hour.end, language);
              return (
                <HourTile
                  key={hour._id}
                  hour={hour}
                  wallNow={wallNow}
                  onBook={() => onBook(hour, when)}
                  onRelease={() => onRelease(hour, when)}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
