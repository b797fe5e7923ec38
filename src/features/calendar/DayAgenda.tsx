import Church from "@mui/icons-material/Church";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDayIn, formatTimeIn } from "../../lib/retreatTime";
import { adorationText, agendaOf, hoursText, talkChipLabel, type CalendarDay, type StaffEvent } from "./agenda";
import { calendarNs } from "../../i18n/namespaces/calendar";
import { useT } from "../../i18n/useT";

/** One retreat day: its hours, adoration coverage, then talks and staff events in time order. */
export function DayAgenda({ day, onEditEvent }: { day: CalendarDay; onEditEvent: (event: StaffEvent) => void }) {
  const t = useT(calendarNs);
  const items = agendaOf(day, t);
  const open = day.adoration.total - day.adoration.blocked;
  const id = `calendar-day-${day.date}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {formatDayIn(t.language, day.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("day.hours", { hours: hoursText(day, t) })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: "center" }}>
          <Church fontSize="small" color={day.adoration.covered < open ? "warning" : "success"} aria-hidden />
          <Typography variant="body2">{adorationText(day.adoration, t)}</Typography>
        </Stack>
        {items.length === 0 ? (
          <Typography color="text.secondary">{t("day.nothing")}</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => {
              const text = (
                <ListItemText
                  primary={
                    <>
                      <strong>{formatTimeIn(t.language, item.start)}</strong>–{formatTimeIn(t.language, item.end)} {item.title}
                    </>
                  }
                  secondary={[item.detail, item.place].filter(Boolean).join(" · ")}
                />
              );
              if (item.kind === "event") {
                return (
                  <ListItemButton key={item.id} onClick={() => onEditEvent(item.event)} aria-label={t("day.editEvent", { title: item.title })} sx={{ px: 0.5 }}>
                    {text}
                    <Chip size="small" label={t("day.staff")} variant="outlined" />
                  </ListItemButton>
                );
              }
              return (
                <ListItem key={item.id} sx={{ px: 0.5 }}>
                  {text}
                  <Chip size="small" label={talkChipLabel(item, t)} color="primary" variant="outlined" />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
