import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatHourRange, formatSlot } from "../../lib/adorationTime";
import { hourAction, hourState, holdsHour, STATE_KEYS, type HourState } from "./hourStatus";
import type { ScheduleHour } from "./useAdorationGrid";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

const STATE_STYLES: Record<HourState, { borderColor: string; bgcolor: string }> = {
  uncovered: { borderColor: "warning.main", bgcolor: "rgba(237, 108, 2, 0.08)" },
  covered: { borderColor: "success.light", bgcolor: "rgba(46, 125, 50, 0.06)" },
  full: { borderColor: "success.main", bgcolor: "rgba(46, 125, 50, 0.14)" },
  blocked: { borderColor: "divider", bgcolor: "action.disabledBackground" },
  past: { borderColor: "divider", bgcolor: "action.hover" },
};

type Props = {
  hour: ScheduleHour;
  wallNow: number;
  onBook: () => void;
  onRelease: () => void;
};

/** One hour of the grid: its state, who holds it ("Taken" where names are private), one tap to book or release. */
export function HourTile({ hour, wallNow, onBook, onRelease }: Props) {
  const t = useT(adorationNs);
  const state = hourState(hour, wallNow);
  const action = hourAction(hour, wallNow);
  const mine = holdsHour(hour);
  const label = formatSlot(hour.start, hour.end, t.language);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      data-state={state}
      data-mine={mine}
      sx={{
        p: 1.25,
        display: "flex",
        flexDirection: "column",
        gap: 0.5,
        borderWidth: mine ? 2 : 1,
        ...STATE_STYLES[state],
        ...(mine ? { borderColor: "primary.main" } : {}),
      }}
    >
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="subtitle2">{formatHourRange(hour.start, hour.end, t.language)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {hour.is_blocked ? "" : t("tile.count", { held: hour.holders.length, capacity: hour.capacity })}
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {mine ? t("tile.yours") : t(STATE_KEYS[state])}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", minHeight: 20 }} aria-label={t("tile.adorers")}>
        {hour.holders.map((holder) => (
          <Typography key={holder._id} component="li" variant="body2" noWrap title={holder.name ?? t("tile.taken")}>
            {holder.name ?? t("tile.taken")}
          </Typography>
        ))}
      </Box>
      {action === "book" && (
        <Button size="small" variant="contained" onClick={onBook} aria-label={t("tile.bookAria", { when: label })}>
          {t("tile.book")}
        </Button>
      )}
      {action === "release" && (
        <Button size="small" variant="outlined" onClick={onRelease} aria-label={t("tile.releaseAria", { when: label })}>
          {t("tile.release")}
        </Button>
      )}
    </Paper>
  );
}
